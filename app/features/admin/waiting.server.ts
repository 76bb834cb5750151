/**
 * What waits for the signed-in person (the Overview and the line above every admin section):
 * items in review, changes requested of them, their drafts, scheduled items, new contact
 * messages, new applications, tender questions to answer and site translations that need an
 * update. Each group is counted only for the roles whose sections open it (ADR 027), and the
 * content groups are counted for every kind passed in (the registry's stores), so a new kind is
 * counted without a change here.
 *
 * The counts are two statements whatever the number of kinds (one row per kind, one row for the
 * rest); the Overview's first items are one statement per group.
 */
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { canEditAll, hasLevel, type Level, type SessionUser } from "~/features/auth/roles";
import type { ContentStore } from "~/features/content/kind.server";
import { CONTENT_KINDS, type ContentKind } from "~/features/content/kinds";
import { formatDateTimeIn } from "~/lib/dates";
import { type AppDatabase, queryRows } from "../../../db/client.server";
import {
  applications,
  contactMessages,
  contentReviews,
  positions,
  siteContent,
  tenderQuestions,
  tenders,
  user as users,
} from "../../../db/schema";
import { WAITING_GROUPS, type WaitingGroupName } from "./waiting";

export type WaitingGroupId = WaitingGroupName;

/** How many of each group wait (absent: the role does not see the group). */
export type WaitingCounts = Partial<Record<WaitingGroupId, number>>;

/** The first items of a group, each a link. */
export interface WaitingItem {
  key: string;
  title: string;
  href: string;
  /** What it is and whose ('Article · by hana@example.com'). */
  detail: string;
  /** The time that matters (submitted, scheduled, received), as the site's time. */
  when: string | null;
  /** The same time in full ('November 30, 2026 at 9:00 AM'). */
  whenFull: string | null;
  /** The same time as an ISO string, for `<time dateTime>`. */
  at: string | null;
}

export interface WaitingGroup {
  id: WaitingGroupId;
  count: number;
  items: WaitingItem[];
}

/** What the signed-in person has waiting: every group their role sees, counted. */
export interface Waiting {
  counts: WaitingCounts;
  /** Items in review by kind (editors' tab badges). */
  inReviewByKind: Partial<Record<ContentKind, number>>;
}

/** Where waiting things come from: the kinds' stores, and the site's translations' links. */
export interface WaitingSources {
  stores: readonly ContentStore[];
  /** The site translations marked 'Needs update', each a link to its field (admins). */
  siteTranslations?: (db: AppDatabase) => Promise<{ name: string; href: string; label: string }[]>;
}

/** The calendar day of `date` in `timeZone` ('2026-11-28'). */
function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(date);
}

/**
 * A time as a card says it, in the site's time: 'Today at 5:20 AM', 'Tomorrow at 9:00 AM',
 * 'Yesterday at 4:10 PM', 'Nov 30 at 9:00 AM' ('Jan 3, 2027 at …' in another year).
 */
export function shortDateTimeIn(date: Date, timeZone: string, now = new Date()): string {
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(date);
  const day = dayIn(date, timeZone);
  const near: Record<string, string> = {
    [dayIn(now, timeZone)]: "Today",
    [dayIn(new Date(now.getTime() + 86_400_000), timeZone)]: "Tomorrow",
    [dayIn(new Date(now.getTime() - 86_400_000), timeZone)]: "Yesterday",
  };
  const named =
    near[day] ??
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      ...(day.slice(0, 4) === dayIn(now, timeZone).slice(0, 4) ? {} : { year: "numeric" }),
      timeZone,
    }).format(date);
  return `${named} at ${time}`;
}

/** How many first items each group of the Overview lists. */
export const WAITING_ITEMS = 5;

/**
 * The role each group needs: the role that opens the section its items link to (the kinds'
 * forms: authors; the tender desk: editors; messages, applications and the site: admins).
 */
const GROUP_LEVELS: Record<WaitingGroupId, Level> = {
  review: "author",
  changes: "author",
  questions: "editor",
  messages: "admin",
  applications: "admin",
  translations: "admin",
  scheduled: "author",
  drafts: "author",
};

/** The groups a role sees, each only where the role opens the section it links to. */
export function waitingGroupsFor(role: SessionUser["role"]): WaitingGroupId[] {
  return WAITING_GROUPS.filter((group) => hasLevel(role, GROUP_LEVELS[group]));
}

