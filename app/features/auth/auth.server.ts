import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type SignupMode } from "~/config/accounts";
import type { AppDatabase } from "../../../db/client.server";
import * as schema from "../../../db/schema";
import { RESET_LINK_HOURS } from "./account-mail";
import type { Role } from "./roles";
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_LOCK_MINUTES,
  WRONG_CODES_BEFORE_LOCK,
} from "./two-factor";

export type { SignupMode };

/** How passwords are hashed and checked (better-auth's scrypt unless given). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

interface AuthOptions {
  db: AppDatabase;
  secret: string;
  siteUrl: string;
  signupMode: SignupMode;
  secureCookies: boolean;
  /** The issuer authenticator apps show beside the account (the company's name). */
  issuer: string;
  /**
   * Called with a new password reset token for an existing account. It must not wait for the
   * e-mail: the answer to a reset request takes as long whether or not the address has an account.
   */
  sendResetPassword?: (email: string, token: string) => void;
  log?: (level: "debug" | "info" | "warn" | "error", message: string) => void;
  /** The test build's cheaper hashing (server/test-hooks.ts); production never passes one. */
  passwordHashing?: PasswordHashing;
}

/** The header our server sets with the client's address; whatever a client sends under it is replaced. */
const CLIENT_IP_HEADER = "x-aig-client-ip";

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** Part of the session cookie's name, whatever prefix (`__Secure-`) it carries. */
export const SESSION_COOKIE_NAME = "aig.session_token";

/**
 * What better-auth needs to know of a request: its cookie, its browser (shown in the session
 * list) and the client address, which our server sets and nobody else can. Cross-site requests
 * were already refused by our own Origin check, so no other header is passed on.
 */
export function authHeaders(requestHeaders: Headers, clientIp: string): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: clientIp });
  for (const name of ["cookie", "user-agent"]) {
    const value = requestHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * better-auth on our database: e-mail and password, sessions stored in the database and
 * referenced by an httpOnly cookie, valid for 7 days and extended by use. Its HTTP handler is not
 * mounted; the app's own actions call `auth.api`.
 */
export function createAuth({
  db,
  secret,
  siteUrl,
  signupMode,
  secureCookies,
  issuer,
  sendResetPassword,
  log,
  passwordHashing,
}: AuthOptions) {
  return betterAuth({
    appName: "Content Management",
    baseURL: siteUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // The specification shows a success view and a link to the login after sign-up.
      autoSignIn: false,
      // Single-use links valid for an hour; a reset ends every session of the account.
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      sendResetPassword: async ({ user, token }) => sendResetPassword?.(user.email, token),
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false, defaultValue: "pending" },
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      // Used sessions are extended once a day.
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => {
            const existing = await db.$count(schema.user);
            const role: Role =
              existing === 0 ? "owner" : signupMode === "open" ? "admin" : "pending";
            return { data: { ...newUser, role } };
          },
        },
      },
    },
    plugins: [
      // Authenticator-app codes (TOTP, 6 digits, 30 s) and single-use recovery codes. The
      // pending sign-in lasts 10 minutes; wrong codes in a row lock the account's second step.
      twoFactor({
        issuer,
        twoFactorCookieMaxAge: 10 * 60,
        // An account made by a company sign-in has no password to give: our set-up asks it for
        // a recent sign-in with its provider instead (two-factor.server.ts). Accounts with a
        // password still give it.
        allowPasswordless: true,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10 },
        accountLockout: {
          maxFailedAttempts: WRONG_CODES_BEFORE_LOCK,
          durationSeconds: TWO_FACTOR_LOCK_MINUTES * 60,
        },
      }),
    ],
    rateLimit: { enabled: false }, // ours, in the database: see rate-limit.server.ts
    advanced: {
      useSecureCookies: secureCookies,
      cookiePrefix: "aig",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => log?.(level, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
