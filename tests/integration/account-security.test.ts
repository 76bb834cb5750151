import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  MAIL_NOT_SET_UP,
  RESET_COMMAND,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from "../../app/features/auth/password-reset";
import {
  activity,
  contactMessages,
  media,
  newsArticles,
  session,
  user,
  verification,
} from "../../db/schema";
import { TestClient } from "../support/http-client";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp-receiver";
import { appOn } from "../support/test-app";
import { ENGINES, perTestDatabase } from "../support/test-database";

/** React escapes apostrophes in text; compare what a reader sees. */
function textOf(html: string) {
  return html.replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
}

describe.each(ENGINES)("password reset by e-mail on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const receivers: SmtpReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  async function setup({ mail = true } = {}) {
    const smtp = await startSmtpReceiver();
    receivers.push(smtp);
    const test = await freshDatabase();
    const app = appOn(test.database, mail ? { SMTP_URL: smtp.url } : {});
    const client = () => new TestClient(app);
    const owner = client();
    await owner.signUp("owner@example.com", "old-password");
    expect((await owner.signIn("owner@example.com", "old-password")).status).toBe(302);
    return { db: test.database.db, smtp, client, owner };
  }

  /** The path of the reset link in the newest mail to `to`. */
  async function linkSentTo(smtp: SmtpReceiver, to: string, count = 1) {
    await expect.poll(() => smtp.to(to).length, { timeout: 10_000 }).toBe(count);
    const mail = smtp.to(to).at(-1);
    const path = /http:\/\/\S+?(\/admin\/reset-password\/[A-Za-z0-9]+)/.exec(mail?.text ?? "")?.[1];
    expect(path).toBeDefined();
    return { mail, path: path ?? "" };
  }

  it("sends a single-use link that sets a new password and ends every session", async () => {
    const { db, smtp, client, owner } = await setup();
    const login = textOf(await (await client().get("/admin")).text());
    expect(login).toContain('href="/admin/forgot-password"');
    expect(login).toContain("Forgot password?");

    const visitor = client();
    const page = textOf(await (await visitor.get("/admin/forgot-password")).text());
    expect(page).toContain("Send reset link");
    const asked = await visitor.post("/admin/forgot-password", { email: " Owner@Example.com " });
    expect(asked.status).toBe(200);
    expect(textOf(await asked.text())).toContain(RESET_REQUESTED);

    const { mail, path } = await linkSentTo(smtp, "owner@example.com");
    expect(mail?.subject).toBe("Reset your password for Addis Investment Group");
    expect(mail?.text).toContain("within 1 hour");
    expect(mail?.text).toContain("http://localhost:3000/admin/reset-password/");

    const form = await visitor.get(path);
    expect(form.status).toBe(200);
    expect(form.headers.get("referrer-policy")).toBe("no-referrer");
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    const formHtml = textOf(await form.text());
    expect(formHtml).toContain("New password");
    expect(formHtml).toContain("Confirm password");
    expect(formHtml).toContain("Reset Password");

    // The specification's messages; nothing changes and the link still works.
    const mismatch = await visitor.post(path, { password: "new-password", confirmPassword: "x" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Passwords do not match");
    const short = await visitor.post(path, { password: "12345", confirmPassword: "12345" });
    expect(await short.text()).toContain("Password must be at least 6 characters");
    expect((await client().signIn("owner@example.com", "old-password")).status).toBe(302);

    const done = await visitor.post(path, {
      password: "new-password",
      confirmPassword: "new-password",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin?reset=done");
    expect(textOf(await (await visitor.get("/admin?reset=done")).text())).toContain(
      "Your password has been reset and every device was signed out.",
    );
    // Every session of the account ended, including the one signed in before.
    expect(await db.$count(session)).toBe(0);
    expect(textOf(await (await owner.get("/admin")).text())).toContain("Admin Login");
    expect((await client().signIn("owner@example.com", "old-password")).status).toBe(401);
    expect((await client().signIn("owner@example.com", "new-password")).status).toBe(302);

    // Used once: the link now says so, and a second new password is refused.
    expect(textOf(await (await visitor.get(path)).text())).toContain(RESET_LINK_INVALID);
    const again = await visitor.post(path, {
      password: "third-pass",
      confirmPassword: "third-pass",
    });
    expect(again.status).toBe(400);
    expect(textOf(await again.text())).toContain(RESET_LINK_INVALID);
    expect((await client().signIn("owner@example.com", "third-pass")).status).toBe(401);

    const [entry] = await db
      .select({ action: activity.action, actorEmail: activity.actorEmail })
      .from(activity)
      .where(eq(activity.action, "password-reset"));
    expect(entry).toEqual({ action: "password-reset", actorEmail: "owner@example.com" });
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const { smtp, client } = await setup();
    const unknown = await client().post("/admin/forgot-password", { email: "nobody@example.com" });
    const known = await client().post("/admin/forgot-password", { email: "owner@example.com" });
    expect(unknown.status).toBe(known.status);
    const [a, b] = [await unknown.text(), await known.text()];
    expect(textOf(a)).toContain(RESET_REQUESTED);
    // The same page, but for each response's own script nonce.
    const withoutNonces = (html: string) => {
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
      return nonce ? html.replaceAll(nonce, "") : html;
    };
    expect(withoutNonces(a)).toBe(withoutNonces(b));
    await linkSentTo(smtp, "owner@example.com");
    expect(smtp.mails).toHaveLength(1);
    // A malformed address is a plain input error.
    const bad = await client().post("/admin/forgot-password", { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid email address");
  });

  it("refuses expired, malformed and unknown links, changing nothing", async () => {
    const { db, smtp, client } = await setup();
    await client().post("/admin/forgot-password", { email: "owner@example.com" });
    const { path } = await linkSentTo(smtp, "owner@example.com");
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "reset-password:%"));
    const expired = await client().get(path);
    expect(textOf(await expired.text())).toContain(RESET_LINK_INVALID);
    const post = await client().post(path, {
      password: "new-password",
      confirmPassword: "new-password",
    });
    expect(post.status).toBe(400);
    for (const token of ["short", "x".repeat(65), "not%20a%20token", "A".repeat(24)]) {
      const response = await client().get(`/admin/reset-password/${token}`);
      expect(textOf(await response.text()), token).toContain(RESET_LINK_INVALID);
    }
    expect((await client().signIn("owner@example.com", "old-password")).status).toBe(302);
    expect((await client().signIn("owner@example.com", "new-password")).status).toBe(401);
  });

  it("limits requests per address and per client address, and refuses cross-site posts", async () => {
    const { smtp, client } = await setup();
    const c = client();
    for (let i = 0; i < 3; i++) {
      expect((await c.post("/admin/forgot-password", { email: "owner@example.com" })).status).toBe(
        200,
      );
    }
    const fourth = await c.post("/admin/forgot-password", { email: "owner@example.com" });
    expect(fourth.status).toBe(429);
    expect(await fourth.text()).toContain("Too many attempts. Please try again later.");
    await linkSentTo(smtp, "owner@example.com", 3);
    // Other addresses from the same client: ten requests an hour in all.
    for (let i = 0; i < 6; i++) {
      expect((await c.post("/admin/forgot-password", { email: `n${i}@example.com` })).status).toBe(
        200,
      );
    }
    expect((await c.post("/admin/forgot-password", { email: "n9@example.com" })).status).toBe(429);

    const foreign = await client().post(
      "/admin/forgot-password",
      { email: "owner@example.com" },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(smtp.to("owner@example.com")).toHaveLength(3);
  });

  it("without SMTP_URL the page says e-mail is not set up and names the command", async () => {
    const { client } = await setup({ mail: false });
    const html = await (await client().get("/admin/forgot-password")).text();
    const page = textOf(html);
    expect(page).toContain(MAIL_NOT_SET_UP);
    // The command's words are wrapped one by one, so that it breaks only between them.
    expect(textOf(html.replace(/<[^>]+>/g, ""))).toContain(RESET_COMMAND);
    expect(page).not.toContain("Send reset link");
    const post = await client().post("/admin/forgot-password", { email: "owner@example.com" });
    expect(post.status).toBe(503);
  });
});

describe.each(ENGINES)("new-device notices on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);
  const receivers: SmtpReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  it("e-mails the account when a browser it has not used before signs in", async () => {
    const smtp = await startSmtpReceiver();
    receivers.push(smtp);
    const test = await freshDatabase();
    const app = appOn(test.database, { SMTP_URL: smtp.url, TRUST_PROXY: "1" });
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
    const from = (ip: string) => ({ "x-forwarded-for": ip, "user-agent": firefox });
    const signIn = (c: TestClient, ip: string) =>
      c.post("/admin/sign-in", { email: "owner@example.com", password: "secret-pass" }, from(ip));

    const laptop = new TestClient(app);
    await laptop.signUp("owner@example.com");
    // The account's first browser: nothing to tell. Signing in there again: still nothing.
    const first = await signIn(laptop, "196.188.12.57");
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("aig.device="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).toMatch(/Max-Age=34560000/);
    await laptop.post("/admin/sign-out", {});
    await signIn(laptop, "196.188.12.57");
    // A wrong password from a new browser is no sign-in.
    await new TestClient(app).post(
      "/admin/sign-in",
      { email: "owner@example.com", password: "wrong-pass" },
      from("203.0.113.7"),
    );

    const stranger = new TestClient(app);
    expect((await signIn(stranger, "203.0.113.7")).status).toBe(302);
    await expect.poll(() => smtp.to("owner@example.com").length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.to("owner@example.com");
    expect(mail?.subject).toBe("New sign-in to your account");
    expect(mail?.text).toContain("Device: Firefox on Linux");
    expect(mail?.text).toContain("Address: 203.0.113.x");
    expect(mail?.text).toContain("(Addis Ababa time)");
    expect(mail?.text).toContain("http://localhost:3000/admin/account");

    // The stranger's browser is known now; a made-up device cookie is a new browser again.
    await stranger.post("/admin/sign-out", {});
    await signIn(stranger, "203.0.113.7");
    const forger = new TestClient(app);
    forger.cookies.set("aig.device", "A".repeat(43));
    await signIn(forger, "198.51.100.1");
    await expect.poll(() => smtp.to("owner@example.com").length, { timeout: 10_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(2);
  });
});

describe.each(ENGINES)("recent sign-in for sensitive changes on %s", (engine) => {
  const freshDatabase = perTestDatabase(engine);

  it("asks for the password when the sign-in is over ten minutes old, then proceeds", async () => {
    const test = await freshDatabase();
    const { db } = test.database;
    const app = appOn(test.database);
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    for (const email of ["one@example.com", "two@example.com", "three@example.com"]) {
      await new TestClient(app).signUp(email);
    }
    await owner.signIn("owner@example.com");
    const idOf = async (email: string) =>
      (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? "";
    const roleOf = async (email: string) =>
      (await db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;
    const team = (fields: Record<string, string>) => owner.post("/admin/team", fields);

    // Signed in just now: a role change goes through at once.
    expect(
      (await team({ intent: "approve", userId: await idOf("one@example.com"), role: "admin" }))
        .status,
    ).toBe(200);
    expect(
      (await team({ intent: "make-owner", userId: await idOf("one@example.com") })).status,
    ).toBe(200);
    expect(await roleOf("one@example.com")).toBe("owner");

    // Eleven minutes later.
    await db.update(session).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    // Approving stays everyday work.
    expect(
      (await team({ intent: "approve", userId: await idOf("two@example.com"), role: "admin" }))
        .status,
    ).toBe(200);
    // Approving someone as an owner is not.
    const asOwner = await team({
      intent: "approve",
      userId: await idOf("three@example.com"),
      role: "owner",
    });
    expect(asOwner.status).toBe(403);
    expect(textOf(await asOwner.text())).toContain("Confirm your password");
    expect(await roleOf("three@example.com")).toBe("pending");
    const asked = await team({ intent: "make-owner", userId: await idOf("two@example.com") });
    expect(asked.status).toBe(403);
    const askedHtml = textOf(await asked.text());
    expect(askedHtml).toContain("Confirm your password");
    expect(askedHtml).toContain('name="intent" value="make-owner"');
    expect(await roleOf("two@example.com")).toBe("admin");

    const wrong = await team({
      intent: "make-owner",
      userId: await idOf("two@example.com"),
      confirmPassword: "not-my-password",
    });
    expect(wrong.status).toBe(403);
    expect(textOf(await wrong.text())).toContain("The password is not correct.");
    expect(await roleOf("two@example.com")).toBe("admin");

    const confirmed = await team({
      intent: "make-owner",
      userId: await idOf("two@example.com"),
      confirmPassword: "secret-pass",
    });
    expect(confirmed.status).toBe(200);
    expect(await roleOf("two@example.com")).toBe("owner");
    // Confirmed: the next ten minutes need no password.
    expect((await team({ intent: "remove", userId: await idOf("three@example.com") })).status).toBe(
      200,
    );
    expect(await roleOf("three@example.com")).toBeUndefined();

    // The confirmation belongs to that session only, and lapses after ten minutes.
    const phone = new TestClient(app);
    await phone.signIn("owner@example.com");
    await db.update(session).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    const onPhone = await phone.post("/admin/team", {
      intent: "make-admin",
      userId: await idOf("two@example.com"),
    });
    expect(onPhone.status).toBe(403);
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "recent-sign-in:%"));
    expect(
      (await team({ intent: "make-admin", userId: await idOf("two@example.com") })).status,
    ).toBe(403);
    expect(await roleOf("two@example.com")).toBe("owner");
  });

  it("asks for the password before deleting for good: the trash, an upload, a message", async () => {
    const test = await freshDatabase();
    const { db } = test.database;
    const owner = new TestClient(appOn(test.database));
    await owner.signUp("owner@example.com");
    await owner.signIn("owner@example.com");
    const [article] = await db
      .insert(newsArticles)
      .values({
        title: "Old news",
        slug: "old-news",
        summary: "S",
        content: "C",
        author: "X",
        deletedAt: new Date(),
      })
      .returning({ id: newsArticles.id });
    const [upload] = await db
      .insert(media)
      .values({
        kind: "image",
        state: "ready",
        hash: "0123456789abcdef0123456789abcdef",
        originalName: "plant.jpg",
        contentType: "image/jpeg",
        bytes: 1,
        width: 1,
        height: 1,
      })
      .returning({ id: media.id });
    const [message] = await db
      .insert(contactMessages)
      .values({
        name: "N",
        email: "n@example.com",
        subject: "S",
        message: "A long enough message.",
      })
      .returning({ id: contactMessages.id });
    const counts = async () => ({
      articles: await db.$count(newsArticles),
      media: await db.$count(media),
      messages: await db.$count(contactMessages),
    });
    /** Eleven minutes after signing in, and no password confirmed since. */
    const stale = async () => {
      await db.update(session).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
      await db.delete(verification).where(like(verification.identifier, "recent-sign-in:%"));
    };
    const deletions: [string, Record<string, string>, number][] = [
      ["/admin/trash", { intent: "purge", kind: "article", id: article?.id ?? "" }, 200],
      ["/admin/media", { delete: upload?.id ?? "" }, 200],
      [`/admin/messages/${message?.id}`, { intent: "delete" }, 302],
    ];
    let left = await counts();
    for (const [path, fields, doneStatus] of deletions) {
      await stale();
      const asked = await owner.post(path, fields);
      expect(asked.status, path).toBe(403);
      const page = textOf(await asked.text());
      expect(page).toContain("Confirm your password");
      for (const [name, value] of Object.entries(fields)) {
        expect(page).toContain(`name="${name}" value="${value}"`);
      }
      expect(await counts(), `${path} deleted nothing`).toEqual(left);

      const done = await owner.post(path, { ...fields, confirmPassword: "secret-pass" });
      expect(done.status, path).toBe(doneStatus);
      const now = await counts();
      expect(Object.values(now).reduce((a, b) => a + b)).toBe(
        Object.values(left).reduce((a, b) => a + b) - 1,
      );
      left = now;
    }
    expect(left).toEqual({ articles: 0, media: 0, messages: 0 });
  });

  it("limits passwords typed while signed in (confirmations, current password) to five wrong in 15 minutes", async () => {
    const test = await freshDatabase();
    const app = appOn(test.database);
    const owner = new TestClient(app);
    await owner.signUp("owner@example.com");
    await new TestClient(app).signUp("one@example.com");
    await owner.signIn("owner@example.com");
    await test.database.db.update(session).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    const [one] = await test.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "one@example.com"));
    const attempt = (confirmPassword: string) =>
      owner.post("/admin/team", { intent: "remove", userId: one?.id ?? "", confirmPassword });
    // A right password takes its attempt back: it never counts toward the limit.
    expect((await attempt("secret-pass")).status).toBe(200);
    expect(await test.database.db.$count(user)).toBe(1);
    await test.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong")).status).toBe(403);
    const changeWith = (currentPassword: string) =>
      owner.post("/admin/account", {
        intent: "change-password",
        currentPassword,
        newPassword: "new-secret",
        confirmPassword: "new-secret",
      });
    // The 'Current password' of a password change counts on the same account.
    for (let i = 0; i < 2; i++) expect((await changeWith("wrong")).status).toBe(400);
    const sixth = await attempt("secret-pass");
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain("Too many attempts. Please try again later.");
    const change = await changeWith("secret-pass");
    expect(change.status).toBe(429);
    expect(await change.text()).toContain("Too many attempts. Please try again later.");
    expect((await new TestClient(app).signIn("owner@example.com", "new-secret")).status).not.toBe(
      302,
    );
    expect(await test.database.db.$count(user)).toBe(1);
  });
});