/**
 * The groups that ask the person to act (the line above each section): an editor's reviews, the
 * changes asked of them, the messages, applications, questions and translations. An author's
 * items in review wait for an editor, and drafts and scheduled items wait for nobody.
 */
export function actionableGroups(role: SessionUser["role"]): WaitingGroupId[] {
  return waitingGroupsFor(role).filter(
    (group) =>
      group !== "drafts" && group !== "scheduled" && (group !== "review" || canEditAll(role)),
  );
}

/** The kinds whose list and forms the role opens. */
function kindsFor(user: SessionUser, stores: readonly ContentStore[]) {
  return stores.filter((store) => hasLevel(user.role, CONTENT_KINDS[store.kind].level));
}

/** An author's items: the ones they wrote or submitted (editors see every item). */
function mine(user: SessionUser, store: ContentStore, submitted = true): SQL {
  const t = store.table;
  if (canEditAll(user.role)) return sql`true`;
  return submitted
    ? sql`(${t.createdBy} = ${user.id} or ${contentReviews.submittedBy} = ${user.id})`
    : sql`${t.createdBy} = ${user.id}`;
}

/** The changes an editor asked of `user`: on items they submitted or wrote. */
function askedOf(user: SessionUser, store: ContentStore): SQL {
  const t = store.table;
  return sql`(${contentReviews.submittedBy} = ${user.id} or (${contentReviews.submittedBy} is null and ${t.createdBy} = ${user.id}))`;
}

/** Items of a kind with a review row in `state`, outside the trash, narrowed by `who`. */
function reviewed(store: ContentStore, state: "in_review" | "changes_requested", who: SQL): SQL {
  const t = store.table;
  return sql`from ${contentReviews} join ${t} on ${t.id} = ${contentReviews.itemId}
    where ${contentReviews.kind} = ${store.kind}::text and ${contentReviews.state} = ${state}::text
      and ${t.deletedAt} is null and ${who}`;
}

/** `user`'s drafts of a kind: not public, outside the trash, neither in review nor sent back. */
function drafts(store: ContentStore, user: SessionUser): SQL {
  const t = store.table;
  return sql`from ${t} where ${t.createdBy} = ${user.id} and not ${t.published}
    and ${t.deletedAt} is null
    and not exists (select 1 from ${contentReviews} where ${contentReviews.kind} = ${store.kind}::text
      and ${contentReviews.itemId} = ${t.id})`;
}

/** Items of a kind to be published at a time to come (an author: their own). */
function scheduled(store: ContentStore, user: SessionUser): SQL {
  const t = store.table;
  return sql`from ${t} where ${t.published} and ${t.publishedAt} > now() and ${t.deletedAt} is null
    and ${mine(user, store, false)}`;
}

const newMessages = sql`from ${contactMessages} where ${contactMessages.readAt} is null`;
/** As the Careers tab counts them: not looked at yet, of a position outside the trash. */
const newApplications = sql`from ${applications} join ${positions} on ${positions.id} = ${applications.positionId}
  where ${applications.status} = 'new' and ${positions.deletedAt} is null`;
/** Questions nobody has answered or discarded, of a tender outside the trash. */
const openQuestions = sql`from ${tenderQuestions} join ${tenders} on ${tenders.id} = ${tenderQuestions.tenderId}
  where ${tenderQuestions.state} = 'new' and ${tenders.deletedAt} is null`;

/**
 * How many of each group wait for `user` (and the items in review by kind, for the tabs'
 * badges): two statements, one row per kind the role opens and one for the rest. `only` narrows
 * it to some of the role's groups (the line above each section leaves drafts and scheduled items,
 * the counts that read whole tables, to the Overview).
 */
