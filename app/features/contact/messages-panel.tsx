import { Mail, MailOpen } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { LOCALE_ENGLISH_NAMES, type Locale } from "~/lib/i18n";

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  createdAt: string;
  unread: boolean;
  /** The language of the page it was sent from. */
  language: Locale;
}

/** The contact messages, newest first; unread ones stand out. */
export function MessagesPanel({ messages }: { messages: MessageRow[] }) {
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="font-semibold text-ink text-xl">
        Messages
      </h2>
      {messages.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center text-slate-600">
          No messages yet. Messages sent through the contact form appear here.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {messages.map((m) => (
            <li key={m.id}>
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
          ))}
        </ul>
      )}
    </section>
  );
}
