import { MessageSquare } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { formatDateTimeIn } from "~/lib/dates";
import type { DiffPart } from "~/lib/word-diff";
import { COMMENT_MAX, REVIEW_TEXTS } from "./access";
import { commandPath } from "./command-addresses";
import { FieldDiffList } from "./diff-view";
import { CONTENT_KINDS, type ContentKind } from "./kinds";

/** An item's review as the form page receives it (review.server.ts). */
export interface ReviewData {
  state: "in_review" | "changes_requested";
  submittedBy: string | null;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface CommentData {
  id: string;
  author: string;
  body: string;
  action: string;
  at: string;
}

/** What the review and comment forms answer (content-edit.server.ts). */
export interface ReviewAnswer {
  reviewError?: string;
  reviewNotice?: string;
  commentError?: string;
}

const button =
  "inline-flex items-center justify-center rounded-full px-5 py-2.5 font-semibold text-sm transition disabled:cursor-wait disabled:opacity-70";

/** A comment's text box, its label and its error (a request for changes, a new comment). */
function CommentField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <>
      <label htmlFor={id} className="block font-medium text-ink text-sm">
        {label}
      </label>
      <textarea
        id={id}
        name="comment"
        rows={3}
        maxLength={COMMENT_MAX}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** 'In review · submitted by … on …' or 'Changes requested by … on …', under the heading. */
export function ReviewStatus({ review, timeZone }: { review: ReviewData; timeZone: string }) {
  const inReview = review.state === "in_review";
  return (
    <p
      role="status"
      className={`rounded-xl px-4 py-3 text-sm ring-1 ${
        inReview
          ? "bg-sky-50 text-sky-950 ring-sky-200"
          : "bg-amber-50 text-amber-950 ring-amber-300"
      }`}
    >
      <strong className="font-semibold">
        {inReview ? REVIEW_TEXTS.inReview : REVIEW_TEXTS.changesRequested}
      </strong>
      {inReview
        ? ` · submitted by ${review.submittedBy ?? "a former teammate"} on ${formatDateTimeIn(review.submittedAt, timeZone)}`
        : ` by ${review.decidedBy ?? "an editor"}${review.decidedAt ? ` on ${formatDateTimeIn(review.decidedAt, timeZone)}` : ""}: see the comments below, change it and submit it again.`}
    </p>
  );
}

/** What the form page's loader gives the editor's review panel. */
export type ReviewDecisionData = Omit<Parameters<typeof ReviewDecision>[0], "kind" | "id">;

/**
 * The editor's side of a review: what changed since the item was last public, 'Approve and
 * publish', 'Approve and schedule' and 'Request changes' with a comment.
 */
export function ReviewDecision({
  kind,
  id,
  version,
  changes,
  neverPublished,
  mayApprove,
  approveRefusal,
}: {
  kind: ContentKind;
  /** The item's id. */
  id: string;
  /** The version the editor looks at: an approval of an older one is refused. */
  version: number;
  changes: { label: string; parts: DiffPart[] }[];
  neverPublished: boolean;
  /** False under the four-eye rule for whoever submitted it or changed it last. */
  mayApprove: boolean;
  approveRefusal: string | null;
}) {
  const approve = useFetcher<ReviewAnswer>();
  const request = useFetcher<ReviewAnswer>();
  const noun = CONTENT_KINDS[kind].noun[0];
  const busy = approve.state !== "idle" || request.state !== "idle";
  const requestRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (request.state === "idle" && request.data?.reviewNotice) requestRef.current?.reset();
  }, [request.state, request.data]);
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-2xl bg-sky-50/60 p-5 ring-1 ring-sky-200"
    >
      {/* Above the form's own heading (h2), under the page's h1: a section of the page. */}
      <h2 id="review-heading" className="font-semibold text-ink text-lg">
        Review
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        {neverPublished
          ? `This ${noun} has never been public: everything in it is new.`
          : `What changed since this ${noun} was last public:`}
      </p>
      {!neverPublished ? (
        <div className="mt-3 bg-white">
          {changes.length > 0 ? (
            <FieldDiffList fields={changes} />
          ) : (
            <p className="px-4 py-3 text-slate-600 text-sm">No field differs.</p>
          )}
        </div>
      ) : null}
      {mayApprove ? (
        <approve.Form
          method="post"
          action={commandPath(kind, id, "approve")}
          className="mt-5 space-y-3"
        >
          <input type="hidden" name="version" value={String(version)} />
          <div className="flex flex-wrap items-end gap-3">
            <button
              type="submit"
              name="when"
              value="now"
              disabled={busy}
              className={`${button} bg-ev-700 text-white hover:bg-ev-900`}
            >
              {REVIEW_TEXTS.approve}
            </button>
            <span className="text-slate-500 text-sm">or</span>
            <div>
              <label htmlFor="review-publish-at" className="block font-medium text-ink text-sm">
                {REVIEW_TEXTS.publishAt}
              </label>
              <input
                id="review-publish-at"
                name="publishAt"
                type="datetime-local"
                className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
            <button
              type="submit"
              name="when"
              value="schedule"
              disabled={busy}
              className={`${button} text-ev-800 ring-1 ring-ev-600/40 hover:bg-ev-50`}
            >
              {REVIEW_TEXTS.approveSchedule}
            </button>
          </div>
          <FormAlert>{approve.data?.reviewError}</FormAlert>
        </approve.Form>
      ) : approveRefusal ? (
        <p className="mt-4 text-slate-700 text-sm">{approveRefusal}</p>
      ) : null}
      <request.Form
        ref={requestRef}
        method="post"
        action={commandPath(kind, id, "request-changes")}
        className="mt-5 border-sky-200 border-t pt-4"
      >
        <CommentField
          id="review-request"
          label={REVIEW_TEXTS.whatToChange}
          error={request.data?.reviewError}
        />
        {request.data?.reviewNotice ? (
          <p role="status" className="mt-1 text-ev-800 text-sm">
            {request.data.reviewNotice}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className={`${button} mt-3 text-amber-900 ring-1 ring-amber-400 hover:bg-amber-50`}
        >
          {REVIEW_TEXTS.requestChanges}
        </button>
      </request.Form>
    </section>
  );
}

