import type { AlertEntry } from "~/features/content/kind-parts.server";
import { escapeHtml } from "~/lib/html";
import { format, formatLongDateIn, type Locale, localizedPath } from "~/lib/i18n";
import type { Mail } from "~/lib/mail.server";
import type { AlertFrequency, AlertTopic } from "../../../db/enums";
import { alertMessageTexts } from "./message-texts";

/** The company as an alert's footer names it. */
export interface AlertCompany {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** One alert e-mail's content: to whom, in what language, which items, and its links. */
export interface AlertMessageInput {
  to: string;
  locale: Locale;
  frequency: AlertFrequency;
  /** The subscriber's topics, for the line that says why they receive it. */
  topics: AlertTopic[];
  entries: AlertEntry[];
  company: AlertCompany;
  siteUrl: string;
  timeZone: string;
  /** Absolute addresses: 'Manage your alerts' and the one-click unsubscribe (RFC 8058). */
  manageUrl: string;
  unsubscribeUrl: string;
  /** '<id@host>': the same on every attempt, so a receiver can tell a repeat. */
  messageId: string;
  /** A staff member's sample ('Send a test alert to me'). */
  test?: boolean;
}

/** An alert e-mail: the message and the headers a mail client's unsubscribe button uses. */
export interface AlertMail extends Mail {
  headers: Record<string, string>;
  messageId: string;
}

const INK = "#0e1a1f";
const MUTED = "#475569";
const LINK = "#0b6b4f";

/**
 * A plain, readable e-mail with its text part, in the subscriber's language: each item's title
 * (linked to its page with the site's address), date, summary and facts (a tender's reference
 * and closing date in both calendars), then why they receive it, the company's contact details,
 * 'Manage your alerts' and 'Unsubscribe'. Every stored text is escaped.
 */
export function renderAlertMessage(input: AlertMessageInput): AlertMail {
  const t = alertMessageTexts(input.locale);
  const site = input.company.name;
  const [first] = input.entries;
  const subject = input.test
    ? format(t.testSubject, { site })
    : input.frequency === "instant" && input.entries.length === 1 && first
      ? format(t.subjectOne, { site, title: first.title })
      : format(t.subjectDigest[input.frequency === "weekly" ? "weekly" : "daily"], {
          site,
          count: input.entries.length,
        });
  const intro = format(t.intro[input.frequency], { site });
  const topics = input.topics.map((topic) => t.topics[topic]).join(", ");
  const why = format(t.why, { site, topics });
  const contact = [input.company.address, input.company.phone, input.company.email].filter(Boolean);
  const items = input.entries.map((entry) => ({
    entry,
    url: `${input.siteUrl}${localizedPath(entry.path, input.locale)}`,
    date: format(t.published, {
      date: formatLongDateIn(entry.publishedAt, input.locale, input.timeZone),
    }),
  }));

  const text = [
    ...(input.test ? [t.testNote, ""] : []),
    intro,
    "",
    ...items.flatMap(({ entry, url, date }) => [
      entry.title,
      date,
      ...(entry.summary ? [entry.summary] : []),
      ...entry.facts,
      url,
      "",
    ]),
    "--",
    why,
    `${t.manage}: ${input.manageUrl}`,
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
    "",
    site,
    ...contact,
  ].join("\n");

  const e = escapeHtml;
  const html = [
    "<!doctype html>",
    `<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,'Noto Sans Ethiopic',sans-serif;color:${INK}">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px">`,
    `<div style="background:#ffffff;border-radius:12px;padding:24px">`,
    `<p style="margin:0 0 4px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:${MUTED}">${e(site)}</p>`,
    input.test
      ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fef3c7;border-radius:8px;font-size:14px">${e(t.testNote)}</p>`
      : "",
    `<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${e(intro)}</p>`,
    ...items.map(
      ({ entry, url, date }) =>
        `<div lang="${entry.lang}" style="border-top:1px solid #e2e8f0;padding:16px 0">` +
        `<h2 style="margin:0 0 4px;font-size:18px;line-height:1.35"><a href="${e(url)}" style="color:${LINK};text-decoration:underline">${e(entry.title)}</a></h2>` +
        `<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${e(date)}</p>` +
        (entry.summary
          ? `<p style="margin:0 0 8px;font-size:15px;line-height:1.5">${e(entry.summary)}</p>`
          : "") +
        entry.facts
          .map((fact) => `<p style="margin:0 0 4px;font-size:14px;line-height:1.5">${e(fact)}</p>`)
          .join("") +
        `<p style="margin:8px 0 0;font-size:14px"><a href="${e(url)}" style="color:${LINK}">${e(t.read)}</a></p>` +
        "</div>",
    ),
    "</div>",
    `<div style="padding:16px 8px;font-size:13px;line-height:1.5;color:${MUTED}">`,
    `<p style="margin:0 0 8px">${e(why)}</p>`,
    `<p style="margin:0 0 8px"><a href="${e(input.manageUrl)}" style="color:${LINK}">${e(t.manage)}</a> · <a href="${e(input.unsubscribeUrl)}" style="color:${LINK}">${e(t.unsubscribe)}</a></p>`,
    `<p style="margin:0">${[site, ...contact].map(e).join("<br>")}</p>`,
    "</div></div></body></html>",
  ].join("");

  return {
    to: input.to,
    subject,
    text,
    html,
    messageId: input.messageId,
    headers: {
      // RFC 2369 and RFC 8058: a mail client's own 'Unsubscribe' button, one click, no sign-in.
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // Bulk mail: no auto-replies (RFC 3834).
      "Auto-Submitted": "auto-generated",
      Precedence: "bulk",
    },
  };
}
