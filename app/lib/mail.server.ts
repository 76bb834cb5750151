import nodemailer from "nodemailer";

/** One plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
}

/** Sends one e-mail; rejects when the SMTP server does not take it. */
export type Mailer = (mail: Mail) => Promise<void>;

/** A mailer sending through `smtpUrl` (SMTP_URL) from `from` (MAIL_FROM). */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
