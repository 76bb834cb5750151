import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/lib/server-process";

/** One e-mail as a test reads it: its recipient, subject and decoded plain text. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  raw: string;
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return (match?.[1] ?? "").replace(/\r?\n[ \t]+/g, " ").trim();
}

/** Decodes an RFC 2047 encoded-word header (nodemailer uses them for non-ASCII subjects). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, body: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(body, "base64").toString("utf8")
      : Buffer.from(
          body
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          "latin1",
        ).toString("utf8"),
  );
}

/** Reads a single-part plain-text message as nodemailer writes it. */
export function parseMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const encoding = header(head, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") {
    body = Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      "latin1",
    ).toString("utf8");
  } else if (encoding === "base64") {
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return {
    to: header(head, "To"),
    subject: decodeWords(header(head, "Subject")),
    text: body.replace(/\r\n/g, "\n"),
    raw,
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives (and, given `dir`, writes each
 * message there as a file, for the end-to-end tests' browser-side readers).
 */
export async function startSmtpReceiver(options: { port?: number; dir?: string } = {}) {
  const mails: ReceivedMail[] = [];
  const port = options.port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        mails.push(parseMail(raw));
        if (options.dir) {
          fs.writeFileSync(path.join(options.dir, `${Date.now()}-${mails.length}.eml`), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  let open = true;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails sent to `to`, oldest first. */
    to: (to: string) => mails.filter((mail) => mail.to.includes(to)),
    close: () =>
      open
        ? new Promise<void>((resolve) => {
            open = false;
            server.close(() => resolve());
          })
        : Promise.resolve(),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** Every message a receiver wrote to `dir`, oldest first. */
export function readMailDir(dir: string): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
    .map((name) => parseMail(fs.readFileSync(path.join(dir, name), "utf8")));
}
