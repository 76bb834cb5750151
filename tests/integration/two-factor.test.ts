import { eq } from "drizzle-orm";
import { authenticator } from "otplib";
import { afterEach, describe, expect, it } from "vitest";
import { INVITATION_MESSAGES, INVITATION_TEXTS } from "../../app/features/auth/invitations";
import { SIGNUP_INVITE_ONLY } from "../../app/features/auth/messages";
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_TEXTS } from "../../app/features/auth/two-factor";
import { VIDEO_UPLOAD_PATH } from "../../app/features/media/rules";
import { activity, invitations, session, twoFactor, user } from "../../db/schema";
import { TestClient } from "../support/http-client";
import { mp4 } from "../support/media-fixtures";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp-receiver";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** What a reader sees of the HTML (React escapes apostrophes and ampersands). */
function textOf(html: string) {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** A 6-digit code that is not the current one. */
function wrongCode(secret: string) {
  const right = authenticator.generate(secret);
  return right === "000000" ? "111111" : "000000";
}

describe.each(ENGINES)("two-factor sign-in and invitations on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const receivers: SmtpReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  async function setup(env: Record<string, string> = {}) {
    const smtp = await startSmtpReceiver();
    receivers.push(smtp);
    const test = await freshDatabase();
    // The owner signs up first (whatever SIGNUP says for everyone after).
    await new TestClient(await appOn(test.database)).signUp("owner@example.com");
    const app = await appOn(test.database, { SMTP_URL: smtp.url, ...env });
    const client = () => new TestClient(app);
    const owner = client();
    expect((await owner.signIn("owner@example.com")).status).toBe(302);
    return { db: test.database.db, smtp, client, owner };
  }

  /** Turns two-factor on for a signed-in client; returns the secret and the recovery codes. */
  async function turnOn(c: TestClient, password = "secret-pass") {
    const asks = await c.post("/admin/account", { intent: "two-factor-setup" });
    expect(asks.status).toBe(403);
    expect(textOf(await asks.text())).toContain("Confirm your password");
    const wrong = await c.post("/admin/account", {
      intent: "two-factor-setup",
      confirmPassword: "not-it",
    });
    expect(textOf(await wrong.text())).toContain("The password is not correct.");
    const shown = await c.post("/admin/account", {
      intent: "two-factor-setup",
      confirmPassword: password,
    });
    expect(shown.status).toBe(200);
    const page = textOf(await shown.text());
    expect(page).toContain("<svg");
    expect(page).toContain(TWO_FACTOR_TEXTS.key);
    const uri = /name="uri" value="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = new URL(uri).searchParams.get("secret") ?? "";
    // The key shown as text is the QR code's secret, in groups of four.
    expect(page).toContain(secret.replace(/(.{4})(?=.)/g, "$1 "));

    const refused = await c.post("/admin/account", {
      intent: "two-factor-verify",
      uri,
      code: wrongCode(secret),
    });
    expect(refused.status).toBe(400);
    const again = textOf(await refused.text());
    expect(again).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    expect(again).toContain("<svg");

    const verified = await c.post("/admin/account", {
      intent: "two-factor-verify",
      uri,
      code: authenticator.generate(secret),
    });
    expect(verified.status).toBe(200);
    const done = textOf(await verified.text());
    expect(done).toContain(TWO_FACTOR_TEXTS.recoveryCodes);
    expect(done).toContain('download="recovery-codes.txt"');
    const codes = [...done.matchAll(/<li[^>]*>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map(
      (m) => m[1] as string,
    );
    expect(codes).toHaveLength(10);
    return { secret, codes };
  }

  it("sets up with a QR code; sign-in then asks for a code, and a recovery code works once", async () => {
    const { db, client, owner } = await setup();
    expect(textOf(await (await owner.get("/admin/account")).text())).toContain(
      TWO_FACTOR_TEXTS.setUp,
    );
    const { secret, codes } = await turnOn(owner);
    const [row] = await db
      .select({ on: user.twoFactorEnabled, secret: twoFactor.secret })
      .from(user)
      .innerJoin(twoFactor, eq(twoFactor.userId, user.id));
    expect(row?.on).toBe(true);
    // Stored encrypted, never as the key itself.
    expect(row?.secret).not.toContain(secret);
    // The account page still works with the renewed session.
    expect(textOf(await (await owner.get("/admin/account")).text())).toContain(
      TWO_FACTOR_TEXTS.turnOff,
    );

    const phone = client();
    const signIn = await phone.signIn("owner@example.com");
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/admin/two-factor");
    // The password alone opens nothing.
    expect(textOf(await (await phone.get("/admin")).text())).toContain("Admin Login");
    const step = textOf(await (await phone.get("/admin/two-factor")).text());
    expect(step).toContain(TWO_FACTOR_TEXTS.code);
    expect(step).toContain(TWO_FACTOR_TEXTS.verify);
    const wrong = await phone.post("/admin/two-factor", { code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(textOf(await wrong.text())).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    const recovered = await phone.post("/admin/two-factor", { code: codes[0] ?? "" });
    expect(recovered.status).toBe(302);
    expect(recovered.headers.get("location")).toBe("/admin");
    expect(textOf(await (await phone.get("/admin")).text())).toContain("Content Management");

    // The recovery code is used up; the authenticator's code works (spaces allowed).
    const tablet = client();
    await tablet.signIn("owner@example.com");
    const reused = await tablet.post("/admin/two-factor", { code: codes[0] ?? "" });
    expect(reused.status).toBe(400);
    const code = authenticator.generate(secret);
    const ok = await tablet.post("/admin/two-factor", {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(ok.status).toBe(302);

    // Without a pending sign-in the step is not there.
    expect((await client().get("/admin/two-factor")).status).toBe(302);
  });

  it("locks the second step for 15 minutes after five wrong codes in a row", async () => {
    const { db, client, owner } = await setup();
    const { secret } = await turnOn(owner);
    const phone = client();
    await phone.signIn("owner@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await phone.post("/admin/two-factor", { code: wrongCode(secret) })).status).toBe(400);
    }
    const locked = await phone.post("/admin/two-factor", { code: authenticator.generate(secret) });
    expect(locked.status).toBe(429);
    expect(textOf(await locked.text())).toContain(TWO_FACTOR_MESSAGES.locked);
    // A new password sign-in does not lift it.
    const again = client();
    expect((await again.signIn("owner@example.com")).headers.get("location")).toBe(
      "/admin/two-factor",
    );
    expect(
      (await again.post("/admin/two-factor", { code: authenticator.generate(secret) })).status,
    ).toBe(429);
    // A damaged pending-sign-in cookie is an expired sign-in, not a server error.
    const damaged = client();
    damaged.cookies.set("aig.two_factor", "%E0%A4%A.sig");
    const refused = await damaged.post("/admin/two-factor", {
      code: authenticator.generate(secret),
    });
    expect(refused.status).toBe(401);
    expect(textOf(await refused.text())).toContain(TWO_FACTOR_MESSAGES.expired);
    // 15 minutes later.
    await db.update(twoFactor).set({ lockedUntil: new Date(Date.now() - 1000) });
    const later = client();
    await later.signIn("owner@example.com");
    expect(
      (await later.post("/admin/two-factor", { code: authenticator.generate(secret) })).status,
    ).toBe(302);
  });

  it("turns off only with the password and a code; owners can require it for all staff", async () => {
    const { db, client, owner } = await setup({ SIGNUP: "open" });
    const colleague = client();
    await colleague.signUp("admin@example.com");
    await colleague.signIn("admin@example.com");

    // An owner without two-factor cannot require it of others.
    const early = await owner.post("/admin/team", { intent: "require-two-factor", required: "on" });
    expect(early.status).toBe(409);
    const { secret } = await turnOn(owner);
    const saved = await owner.post("/admin/team", { intent: "require-two-factor", required: "on" });
    expect(saved.status).toBe(200);

    // The colleague is sent to set it up before anything else.
    const home = await colleague.get("/admin/videos");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/admin/account#two-factor");
    const account = textOf(await (await colleague.get("/admin/account")).text());
    expect(account).toContain(TWO_FACTOR_TEXTS.required);
    expect((await colleague.send(VIDEO_UPLOAD_PATH, mp4())).status).toBe(403);
    await turnOn(colleague);
    expect((await colleague.get("/admin/videos")).status).toBe(200);

    // Turning off: a wrong password, then a wrong code, change nothing.
    const noPassword = await owner.post("/admin/account", {
      intent: "two-factor-off",
      password: "nope-nope",
      code: authenticator.generate(secret),
    });
    expect(noPassword.status).toBe(400);
    const noCode = await owner.post("/admin/account", {
      intent: "two-factor-off",
      password: "secret-pass",
      code: wrongCode(secret),
    });
    expect(noCode.status).toBe(400);
    expect(textOf(await noCode.text())).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    const [still] = await db
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.email, "owner@example.com"));
    expect(still?.on).toBe(true);
    const off = await owner.post("/admin/account", {
      intent: "two-factor-off",
      password: "secret-pass",
      code: authenticator.generate(secret),
    });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/admin/account?done=two-factor-off");
    const [now] = await db
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.email, "owner@example.com"));
    expect(now?.on).toBe(false);
  });

  it("asks for a code with the current password to change the password", async () => {
    const { client, owner } = await setup();
    const { secret } = await turnOn(owner);
    expect(textOf(await (await owner.get("/admin/account")).text())).toMatch(
      /name="currentPassword"[\s\S]*name="newPassword"[\s\S]*name="code"[\s\S]*Change password/,
    );
    const change = (fields: Record<string, string>) =>
      owner.post("/admin/account", {
        intent: "change-password",
        currentPassword: "secret-pass",
        newPassword: "changed-pass",
        ...fields,
      });
    const signsInWith = async (password: string) =>
      (await client().signIn("owner@example.com", password)).headers.get("location");

    const noCode = await change({});
    expect(noCode.status).toBe(400);
    expect(textOf(await noCode.text())).toContain(TWO_FACTOR_MESSAGES.missingCode);
    const wrong = await change({ code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(textOf(await wrong.text())).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    // A right code with a wrong current password changes nothing either.
    const wrongPassword = await change({
      currentPassword: "not-my-password",
      code: authenticator.generate(secret),
    });
    expect(wrongPassword.status).toBe(400);
    expect(textOf(await wrongPassword.text())).toContain("The current password is not correct.");
    expect(await signsInWith("changed-pass")).toBeNull();
    expect(await signsInWith("secret-pass")).toBe("/admin/two-factor");

    const done = await change({ code: authenticator.generate(secret) });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/account?done=password");
    expect(await signsInWith("secret-pass")).toBeNull();
    expect(await signsInWith("changed-pass")).toBe("/admin/two-factor");
  });

  it("a stale sign-in with two-factor on confirms with the password and a code", async () => {
    const { db, client, owner } = await setup({ SIGNUP: "open" });
    await client().signUp("admin@example.com");
    const { secret } = await turnOn(owner);
    const [admin] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "admin@example.com"));
    const roleOf = async () =>
      (
        await db
          .select({ role: user.role })
          .from(user)
          .where(eq(user.id, admin?.id ?? ""))
      )[0]?.role;
    // Eleven minutes after signing in (with the code).
    await db.update(session).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    const promote = (fields: Record<string, string>) =>
      owner.post("/admin/team", { intent: "make-owner", userId: admin?.id ?? "", ...fields });

    const asked = await promote({});
    expect(asked.status).toBe(403);
    const askedPage = textOf(await asked.text());
    expect(askedPage).toContain("Confirm your password");
    expect(askedPage).toContain('name="confirmCode"');
    expect(askedPage).toContain(TWO_FACTOR_TEXTS.code);

    const passwordOnly = await promote({ confirmPassword: "secret-pass" });
    expect(passwordOnly.status).toBe(403);
    const again = textOf(await passwordOnly.text());
    expect(again).toContain(TWO_FACTOR_MESSAGES.missingCode);
    expect(again).toContain('name="confirmCode"');
    expect(await roleOf()).toBe("admin");

    const wrong = await promote({ confirmPassword: "secret-pass", confirmCode: wrongCode(secret) });
    expect(wrong.status).toBe(403);
    expect(textOf(await wrong.text())).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    expect(await roleOf()).toBe("admin");

    const confirmed = await promote({
      confirmPassword: "secret-pass",
      confirmCode: authenticator.generate(secret),
    });
    expect(confirmed.status).toBe(200);
    expect(await roleOf()).toBe("owner");
  });

  it("does not show the recovery codes again once two-factor is on", async () => {
    const { owner } = await setup();
    const { secret, codes } = await turnOn(owner);
    const again = await owner.post("/admin/account", {
      intent: "two-factor-verify",
      code: authenticator.generate(secret),
    });
    expect(again.status).toBe(409);
    const page = textOf(await again.text());
    expect(page).toContain(TWO_FACTOR_MESSAGES.alreadyOn);
    expect(page).not.toContain(TWO_FACTOR_TEXTS.recoveryCodes);
    for (const code of codes) expect(page).not.toContain(code);
  });

  it("refuses another account's codes at sign-in and when turning two-factor off", async () => {
    const { db, client, owner } = await setup({ SIGNUP: "open" });
    const other = client();
    await other.signUp("other@example.com");
    await other.signIn("other@example.com");
    const mine = await turnOn(owner);
    const theirs = await turnOn(other);
    // Another account's code is almost surely not this account's too; if it is, wait it out.
    if (authenticator.generate(theirs.secret) === authenticator.generate(mine.secret)) {
      await new Promise((resolve) => setTimeout(resolve, authenticator.timeRemaining() * 1000));
    }
    const state = async () => ({
      users: await db
        .select({ email: user.email, on: user.twoFactorEnabled })
        .from(user)
        .orderBy(user.email),
      codes: await db
        .select({ userId: twoFactor.userId, codes: twoFactor.backupCodes })
        .from(twoFactor)
        .orderBy(twoFactor.userId),
    });
    const before = await state();

    const phone = client();
    await phone.signIn("owner@example.com");
    for (const code of [authenticator.generate(theirs.secret), theirs.codes[0] ?? ""]) {
      const refused = await phone.post("/admin/two-factor", { code });
      expect(refused.status).toBe(400);
      expect(textOf(await refused.text())).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    }
    expect(textOf(await (await phone.get("/admin")).text())).not.toContain("Content Management");

    for (const code of [authenticator.generate(theirs.secret), theirs.codes[1] ?? ""]) {
      const refused = await owner.post("/admin/account", {
        intent: "two-factor-off",
        password: "secret-pass",
        code,
      });
      expect(refused.status).toBe(400);
      expect(textOf(await refused.text())).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    }
    expect(await state()).toEqual(before);
    // The other account's recovery codes still work for it.
    const theirPhone = client();
    await theirPhone.signIn("other@example.com");
    expect(
      (await theirPhone.post("/admin/two-factor", { code: theirs.codes[0] ?? "" })).status,
    ).toBe(302);
  });

  it("keeps an invitation when its address got an account meanwhile", async () => {
    const { db, smtp, client, owner } = await setup({ SIGNUP: "open" });
    await owner.post("/admin/team", { intent: "invite", email: "late@example.com", role: "owner" });
    await expect.poll(() => smtp.to("late@example.com").length, { timeout: 10_000 }).toBe(1);
    const link =
      /http:\/\/\S+?(\/admin\/invitation\/[A-Za-z0-9_-]+)/.exec(
        smtp.to("late@example.com")[0]?.text ?? "",
      )?.[1] ?? "";
    // The same person signs up on the public form before opening the link.
    await client().signUp("late@example.com", "own-pass-1");
    const invitationsBefore = await db.select().from(invitations);

    const guest = client();
    const refused = await guest.post(link, {
      password: "own-pass-1",
      confirmPassword: "own-pass-1",
    });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain(INVITATION_MESSAGES.exists);
    // Not signed in, the invited role not given, nothing recorded as accepted.
    expect(textOf(await (await guest.get("/admin")).text())).toContain("Admin Login");
    const [account] = await db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, "late@example.com"));
    expect(account?.role).toBe("admin");
    expect(await db.$count(activity, eq(activity.action, "accept-invitation"))).toBe(0);
    // The invitation is as it was: still listed for the owners, the link still opens.
    expect(await db.select().from(invitations)).toEqual(invitationsBefore);
    expect(textOf(await (await owner.get("/admin/team")).text())).toContain("late@example.com");
    expect(textOf(await (await client().get(link)).text())).toContain(INVITATION_TEXTS.setPassword);
  });

  it("invites by e-mail: the link sets a password once and opens the dashboard", async () => {
    const { db, smtp, client, owner } = await setup({ SIGNUP: "invite" });
    const signupPage = textOf(await (await client().get("/admin/signup")).text());
    expect(signupPage).toContain(SIGNUP_INVITE_ONLY);
    expect((await client().signUp("stranger@example.com")).status).toBe(403);

    const team = textOf(await (await owner.get("/admin/team")).text());
    expect(team).toContain("Send invitation");
    expect(team).toContain("Email address");
    const bad = await owner.post("/admin/team", { intent: "invite", email: "x", role: "boss" });
    expect(bad.status).toBe(400);
    expect(await db.$count(invitations)).toBe(0);
    const taken = await owner.post("/admin/team", {
      intent: "invite",
      email: "owner@example.com",
      role: "admin",
    });
    expect(textOf(await taken.text())).toContain(INVITATION_MESSAGES.exists);

    const sent = await owner.post("/admin/team", {
      intent: "invite",
      email: "New@Example.com",
      role: "owner",
    });
    expect(sent.status).toBe(200);
    const sentPage = await sent.text();
    await expect.poll(() => smtp.to("new@example.com").length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.to("new@example.com")[0];
    expect(mail?.subject).toBe("You are invited to Addis Investment Group");
    const link =
      /http:\/\/\S+?(\/admin\/invitation\/[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
    // The page shows the e-mailed link too, with 'Copy link'.
    expect(textOf(sentPage)).toContain(INVITATION_MESSAGES.sent);
    expect(sentPage).toContain(`value="http://localhost:3000${link}"`);
    expect(sentPage).toContain(INVITATION_TEXTS.copy);
    expect(textOf(await (await owner.get("/admin/team")).text())).toContain("new@example.com");

    const guest = client();
    const page = textOf(await (await guest.get(link)).text());
    expect(page).toContain("Set your password");
    expect(page).toContain("Set Password");
    const mismatch = await guest.post(link, { password: "guest-pass", confirmPassword: "other" });
    expect(textOf(await mismatch.text())).toContain("Passwords do not match");
    const joined = await guest.post(link, {
      password: "guest-pass",
      confirmPassword: "guest-pass",
    });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe("/admin");
    expect(textOf(await (await guest.get("/admin")).text())).toContain("Content Management");
    const [created] = await db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, "new@example.com"));
    expect(created?.role).toBe("owner");
    // Used once.
    expect(textOf(await (await client().get(link)).text())).toContain(INVITATION_MESSAGES.invalid);
    const reuse = await client().post(link, { password: "x-pass-1", confirmPassword: "x-pass-1" });
    expect(reuse.status).toBe(410);

    // Revoked, expired and resent links stop working.
    const linkFor = async (email: string, count = 1) => {
      await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(count);
      return (
        /http:\/\/\S+?(\/admin\/invitation\/[A-Za-z0-9_-]+)/.exec(
          smtp.to(email).at(-1)?.text ?? "",
        )?.[1] ?? ""
      );
    };
    await owner.post("/admin/team", { intent: "invite", email: "b@example.com", role: "admin" });
    const revokedLink = await linkFor("b@example.com");
    const [b] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.email, "b@example.com"));
    expect(
      (await owner.post("/admin/team", { intent: "revoke-invitation", invitation: b?.id ?? "" }))
        .status,
    ).toBe(200);
    expect(textOf(await (await client().get(revokedLink)).text())).toContain(
      INVITATION_MESSAGES.invalid,
    );

    await owner.post("/admin/team", { intent: "invite", email: "c@example.com", role: "admin" });
    const firstLink = await linkFor("c@example.com");
    const [c] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.email, "c@example.com"));
    await owner.post("/admin/team", { intent: "resend-invitation", invitation: c?.id ?? "" });
    const secondLink = await linkFor("c@example.com", 2);
    expect(textOf(await (await client().get(firstLink)).text())).toContain(
      INVITATION_MESSAGES.invalid,
    );
    await db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(textOf(await (await client().get(secondLink)).text())).toContain(
      INVITATION_MESSAGES.invalid,
    );
    expect(textOf(await (await owner.get("/admin/team")).text())).toContain("Expired");
    expect(await db.$count(user)).toBe(2);

    // Admins do not invite.
    await db.update(user).set({ role: "admin" }).where(eq(user.email, "new@example.com"));
    const admin = client();
    await admin.signIn("new@example.com", "guest-pass");
    const refused = await admin.post("/admin/team", {
      intent: "invite",
      email: "d@example.com",
      role: "admin",
    });
    expect(refused.status).toBe(403);
  });
});
