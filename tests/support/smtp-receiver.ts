import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/lib/server-process";

/** One e-mail as a test reads it: its recipient, subject and decoded plain text. */
export interface ReceivedMail {
  to: string;
  subject: string;
  /** The plain-text part (a message with an HTML alternative: its text/plain part). */
  text: string;
  /** The HTML part, when the message has one. */
  html?: string;
  raw: string;
  /** A header of the message ('' when absent), unfolded. */
  header: (name: string) => string;
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return (match?.[1] ?? "").replace(/\r?\n[ \t]+/g, " ").trim();
}

/** Decodes an RFC 2047 encoded-word header (nodemailer uses them for non-ASCII subjects). */
function decodeWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047, 6.2).
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, body: string) =>
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

/** A part's head and decoded body. */
function decodePart(raw: string): { head: string; body: string } {
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
  return { head, body };
}

/** The parts of a multipart body, each raw (head and body). */
function partsOf(head: string, body: string): string[] {
  const boundary = /boundary="?([^";\s]+)"?/i.exec(header(head, "Content-Type"))?.[1];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => part.replace(/^\r?\n/, ""));
}

/** Reads a message as nodemailer writes it: plain text, or text with an HTML alternative. */
export function parseMail(raw: string): ReceivedMail {
  const { head, body } = decodePart(raw);
  let text = body;
  let html: string | undefined;
  if (/^multipart\//i.test(header(head, "Content-Type"))) {
    for (const part of partsOf(head, body)) {
      const decoded = decodePart(part);
      const type = header(decoded.head, "Content-Type").toLowerCase();
      if (type.startsWith("text/plain")) text = decoded.body;
      else if (type.startsWith("text/html")) html = decoded.body;
    }
  }
  return {
    to: header(head, "To"),
    subject: decodeWords(header(head, "Subject")),
    text: text.replace(/\r\n/g, "\n"),
    html,
    raw,
    header: (name) => header(head, name),
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives (and, given `dir`, writes each
 * message there as a file, for the end-to-end tests' browser-side readers).
 */
export async function startSmtpReceiver(
  options: {
    port?: number;
    dir?: string;
    /** An SMTP answer code to refuse a recipient with (550: no such mailbox), or undefined. */
    refuse?: (to: string) => number | undefined;
    /** Milliseconds each message takes to be taken (a slow server). */
    delayMs?: number;
  } = {},
) {
  const mails: ReceivedMail[] = [];
  const port = options.port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Alerts keep several connections open at once; closing does not wait for them.
    maxClients: 50,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address);
      if (code === undefined) return callback();
      callback(
        Object.assign(new Error(`${address.address}: mailbox unavailable`), { responseCode: code }),
      );
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        const take = () => {
          mails.push(parseMail(raw));
          if (options.dir) {
            fs.writeFileSync(path.join(options.dir, `${Date.now()}-${mails.length}.eml`), raw);
          }
          callback();
        };
        if (options.delayMs) setTimeout(take, options.delayMs);
        else take();
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
