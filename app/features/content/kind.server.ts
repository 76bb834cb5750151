import type { ColumnDataType, SQL } from "drizzle-orm";
import type { PgColumn, PgTableWithColumns } from "drizzle-orm/pg-core";
import type { SessionUser } from "~/features/auth/roles";
import type { AppDatabase } from "../../../db/client.server";
import type { Translations } from "../../../db/schema";
import type { ContentKind } from "./kinds";
import type { TranslatedField } from "./translations";

/** A column every content table has, whichever table it belongs to. */
type CommonColumn<
  Name extends string,
  DataType extends ColumnDataType,
  ColumnType extends string,
  Data,
  NotNull extends boolean,
  HasDefault extends boolean,
> = PgColumn<
  {
    name: Name;
    tableName: string;
    dataType: DataType;
    columnType: ColumnType;
    data: Data;
    driverParam: unknown;
    notNull: NotNull;
    hasDefault: HasDefault;
    isPrimaryKey: boolean;
    isAutoincrement: boolean;
    hasRuntimeDefault: boolean;
    enumValues: [string, ...string[]] | undefined;
    baseColumn: never;
    identity: undefined;
    generated: undefined;
  },
  object,
  object
>;

/**
 * A content table as the shared code sees it: the columns every kind's table has (news_articles
 * and videos both are one). Reads and the writes of these columns are typed against it; what
 * else a kind's row holds is the kind's own (`ContentStore.insert`, `update`).
 */
export type ContentTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: "pg";
  columns: {
    id: CommonColumn<"id", "string", "PgUUID", string, true, true>;
    title: CommonColumn<"title", "string", "PgText", string, true, false>;
    translations: CommonColumn<"translations", "json", "PgJsonb", Translations<string>, true, true>;
    published: CommonColumn<"published", "boolean", "PgBoolean", boolean, true, true>;
    publishedAt: CommonColumn<"published_at", "date", "PgTimestamp", Date, false, false>;
    createdAt: CommonColumn<"created_at", "date", "PgTimestamp", Date, true, true>;
    updatedAt: CommonColumn<"updated_at", "date", "PgTimestamp", Date, true, true>;
    createdBy: CommonColumn<"created_by", "string", "PgText", string, false, false>;
    version: CommonColumn<"version", "number", "PgInteger", number, true, true>;
    updatedBy: CommonColumn<"updated_by", "string", "PgText", string, false, false>;
    deletedAt: CommonColumn<"deleted_at", "date", "PgTimestamp", Date, false, false>;
    deletedBy: CommonColumn<"deleted_by", "string", "PgText", string, false, false>;
  };
}>;

/** The columns every content row has. */
export type ContentRow = ContentTable["$inferSelect"];

/** A row of `Table`, every column typed (an article's `slug`, a position's `closesAt`). */
export type RowOf<Table extends ContentTable> = Table["$inferSelect"];

/**
 * A whole stored row as the shared code reads it, whichever kind's: the common columns typed,
 * the kind's own ones read by the names of its fields (a version keeps them by name).
 */
export type StoredRow = ContentRow & Readonly<Record<string, unknown>>;

/**
 * What the shared commands write of a row themselves: publication, who and when, the version and
 * the trash. Every content table has these columns.
 */
export type ContentStamp = Partial<
  Pick<
    ContentTable["$inferInsert"],
    | "published"
    | "publishedAt"
    | "updatedAt"
    | "createdBy"
    | "updatedBy"
    | "version"
    | "deletedAt"
    | "deletedBy"
  >
>;

/**
 * The kind's own fields a write sets, by name (a form's, a version's, a new address): the kind
 * checks them against its table's columns before writing (`ContentStore.insert`, `update`).
 */
export type FieldValues = Readonly<Record<string, unknown>>;

/** A field a version keeps, with the label history and conflicts show. */
export interface VersionField<Name extends string = string> {
  name: Name;
  label: string;
  /** A rich text (Markdown): history compares its words, not its markup. */
  richText?: boolean;
  /** An instant: history shows it in the site's time zone. */
  dateTime?: boolean;
}

