import { Mail, MailOpen } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { ShowOlder, useOlderRows } from "~/components/ui/older-rows";
import { RowGap, useRowWindow } from "~/components/ui/row-window";
import { formatDateTime } from "~/lib/dates";
import { LOCALE_ENGLISH_NAMES, type Locale } from "~/lib/i18n";
import type { ListPage } from "~/lib/list-page";

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  createdAt: string;
  unread: boolean;
  /** The language of the page it was sent from. */
  language: Locale;
  /** Where the page after this message starts. */
  cursor: string;
}

/**
 * The contact messages, newest first; unread ones stand out. The first ones come with the page,
 * older ones as the reader scrolls (ADR 040).
 */
export function MessagesPanel({ page }: { page: ListPage<MessageRow> }) {
  const list = useOlderRows(page, "/admin/messages");
  const { listRef, slices } = useRowWindow(list.rows);
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="font-semibold text-ink text-xl">
        Messages
      </h2>
      {list.rows.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
          No messages yet. Messages sent through the contact form appear here.
        </p>
      ) : (
        <ul ref={listRef} className="mt-4 divide-y divide-slate-200">
          {slices.map((slice) =>
            "gap" in slice ? (
              <RowGap key={slice.gap} slice={slice} />
            ) : (
              <MessageItem key={slice.row.id} message={slice.row} />
            ),
          )}
        </ul>
      )}
      <ShowOlder list={list} />
    </section>
  );
}

/** One message (the same row is not drawn again when older ones are added below). */
const MessageItem = memo(function MessageItem({ message: m }: { message: MessageRow }) {
  return (
    <li>
      <Link
        to={`/admin/messages/${m.id}`}
        className="flex items-start gap-4 rounded-xl px-2 py-4 transition hover:bg-mist"
      >
        {m.unread ? (
          <Mail aria-hidden="true" className="mt-1 shrink-0 text-copper-600" size={20} />
        ) : (
          <MailOpen aria-hidden="true" className="mt-1 shrink-0 text-slate-400" size={20} />
        )}
        <span className="min-w-0 flex-1 break-words">
          <span className={`block text-ink ${m.unread ? "font-bold" : "font-medium"}`}>
            <span lang={m.language}>{m.subject}</span>
            {m.unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          <span className="block text-slate-600 text-sm">
            {m.name} · {m.email} · {formatDateTime(m.createdAt)}
            {m.language === "en" ? null : (
              <span className="ml-2 inline-block rounded-full bg-ev-50 px-2 py-0.5 font-semibold text-ev-900 text-xs">
                {LOCALE_ENGLISH_NAMES[m.language]}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
});
