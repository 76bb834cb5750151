/**
 * Administration from the command line.
 *
 *   npm run admin -- create-owner --email owner@example.com
 *
 * Creates the account as an owner, or promotes an existing account to owner. The password is
 * asked for (hidden) on a terminal, or read from the first line of standard input:
 *
 *   printf '%s\n' "$PASSWORD" | npm run admin -- create-owner --email owner@example.com
 *
 * In embedded mode the server must be stopped first (one process per data folder).
 */
import readline from "node:readline";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import pino from "pino";
import { z } from "zod";
import { createAuth } from "../app/features/auth/auth.server";
import { translateAuthError } from "../app/features/auth/auth-errors.server";
import { FAILED_TO_CREATE_ACCOUNT } from "../app/features/auth/messages";
import { NewPasswordSchema } from "../app/features/auth/schemas";
import { openDatabase } from "../db/open";
import { user } from "../db/schema";
import { ConfigError, loadConfig, resolveAuthSecret } from "../server/config";
import { loadEnvFile } from "../server/env-file";

const USAGE = "Usage: npm run admin -- create-owner --email <address>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = readline.createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return "";
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = readline.createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: true,
      });
      // Hide what is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text) => {
        if (text.includes(question)) process.stdout.write(text);
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Repeat password: ");
  if (first !== second) fail("Passwords do not match");
  return first;
}

async function createOwner(email: string) {
  loadEnvFile();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const { database, lock } = await openDatabase(config, {
    onConnectionLost: (error) => logger.warn({ err: error }, "PostgreSQL connection lost"),
  }).catch((error: Error) =>
    fail(
      `${error.message}${error.name === "DataFolderInUseError" ? " (stop the server first)" : ""}`,
    ),
  );
  try {
    const [existing] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email));
    if (existing) {
      await database.db
        .update(user)
        .set({ role: "owner", updatedAt: new Date() })
        .where(eq(user.id, existing.id));
      console.log(`${email} is now an owner.`);
      return;
    }
    const password = NewPasswordSchema.safeParse(await readPassword());
    if (!password.success) fail(password.error.issues[0]?.message ?? FAILED_TO_CREATE_ACCOUNT);
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(config),
      siteUrl: config.siteUrl,
      signupMode: config.signupMode,
      secureCookies: config.secureCookies,
    });
    const created = await auth.api
      .signUpEmail({ body: { email, password: password.data, name: email.split("@")[0] ?? email } })
      .catch((error: unknown) => {
        const refusal = translateAuthError(error, FAILED_TO_CREATE_ACCOUNT);
        if (refusal) fail(refusal.message);
        throw error;
      });
    await database.db.update(user).set({ role: "owner" }).where(eq(user.id, created.user.id));
    console.log(`Created ${email} as an owner.`);
  } finally {
    await database.close();
    lock?.release();
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" } },
});
const [command] = positionals;
if (command !== "create-owner") fail(USAGE);
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) fail(`A valid --email is required. ${USAGE}`);
await createOwner(email.data);
