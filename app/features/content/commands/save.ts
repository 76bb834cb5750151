/**
 * Save: a new item, or a new version of a stored one, from its form's values; with `submit`, the
 * draft is submitted for review in the same transaction ('Submit for review', ADR 027).
 */
import type { z } from "zod";
import { hasLevel, NOT_FOR_YOUR_ROLE } from "~/features/auth/roles";
import { kindLevel } from "~/features/content/access";
import { type PublicationInput, SCHEDULE_MESSAGES } from "~/features/content/fields";
import type { FieldValues } from "~/features/content/kind.server";
import { CONTENT_KINDS } from "~/features/content/kinds";
import {
  publicationGuard,
  reviewRequired,
  submissionStep,
  tellSubmitted,
} from "~/features/content/review.server";
import { UniqueFieldError } from "~/features/content/store.server";
import {
  createContent,
  updateContent,
  WriteRefusal,
} from "~/features/content/versions/save.server";
import { snapshotOf, type WriteResult } from "~/features/content/versions/shared.server";
import { fromLocalInput } from "~/lib/dates";
import { fieldErrorsOf } from "~/lib/forms";
import type { AppDatabase } from "../../../../db/client.server";
import { conflictOf } from "./conflict";
import {
  type CommandContext,
  type CommandTarget,
  type Conflict,
  type Done,
  type Failed,
  type Invalid,
  invalid,
  MISSING,
  type Missing,
  type Refused,
  refused,
  versionNumber,
} from "./result";

export interface SaveInput<Input extends PublicationInput> {
  /** The stored item's id; none for a new item. */
  id?: string;
  /** The form's fields as typed (`version`: the one it was opened at; `overwrite`: 'Save anyway'). */
  values: Record<string, string>;
  /** The kind's form schema: what the values must parse to. */
  schema: z.ZodType<Input>;
  /** 'Submit for review': the saved draft waits for an editor. */
  submit?: boolean;
  /**
   * More of the save's transaction once the item is written (what a route composes with it: the
   * form's 'Do not send alerts'), so the item is never public without it.
   */
  alsoStore?: (tx: AppDatabase, itemId: string) => Promise<void>;
}

export type SaveResult = Done<{ id: string }> | Refused | Missing | Conflict | Invalid | Failed;

/**
 * Saves the form's values: invalid input gives its field errors; a taken unique value (an
 * address) an error on its field; a row changed since the form was opened the conflict; a role
 * or review rule that forbids it a refusal (nothing is stored); any other failure the kind's
 * 'Failed to save …' (logged).
 */
export async function saveItem<Input extends PublicationInput>(
  context: CommandContext,
  { actor, store }: CommandTarget,
  { id, values, schema, submit = false, alsoStore }: SaveInput<Input>,
): Promise<SaveResult> {
  const { kind } = store;
  // Authors write articles and videos only (ADR 027); who may change a stored item is the guard's.
  if (!hasLevel(actor.role, kindLevel(kind))) return refused(NOT_FOR_YOUR_ROLE, "role");
  const timeZone = context.site.timeZone;
  const parsed = schema.safeParse(values);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error));
  const { publication: _chosen, ...input } = parsed.data;
  const publication = publicationOf(parsed.data, timeZone, new Date());
  if ("errors" in publication) return invalid(publication.errors, Object.keys(publication.errors));
  let fields: FieldValues = { ...input, ...publication };
  if (store.fromForm) {
    const own = store.fromForm(fields, timeZone, new Date());
    if (isErrors(own)) return invalid(own.errors, Object.keys(own.errors));
    fields = own;
  }
  if (store.checkSave) {
    const checked = await store.checkSave(context.db, actor, fields, id);
    if (isErrors(checked)) return invalid(checked.errors, Object.keys(checked.errors));
    fields = checked;
  }
  const fourEyes = await reviewRequired(context.db);
  let title = "";
  const submission = submissionStep(store, actor);
  const hooks = {
    guard: publicationGuard(actor, kind, fourEyes),
    after:
      submit || alsoStore
        ? async (...step: Parameters<typeof submission>) => {
            await alsoStore?.(step[0], step[1].id);
            if (!submit) return;
            await submission(...step);
            title = step[1].title;
          }
        : undefined,
  };
  let result: WriteResult | undefined;
  let savedId = id;
  try {
    if (id) {
      const opened = versionNumber(values.overwrite ?? values.version);
      result = await updateContent(context.db, store, id, fields, actor.id, opened, hooks);
    } else {
      savedId = await createContent(context.db, store, fields, actor.id, hooks);
    }
  } catch (error) {
    if (error instanceof WriteRefusal) return refused(error.message, "role");
    if (error instanceof UniqueFieldError) {
      return { ...invalid({ [error.field]: error.message }, [error.field]), taken: true };
    }
    const { failedSave } = CONTENT_KINDS[kind];
    context.logger.error({ err: error }, failedSave);
    return { status: "failed", reason: failedSave };
  }
  if (result && "missing" in result) return MISSING;
  if (result && "conflict" in result) {
    return conflictOf(store, result.conflict, timeZone, snapshotOf(store, fields));
  }
  if (!savedId) return MISSING;
  context.contentChanged();
  if (submit) await tellSubmitted(context, { kind, id: savedId, title, actor });
  return { status: "done", id: savedId };
}

function isErrors(value: object): value is { errors: Record<string, string> } {
  return "errors" in value && typeof value.errors === "object" && value.errors !== null;
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
