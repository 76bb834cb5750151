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
 *   npm run admin -- reset-password --email someone@example.com
 *
 * Sets a new password for an existing account (asked for or read the same way) and signs the
 * account out on every device: the way back in when no e-mail can be sent.
 *
 * In embedded mode the server must be stopped first (one process per data folder).
 */
import readline from "node:readline";
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { z } from "zod";
import { createAuth } from "../app/features/auth/auth.server";
import { translateAuthError } from "../app/features/auth/auth-errors.server";
import { FAILED_TO_CREATE_ACCOUNT } from "../app/features/auth/messages";
import { NewPasswordSchema } from "../app/features/auth/schemas";
import { recordActivity } from "../app/lib/activity.server";
import type { AppDatabase } from "../db/client.server";
import { openDatabase } from "../db/open";
import { account, session, user } from "../db/schema";
import { type Config, ConfigError, loadConfig, resolveAuthSecret } from "../server/config";
import { loadEnvFile } from "../server/env-file";

const USAGE =
  "Usage: npm run admin -- create-owner --email <address>\n       npm run admin -- reset-password --email <address>";

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

/** Opens the configured database for `work`, then closes it. */
async function withDatabase(
  work: (
    database: Awaited<ReturnType<typeof openDatabase>>["database"],
    config: Config,
  ) => Promise<void>,
) {
  loadEnvFile();
  let config: Config;
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
    await work(database, config);
  } finally {
    await database.close();
    lock?.release();
  }
}

function authFor(db: AppDatabase, config: Config) {
  return createAuth({
    db,
    secret: resolveAuthSecret(config),
    siteUrl: config.siteUrl,
    signupMode: config.signupMode,
    secureCookies: config.secureCookies,
    issuer: config.site.name,
  });
}

async function readNewPassword(): Promise<string> {
  const password = NewPasswordSchema.safeParse(await readPassword());
  if (!password.success) fail(password.error.issues[0]?.message ?? FAILED_TO_CREATE_ACCOUNT);
  return password.data;
}

function createOwner(email: string) {
  return withDatabase(async ({ db }, config) => {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing) {
      await db
        .update(user)
        .set({ role: "owner", updatedAt: new Date() })
        .where(eq(user.id, existing.id));
      console.log(`${email} is now an owner.`);
      return;
    }
    const password = await readNewPassword();
    const created = await authFor(db, config)
      .api.signUpEmail({ body: { email, password, name: email.split("@")[0] ?? email } })
      .catch((error: unknown) => {
        const refusal = translateAuthError(error, FAILED_TO_CREATE_ACCOUNT);
        if (refusal) fail(refusal.message);
        throw error;
      });
    await db.update(user).set({ role: "owner" }).where(eq(user.id, created.user.id));
    console.log(`Created ${email} as an owner.`);
  });
}

function resetPassword(email: string) {
  return withDatabase(async ({ db }, config) => {
    const [existing] = await db
      .select({ id: user.id, credential: account.id })
      .from(user)
      .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
      .where(eq(user.email, email));
    if (!existing) fail(`No account has the address ${email}.`);
    const password = await readNewPassword();
    const hash = await (await authFor(db, config).$context).password.hash(password);
    await db.transaction(async (tx) => {
      if (existing.credential) {
        await tx
          .update(account)
          .set({ password: hash, updatedAt: new Date() })
          .where(eq(account.id, existing.credential));
      } else {
        await tx.insert(account).values({
          id: crypto.randomUUID(),
          userId: existing.id,
          accountId: existing.id,
          providerId: "credential",
          password: hash,
        });
      }
      await tx.delete(session).where(eq(session.userId, existing.id));
    });
    await recordActivity(db, { actorId: existing.id, action: "password-reset-cli" });
    console.log(`New password set for ${email}. Every device was signed out.`);
  });
}

const COMMANDS = { "create-owner": createOwner, "reset-password": resetPassword } as const;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" } },
});
const [command] = positionals;
if (!command || !Object.hasOwn(COMMANDS, command)) fail(USAGE);
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) fail(`A valid --email is required. ${USAGE}`);
await COMMANDS[command as keyof typeof COMMANDS](email.data);