/** Comments, oldest first: who, when, what (the form page and the history page). */
export function CommentList({ comments, timeZone }: { comments: CommentData[]; timeZone: string }) {
  return (
    <ol className="mt-4 space-y-3">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <p className="text-slate-600 text-xs">
            <span className="font-semibold text-ink">{comment.author}</span> ·{" "}
            <time dateTime={comment.at}>{formatDateTimeIn(comment.at, timeZone)}</time>
            {comment.action === "request-changes" ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                {REVIEW_TEXTS.changesRequested}
              </span>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink text-sm">{comment.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** The item's comments, oldest first, and 'Post comment'. */
export function CommentThread({
  kind,
  id,
  comments,
  timeZone,
}: {
  kind: ContentKind;
  id: string;
  comments: CommentData[];
  timeZone: string;
}) {
  const fetcher = useFetcher<ReviewAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.reviewNotice) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <section aria-labelledby="comments-heading" className="mt-10 border-slate-200 border-t pt-6">
      <h3 id="comments-heading" className="flex items-center gap-2 font-semibold text-ink text-lg">
        <MessageSquare aria-hidden="true" size={18} />
        Comments
      </h3>
      {comments.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">
          No comments yet. Comments are seen by the staff who can open this item; name a teammate's
          e-mail address to send them the comment.
        </p>
      ) : (
        <CommentList comments={comments} timeZone={timeZone} />
      )}
      <fetcher.Form
        ref={formRef}
        method="post"
        action={commandPath(kind, id, "comment")}
        className="mt-4"
      >
        <CommentField
          id="new-comment"
          label={REVIEW_TEXTS.newComment}
          error={fetcher.data?.commentError}
        />
        <button
          type="submit"
          disabled={busy}
          className={`${button} mt-3 bg-ev-700 text-white hover:bg-ev-900`}
        >
          {busy ? "Posting..." : REVIEW_TEXTS.postComment}
        </button>
      </fetcher.Form>
    </section>
  );
}