export async function countWaiting(
  db: AppDatabase,
  user: SessionUser,
  sources: Pick<WaitingSources, "stores">,
  only?: readonly WaitingGroupId[],
): Promise<Waiting> {
  const groups = new Set(
    waitingGroupsFor(user.role).filter((group) => !only || only.includes(group)),
  );
  const kinds = kindsFor(user, sources.stores);
  const zero = sql`0`;
  const counted = (group: WaitingGroupId, from: SQL) =>
    groups.has(group) ? sql`(select count(*) ${from})` : zero;
  const perKind = kinds.map(
    (store) => sql`select ${store.kind}::text as kind,
      ${counted("review", reviewed(store, "in_review", mine(user, store)))} as review,
      ${counted("changes", reviewed(store, "changes_requested", askedOf(user, store)))} as changes,
      ${counted("drafts", drafts(store, user))} as drafts,
      ${counted("scheduled", scheduled(store, user))} as scheduled`,
  );
  const rest = sql`select
    ${counted("messages", newMessages)} as messages,
    ${counted("applications", newApplications)} as applications,
    ${counted("questions", openQuestions)} as questions,
    (${
      groups.has("translations")
        ? sql`select coalesce(sum(jsonb_array_length(coalesce(${siteContent.draft} -> 'needsUpdate', '[]'::jsonb))), 0) from ${siteContent}`
        : zero
    }) as translations`;
  type Count = number | string;
  const [kindRows, [other]] = await Promise.all([
    perKind.length > 0
      ? queryRows<{
          kind: ContentKind;
          review: Count;
          changes: Count;
          drafts: Count;
          scheduled: Count;
        }>(db, sql.join(perKind, sql` union all `))
      : [],
    queryRows<{ messages: Count; applications: Count; questions: Count; translations: Count }>(
      db,
      rest,
    ),
  ]);
  const counts: WaitingCounts = {};
  const add = (group: WaitingGroupId, n: Count | undefined) => {
    if (groups.has(group)) counts[group] = (counts[group] ?? 0) + Number(n ?? 0);
  };
  const inReviewByKind: Partial<Record<ContentKind, number>> = {};
  for (const row of kindRows) {
    add("review", row.review);
    add("changes", row.changes);
    add("drafts", row.drafts);
    add("scheduled", row.scheduled);
    inReviewByKind[row.kind] = Number(row.review);
  }
  for (const group of ["messages", "applications", "questions", "translations"] as const) {
    add(group, other?.[group]);
  }
  return { counts, inReviewByKind };
}

interface ItemRow {
  kind: string;
  id: string;
  title: string;
  at: Date | string | null;
  who: string | null;
  /** A question's tender, an application's position. */
  parent: string | null;
  /** A question's tender's title. */
  tender?: string;
}

