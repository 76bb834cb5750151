import nodemailer from "nodemailer";
import { escapeHtml } from "./html";

/** One e-mail: its text, and (with the site's logo) the same text as HTML under the logo. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  /** Extra headers (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Its Message-ID, '<id@host>' (nodemailer makes one otherwise). */
  messageId?: string;
}

/**
 * The mail with an HTML part: the site's logo (an absolute address: mail programs load it from
 * the site) above the very same text, its lines kept, its addresses links. The text part stays
 * as it was for programs that show only text.
 */
export function withLogo(mail: Mail, logo: { src: string; alt: string; height: number }): Mail {
  const lines = escapeHtml(mail.text)
    .split("\n")
    .map((line) => line.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`));
  const html = [
    "<!doctype html>",
    '<html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0e1a1f">',
    `<p style="margin:0 0 24px"><img src="${escapeHtml(logo.src)}" alt="${escapeHtml(logo.alt)}" height="${logo.height}" style="height:${logo.height}px;width:auto;border:0"></p>`,
    `<div style="white-space:pre-wrap">${lines.join("<br>")}</div>`,
    "</body></html>",
  ].join("");
  return { ...mail, html };
}

/** Sends one e-mail; rejects when the SMTP server does not take it. */
export type Mailer = (mail: Mail) => Promise<void>;

/** A mailer whose open connections can be closed (at shutdown). */
export type ClosableMailer = Mailer & { close(): void };

/**
 * A mailer sending through `smtpUrl` (SMTP_URL) from `from` (MAIL_FROM); with `connections`, a
 * pool of that many connections kept open (the alert sender's many e-mails).
 */
export function createMailer({
  smtpUrl,
  from,
  connections,
}: {
  smtpUrl: string;
  from: string;
  connections?: number;
}): ClosableMailer {
  const pooled = connections
    ? // Bounded waits: a claim on an alert must outlast any one attempt (ALERTS_CLAIM_SECONDS).
      `${smtpUrl}${smtpUrl.includes("?") ? "&" : "?"}pool=true&maxConnections=${connections}` +
      "&connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000"
    : smtpUrl;
  const transport = nodemailer.createTransport(pooled);
  const send = async (mail: Mail) => {
    await transport.sendMail({ from, ...mail });
  };
  return Object.assign(send, { close: () => transport.close() });
}

/**
 * Whether an SMTP server refused an e-mail for good: a 5xx answer (no such mailbox, policy). A
 * 4xx answer, a dropped connection or a time-out is temporary: it is worth another try later.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code =
    typeof error === "object" && error !== null && "responseCode" in error
      ? Number(error.responseCode)
      : Number.NaN;
  return code >= 500 && code < 600;
}