/**
 * One kind of content as the shared commands and queries use it: its table, what its list row
 * shows, which unique constraints are field errors rather than failures, what a version keeps,
 * and how its own columns are written. `Table` is the kind's table: the rows its writes return
 * and its hooks receive are typed from it. `Name` is a field of the kind's form (its parsed
 * input).
 *
 * The hooks are methods, so a kind's store is a `ContentStore` of the shared code (which passes
 * it rows it read itself, of that same table); their parameters are typed from `Table`.
 */
export interface ContentStore<
  Table extends ContentTable = ContentTable,
  Name extends string = string,
> {
  kind: ContentKind;
  table: Table;
  /** The list row's text (summary, description) and image (featured image, thumbnail). */
  listText: PgColumn;
  listImage?: PgColumn;
  /** The uploaded image a row may show instead of `listImage`'s URL. */
  listUpload?: PgColumn;
  /** Facts shown beside the row's date (author; category and duration), in order. */
  listDetails: (PgColumn | SQL<string>)[];
  /** A word shown beside the row's state, when it has one ('Template': a page still the template). */
  listMark?: SQL<string | null>;
  /** A unique violation on `constraint` is shown on `field` with `message` (slugs). */
  uniqueFields?: { constraint: string; field: Name; message: string }[];
  /**
   * The item's address, unique among the items outside the trash (an article's slug): an item
   * restored from the trash while another one has it comes back at a free one.
   */
  address?: { field: Name; column: PgColumn /** Its longest (200 by default). */; max?: number };
  /**
   * The uploaded image a row may use: the form's field holding its id, the one holding its alt
   * text (saved on the upload, in the same transaction), and the foreign key that refuses an
   * upload deleted meanwhile.
   */
  upload?: { idField: Name; altField: Name; constraint: string };
  /**
   * The fields a version keeps (every field the form saves, publication included), in the
   * form's order, with the labels history and conflicts show.
   */
  fields: readonly VersionField[];
  /**
   * The texts the kind has in other languages: the row keeps them in its `translations` column,
   * a version under their flat names ('translations.am.title', listed in `fields`).
   */
  translated?: readonly TranslatedField[];
  /**
   * Inserts a row: the stamp, and the kind's own fields checked against its columns (a field
   * that is not a column is left out). Resolves to the stored row.
   */
  insert(
    db: AppDatabase,
    stamp: ContentStamp,
    fields: FieldValues,
  ): Promise<RowOf<Table> | undefined>;
  /**
   * Updates row `id` (in or out of the trash) with the stamp and the fields given (the others
   * stay as they are). Resolves to the stored row, or undefined when there is none.
   */
  update(
    db: AppDatabase,
    id: string,
    stamp: ContentStamp,
    fields: FieldValues,
  ): Promise<RowOf<Table> | undefined>;
  /**
   * Runs in the transaction of every create (`before` undefined) and save (a new version), after
   * the row is written: what else the write changes (an article's old addresses).
   */
  afterWrite?(
    db: AppDatabase,
    before: RowOf<Table> | undefined,
    after: RowOf<Table>,
  ): Promise<void>;
  /**
   * The kind's own form fields that need the site's time zone or the clock, made what its
   * columns store (a closing time typed in the site's time, an instant), or field errors.
   */
  fromForm?(
    fields: FieldValues,
    timeZone: string,
    now: Date,
  ): FieldValues | { errors: Record<string, string> };
  /** The reverse of `fromForm`: a stored row's such fields as its form shows them. */
  toForm?(row: RowOf<Table>, timeZone: string): Record<string, string>;
  /**
   * The kind's own rules of a save that depend on who saves and on other rows (an article's
   * byline: whom `actor` may name), read before the write: the fields to store, or field errors.
   * `id`: the stored item's, none for a new one.
   */
  checkSave?(
    db: AppDatabase,
    actor: SessionUser,
    fields: FieldValues,
    id: string | undefined,
  ): Promise<FieldValues | { errors: Record<string, string> }>;
}

/** A stored item's address (an article's slug), when its kind has one. */
export function addressOf(store: ContentStore, row: StoredRow): string | undefined {
  const value = store.address ? row[store.address.field] : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * Declares a kind of content once, for every shared command and query. `Input` is what its form
 * parses to: the fields named for uploads, unique values and the address are its fields. `Table`
 * is its table: its hooks read its rows' columns typed.
 */
export function defineContentStore<Input extends object, Table extends ContentTable>(
  store: ContentStore<Table, keyof Input & string>,
): ContentStore<Table> {
  return store;
}