/** The newest (or soonest) `WAITING_ITEMS` rows of one statement per kind, merged. */
async function firstOfKinds(
  db: AppDatabase,
  kinds: readonly ContentStore[],
  select: (store: ContentStore) => SQL,
  soonestFirst = false,
): Promise<ItemRow[]> {
  if (kinds.length === 0) return [];
  const order = soonestFirst ? sql`at asc` : sql`at desc`;
  const parts = kinds.map(
    (store) => sql`(${select(store)} order by ${order} limit ${WAITING_ITEMS})`,
  );
  return queryRows<ItemRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) as waiting order by ${order} limit ${WAITING_ITEMS}`,
  );
}

/** The e-mail of the account `id` names. */
const email = (id: PgColumn) =>
  sql`(select ${users.email} from ${users} where ${users.id} = ${id})`;

/** Items in review or sent back: their submitter and when. */
function reviewItems(store: ContentStore, state: "in_review" | "changes_requested", who: SQL) {
  const t = store.table;
  const at = state === "in_review" ? contentReviews.submittedAt : contentReviews.decidedAt;
  return sql`select ${store.kind}::text as kind, ${t.id}::text as id, ${t.title} as title,
    coalesce(${at}, ${contentReviews.submittedAt}) as at,
    ${email(state === "in_review" ? contentReviews.submittedBy : contentReviews.decidedBy)} as who,
    null::text as parent ${reviewed(store, state, who)}`;
}

/**
 * What waits for `user`, group by group in the Overview's order: each group's count and its
 * first items as links (to the item's form, the message, the application, the tender's desk).
 */
export async function listWaiting(
  db: AppDatabase,
  user: SessionUser,
  sources: WaitingSources,
  timeZone: string,
): Promise<WaitingGroup[]> {
  const groups = waitingGroupsFor(user.role);
  const kinds = kindsFor(user, sources.stores);
  const { counts } = await countWaiting(db, user, sources);
  const now = new Date();
  const when = (at: Date | string | null) =>
    at
      ? {
          when: shortDateTimeIn(new Date(at), timeZone, now),
          whenFull: formatDateTimeIn(at, timeZone),
          at: new Date(at).toISOString(),
        }
      : { when: null, whenFull: null, at: null };
  const item = (row: ItemRow, by: string): WaitingItem => {
    const kind = row.kind as ContentKind;
    const declaration = CONTENT_KINDS[kind];
    return {
      key: `${kind}-${row.id}`,
      title: row.title,
      href: `${declaration.editPath}/${row.id}`,
      detail: row.who
        ? `${declaration.label} · ${by} ${row.who === user.email ? "you" : row.who}`
        : declaration.label,
      ...when(row.at),
    };
  };
  const t = (store: ContentStore) => store.table;

  const lists: Record<WaitingGroupId, () => Promise<WaitingItem[]>> = {
    review: async () =>
      (
        await firstOfKinds(
          db,
          kinds,
          (store) => reviewItems(store, "in_review", mine(user, store)),
          true,
        )
      ).map((row) => item(row, "submitted by")),
    changes: async () =>
      (
        await firstOfKinds(db, kinds, (store) =>
          reviewItems(store, "changes_requested", askedOf(user, store)),
        )
      ).map((row) => item(row, "asked by")),
    drafts: async () =>
      (
        await firstOfKinds(
          db,
          kinds,
          (store) => sql`select ${store.kind}::text as kind, ${t(store).id}::text as id,
            ${t(store).title} as title, ${t(store).updatedAt} as at, null::text as who,
            null::text as parent ${drafts(store, user)}`,
        )
      ).map((row) => ({
        ...item(row, ""),
        detail: `${CONTENT_KINDS[row.kind as ContentKind].label} · last saved`,
      })),
    scheduled: async () =>
      (
        await firstOfKinds(
          db,
          kinds,
          (store) => sql`select ${store.kind}::text as kind, ${t(store).id}::text as id,
            ${t(store).title} as title, ${t(store).publishedAt} as at,
            ${email(t(store).createdBy)} as who, null::text as parent ${scheduled(store, user)}`,
          true,
        )
      ).map((row) => item(row, "by")),
    messages: async () => {
      const rows = await queryRows<ItemRow>(
        db,
        sql`select 'message' as kind, ${contactMessages.id}::text as id,
          ${contactMessages.subject} as title, ${contactMessages.createdAt} as at,
          ${contactMessages.name} as who, null::text as parent ${newMessages}
          order by ${contactMessages.createdAt} desc limit ${WAITING_ITEMS}`,
      );
      return rows.map((row) => ({
        key: `message-${row.id}`,
        title: row.title || "(no subject)",
        href: `/admin/messages/${row.id}`,
        detail: `Message · from ${row.who}`,
        ...when(row.at),
      }));
    },
    applications: async () => {
      const rows = await queryRows<ItemRow>(
        db,
        sql`select 'application' as kind, ${applications.id}::text as id,
          ${applications.name} as title, ${applications.createdAt} as at,
          null::text as who, ${positions.title} as parent ${newApplications}
          order by ${applications.createdAt} desc limit ${WAITING_ITEMS}`,
      );
      return rows.map((row) => ({
        key: `application-${row.id}`,
        title: row.title,
        href: `/admin/careers/applications/${row.id}`,
        detail: `Application · ${row.parent}`,
        ...when(row.at),
      }));
    },
    questions: async () => {
      const rows = await queryRows<ItemRow>(
        db,
        sql`select 'question' as kind, ${tenderQuestions.id}::text as id,
          ${tenderQuestions.question} as title, ${tenderQuestions.createdAt} as at,
          ${tenderQuestions.name} as who, ${tenders.id}::text as parent,
          ${tenders.title} as tender ${openQuestions}
          order by ${tenderQuestions.createdAt} asc limit ${WAITING_ITEMS}`,
      );
      return rows.map((row) => ({
        key: `question-${row.id}`,
        title: row.title.length > 120 ? `${row.title.slice(0, 119)}…` : row.title,
        href: `/admin/tenders/${row.parent}/desk#questions`,
        detail: `Question on “${row.tender}” · from ${row.who}`,
        ...when(row.at),
      }));
    },
    translations: async () => {
      if (!sources.siteTranslations) return [];
      const links = await sources.siteTranslations(db);
      return links.slice(0, WAITING_ITEMS).map((link) => ({
        key: `translation-${link.name}`,
        title: link.label,
        href: link.href,
        detail: "Site text · the English changed since",
        when: null,
        whenFull: null,
        at: null,
      }));
    },
  };

  // What asks the person to act first (an author's requested changes before their items in
  // review), then the rest, each in the groups' order.
  const actionable = actionableGroups(user.role);
  const shown = [
    ...groups.filter((group) => actionable.includes(group)),
    ...groups.filter((group) => !actionable.includes(group)),
  ].filter((group) => (counts[group] ?? 0) > 0);
  const items = await Promise.all(shown.map((group) => lists[group]()));
  return shown.map((id, index) => ({ id, count: counts[id] ?? 0, items: items[index] ?? [] }));
}
