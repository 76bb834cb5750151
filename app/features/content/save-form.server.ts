import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { formatDateTimeIn, fromLocalInput } from "~/lib/dates";
import { fieldErrorsOf, formFields, readForm } from "~/lib/forms";
import type { DiffPart } from "~/lib/word-diff";
import { fieldChanges } from "./diff.server";
import { type PublicationInput, SCHEDULE_MESSAGES } from "./fields";
import type { ContentStore, FieldValues } from "./kind.server";
import { CONTENT_KINDS } from "./kinds";
import { UniqueFieldError } from "./store.server";
import type { VersionData } from "./versions/history.server";
import { createContent, type SaveHooks, updateContent, WriteRefusal } from "./versions/save.server";
import { type EditConflict, snapshotOf, type WriteResult } from "./versions/shared.server";

/** An edit conflict as the form shows it. */
export interface ConflictView {
  /** 'This article was changed by … at … after you opened it.' */
  message: string;
  /** The current version: 'Save anyway' saves over it. */
  version: number;
  /** What the other save changed, field by field. */
  changes: { label: string; parts: DiffPart[] }[];
}

export interface SaveFailure {
  /** What was typed, so the form shows it again. */
  values: Record<string, string>;
  errors?: Record<string, string>;
  /**
   * The fields of `errors` only the server can check (a slug taken, a time gone by): the form
   * keeps their message until the next save rather than dropping it at the first keystroke.
   */
  serverOnly?: string[];
  formError?: string;
  conflict?: ConflictView;
}

/** 'This article was changed by ana@example.com at November 23, 2026 at 9:05 AM after you opened it.' */
export function conflictMessage(
  store: ContentStore,
  conflict: Pick<EditConflict, "by" | "at">,
  timeZone: string,
) {
  const noun = CONTENT_KINDS[store.kind].noun[0];
  return `This ${noun} was changed by ${conflict.by ?? "another editor"} at ${formatDateTimeIn(conflict.at, timeZone)} after you opened it.`;
}

/** What the other save changed: from the version the form was opened at (or what was typed). */
export function conflictView(
  store: ContentStore,
  conflict: EditConflict,
  typed: VersionData,
  timeZone: string,
): ConflictView {
  return {
    message: conflictMessage(store, conflict, timeZone),
    version: conflict.version,
    changes: fieldChanges(store, conflict.base ?? typed, conflict.current, timeZone),
  };
}

/**
 * The form's publication: 'Publish immediately' (now), 'Schedule' (its 'Publish at', a time to
 * come in the site's time zone), or 'Draft'. A request without the choice says it with the
 * `published` and `schedule` checkboxes of earlier forms.
 */
function publicationOf(
  values: PublicationInput,
  timeZone: string,
  now: Date,
): { published: boolean; publishedAt: Date | null } | { errors: Record<string, string> } {
  const chosen = values.publication;
  const schedule = chosen ? chosen === "schedule" : values.schedule;
  const published = chosen ? chosen === "published" : values.published;
  if (!schedule) return { published, publishedAt: published ? now : null };
  if (published) return { errors: { schedule: SCHEDULE_MESSAGES.both } };
  const at = values.publishAt ? fromLocalInput(values.publishAt, timeZone) : undefined;
  if (!at) return { errors: { publishAt: SCHEDULE_MESSAGES.missing } };
  if (at <= now) return { errors: { publishAt: SCHEDULE_MESSAGES.past } };
  return { published: true, publishedAt: at };
}

/** The version a form names: its 'Save anyway' (`overwrite`) or the one it was opened at. */
function openedVersion(values: Record<string, string>): number {
  const raw = values.overwrite ?? values.version ?? "";
  // Anything but a plain positive number can never match a row: a conflict, never a blind write.
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : -1;
}

/**
 * Validates a content form with its schema and saves it (a new row when `id` is undefined), then
 * returns to the kind's list. Invalid input → 400 with field errors; a taken unique value (a
 * slug) → 409 on its field; a row changed since the form was opened → 409 with the conflict;
 * any other failure → 500 with the kind's 'Failed to save …' (logged); a row that is gone → 404.
 */
export async function saveContentForm<Input extends PublicationInput>(options: {
  request: Request;
  context: AppLoadContext;
  store: ContentStore;
  schema: z.ZodType<Input>;
  id: string | undefined;
  userId: string;
  /**
   * Inside the save's transaction: who may write what, and what follows the write (its
   * submission for review, ADR 027). A refusal is a 403 with its message; nothing is stored.
   */
  hooks?: SaveHooks;
  /** Once the save is stored, with the item's id (e-mails). */
  onSaved?: (id: string) => Promise<void>;
}) {
  const { context, id, store } = options;
  const texts = CONTENT_KINDS[store.kind];
  const timeZone = context.site.timeZone;
  const values = formFields(await readForm(options.request));
  const parsed = options.schema.safeParse(values);
  if (!parsed.success) {
    return data<SaveFailure>({ values, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  }
  const { publication: _chosen, ...input } = parsed.data;
  const publication = publicationOf(parsed.data, timeZone, new Date());
  if ("errors" in publication) {
    return data<SaveFailure>(
      { values, errors: publication.errors, serverOnly: Object.keys(publication.errors) },
      { status: 400 },
    );
  }
  let fields: FieldValues = { ...input, ...publication };
  if (store.fromForm) {
    const own = store.fromForm(fields, timeZone, new Date());
    if ("errors" in own && typeof own.errors === "object" && own.errors !== null) {
      const errors = own.errors as Record<string, string>;
      return data<SaveFailure>(
        { values, errors, serverOnly: Object.keys(errors) },
        { status: 400 },
      );
    }
    fields = own;
  }
  let result: WriteResult | undefined;
  let savedId = id;
  try {
    if (id) {
      result = await updateContent(
        context.db,
        store,
        id,
        fields,
        options.userId,
        openedVersion(values),
        options.hooks,
      );
    } else {
      savedId = await createContent(context.db, store, fields, options.userId, options.hooks);
    }
  } catch (error) {
    if (error instanceof WriteRefusal) {
      return data<SaveFailure>({ values, formError: error.message }, { status: 403 });
    }
    if (error instanceof UniqueFieldError) {
      return data<SaveFailure>(
        { values, errors: { [error.field]: error.message }, serverOnly: [error.field] },
        { status: 409 },
      );
    }
    context.logger.error({ err: error }, texts.failedSave);
    return data<SaveFailure>({ values, formError: texts.failedSave }, { status: 500 });
  }
  if (result && "missing" in result) throw data(null, { status: 404 });
  if (result && "conflict" in result) {
    const typed = snapshotOf(store, fields);
    return data<SaveFailure>(
      { values, conflict: conflictView(store, result.conflict, typed, timeZone) },
      { status: 409 },
    );
  }
  context.contentChanged();
  if (savedId) await options.onSaved?.(savedId);
  return redirect(texts.listPath);
}
