/**
 * The end-to-end tests' mail server: `tsx tests/support/mail-catcher.ts <port> <dir>` receives
 * SMTP on loopback and writes every message to <dir> (read with readMailDir). Prints "ready".
 */
import { startSmtpReceiver } from "./smtp-receiver";

const [port, dir] = process.argv.slice(2);
if (!port || !dir) {
  console.error("usage: mail-catcher.ts <port> <dir>");
  process.exit(2);
}
const receiver = await startSmtpReceiver({ port: Number(port), dir });
console.log("ready");
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void receiver.close().then(() => process.exit(0)));
}
