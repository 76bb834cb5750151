import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { formatDateTimeIn } from "~/lib/dates";
import type { AppDatabase } from "../../../db/client.server";
import { knownDevices } from "../../../db/schema";
import type { AccountContext } from "./account-context.server";
import { newSignInMail } from "./account-mail";
import { approximateAddress, describeDevice } from "./devices";

/** The browser's own random name (its hash is what the database keeps). */
const DEVICE_COOKIE = "aig.device";
/** The longest a browser keeps a cookie (Chrome's cap): 400 days. */
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

function deviceIdOf(request: Request): string | undefined {
  const cookies = request.headers.get("cookie") ?? "";
  const value = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  return value && DEVICE_ID.test(value) ? value : undefined;
}

function hashOf(deviceId: string): string {
  return crypto.createHash("sha256").update(deviceId).digest("base64url");
}

/**
 * After a successful sign-in: remembers this browser for the account and returns the cookie that
 * names it. A browser the account has not used before (other than its very first) is a new
 * device: the account is told by e-mail, in the background, when e-mail is set up.
 */
export async function noteSignInDevice(
  request: Request,
  context: AccountContext,
  account: { id: string; email: string },
): Promise<string> {
  const deviceId = deviceIdOf(request) ?? crypto.randomBytes(32).toString("base64url");
  const deviceHash = hashOf(deviceId);
  const known = await context.db
    .update(knownDevices)
    .set({ lastSeen: new Date() })
    .where(and(eq(knownDevices.userId, account.id), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ id: knownDevices.id });
  if (known.length === 0) {
    const others = await context.db.$count(knownDevices, eq(knownDevices.userId, account.id));
    await context.db
      .insert(knownDevices)
      .values({ userId: account.id, deviceHash })
      .onConflictDoNothing();
    if (others > 0) {
      context.sendMail?.(
        newSignInMail({
          to: account.email,
          device: describeDevice(request.headers.get("user-agent")),
          address: approximateAddress(context.clientIp),
          at: formatDateTimeIn(new Date(), context.site.timeZone),
          timeZone: context.site.timeZone,
          siteName: (await context.publishedSite.identity()).name,
          siteUrl: context.siteUrl,
        }),
        "new sign-in notice",
      );
    }
  }
  const secure = context.siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${deviceId}; Path=/admin; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
}

/** Forgets devices not seen for longer than a browser keeps their cookie. */
export async function pruneKnownDevices(db: AppDatabase) {
  await db.delete(knownDevices).where(sql`${knownDevices.lastSeen} < now() - interval '400 days'`);
}
