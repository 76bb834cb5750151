import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { SITE_FIELDS, SITE_SECTIONS } from "../../app/features/site-content/catalog";
import { paste } from "../e2e/editor";
import { hydrated } from "../e2e/fixtures";
import { BLOCK_PAYLOADS, PAYLOADS, URL_PAYLOADS } from "./payloads";

/**
 * XSS: every payload in every text field — articles, videos, contact messages, e-mail addresses,
 * alert subscribers' refusals and failed e-mails, tenders (with their amendments, questions,
 * awards and files), documents, the site's own texts
 * and settings (stored unchecked through test hooks, so the defence under test is the rendering, not the
 * validation) — and typed back into the forms that show what was sent. None may run on any
 * public or admin page: a dialog, an XSS-EXECUTED console line, a request to xss.test or a
 * script the Content-Security-Policy had to block fails the suite.
 */
test.describe.configure({ mode: "serial" });

const OWNER = { email: "xss-owner@example.com", password: "xss-owner-pass" };
const seen = { pages: 0, executed: [] as string[] };

async function watch(context: BrowserContext) {
  // Nothing leaves the machine: other hosts are refused at once (this machine has no internet),
  // and any request to xss.test is a payload that ran.
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    async (route) => {
      if (new URL(route.request().url()).hostname === "xss.test") {
        seen.executed.push(`request ${route.request().url()}`);
      }
      await route.abort();
    },
  );
  // The Content-Security-Policy would stop most payloads even if one were rendered as markup,
  // so a script the policy had to block counts as a payload that ran: the test is about the
  // rendering, not only the policy.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      if (event.effectiveDirective.startsWith("script-src")) {
        console.log(
          `XSS-EXECUTED (blocked by the policy: ${event.effectiveDirective}) ${event.sourceFile}:${event.lineNumber}`,
        );
      }
    });
  });
  context.on("page", (page) => watchPage(page));
}

function watchPage(page: Page) {
  page.on("dialog", async (dialog) => {
    seen.executed.push(`dialog "${dialog.message()}" on ${page.url()}`);
    await dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.text().includes("XSS-EXECUTED"))
      seen.executed.push(`console on ${page.url()}: ${message.text()}`);
  });
}

/** A watched browser context with the owner signed in through the login form. */
async function signedInOwner(browser: Browser) {
  const context = await browser.newContext();
  await watch(context);
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeHidden();
  return { context, page };
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  // Give event handlers (onerror, onload, autofocus) their chance.
  await page.waitForLoadState("load");
  await page.waitForTimeout(50);
  seen.pages++;
}

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data });
  expect(response.status(), url).toBe(201);
  return (await response.json()) as { id: string };
}

const articles: string[] = [];
const videoIds: string[] = [];
const messageIds: string[] = [];

test.beforeAll(async ({ request }) => {
  await post(request, "/__test/users", { ...OWNER, role: "owner" });
  for (const [i, payload] of PAYLOADS.entries()) {
    const article = await post(request, "/__test/content", {
      kind: "article",
      slug: `xss-${i}`,
      title: payload,
      summary: payload,
      content: `${payload}\n\n${payload}`,
      author: payload,
      imageUrl: URL_PAYLOADS[i % URL_PAYLOADS.length],
      sector: (["manufacturing", "mining", "export", "group"] as const)[i % 4],
      published: true,
      // In the past: public now (a date to come would be a scheduled, unseen article).
      publishedAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    });
    articles.push(article.id);
    const video = await post(request, "/__test/content", {
      kind: "video",
      title: payload,
      description: payload,
      videoUrl: i % 2 ? URL_PAYLOADS[i % URL_PAYLOADS.length] : "https://vimeo.com/76979871",
      thumbnailUrl: URL_PAYLOADS[(i + 3) % URL_PAYLOADS.length],
      duration: payload.slice(0, 20),
      category: payload,
      published: true,
      publishedAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    });
    videoIds.push(video.id);
    const message = await post(request, "/__test/messages", {
      name: payload,
      email: payload,
      subject: payload,
      message: payload,
    });
    messageIds.push(message.id);
    // An alert subscriber (its address must be one) whose refusal and failed e-mail carry it.
    await post(request, "/__test/alert-subscribers", {
      email: `xss-alerts-${i}@example.com`,
      suppressedReason: payload,
      lastError: payload,
    });
    await post(request, "/__test/users", {
      email: `xss-${i}@example.com`,
      password: "xss-user-pass",
      role: "pending",
      storedEmail: payload,
      name: payload,
    });
  }
});

test.afterAll(() => {
  console.log(
    `XSS: ${PAYLOADS.length} payloads (+${URL_PAYLOADS.length} address payloads) in every text field; ${seen.pages} pages visited; ${seen.executed.length} executed`,
  );
});

test("no payload runs on the public pages", async ({ browser }) => {
  const context = await browser.newContext();
  await watch(context);
  const page = await context.newPage();
  await visit(page, "/");
  for (let n = 1; n <= Math.ceil(PAYLOADS.length / 12) + 1; n++)
    await visit(page, `/news?page=${n}`);
  for (let i = 0; i < PAYLOADS.length; i++) await visit(page, `/news/xss-${i}`);
  for (const sector of ["manufacturing", "mining", "export"]) {
    await visit(page, `/sector/${sector}`);
    await visit(page, `/news?sector=${sector}`);
  }
  // Search: hostile words typed in, and found in hostile titles and texts (marked snippets).
  for (const payload of PAYLOADS) await visit(page, `/search?q=${encodeURIComponent(payload)}`);
  for (const word of ["script", "img", "alert", "svg", "onerror", "javascript"]) {
    await visit(page, `/search?q=${word}`);
  }
  await visit(page, "/videos");
  // Press Play on every video: the players are built from stored addresses.
  const play = page.getByRole("button", { name: /^Play video/ });
  while ((await play.count()) > 0) await play.first().click();
  await page.waitForTimeout(200);
  expect(seen.executed).toEqual([]);
  await context.close();
});

test("no payload runs on the admin pages", async ({ browser }) => {
  const { context, page } = await signedInOwner(browser);
  for (const path of [
    "/admin",
    "/admin/videos",
    "/admin/messages",
    "/admin/team",
    "/admin/alerts",
    "/admin/alerts?address=xss-alerts-0%40example.com",
  ]) {
    await visit(page, path);
  }
  // Each hostile article opened in the rich-text editor (its text read through the editor's
  // schema in the browser).
  for (const id of articles) {
    await visit(page, `/admin/articles/${id}`);
    await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveAttribute(
      "contenteditable",
      "true",
    );
  }
  for (const id of videoIds) await visit(page, `/admin/videos/${id}`);
  for (const id of messageIds) await visit(page, `/admin/messages/${id}`);
  await visit(page, "/admin/account");
  expect(seen.executed).toEqual([]);
  await context.close();
});

test("no payload runs on the careers pages, in an application or in the inbox", async ({
  browser,
  request,
}) => {
  const positionIds: string[] = [];
  const applicationIds: string[] = [];
  for (const [i, payload] of PAYLOADS.entries()) {
    const position = await post(request, "/__test/content", {
      kind: "position",
      slug: `xss-position-${i}`,
      title: payload,
      location: payload,
      description: `${payload}\n\n${payload}`,
      requirements: `- ${payload}`,
      howToApply: payload,
      sector: (["manufacturing", "mining", "export", "group"] as const)[i % 4],
      published: true,
      publishedAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    });
    positionIds.push(position.id);
    const application = await post(request, "/__test/applications", {
      positionId: position.id,
      name: payload,
      email: payload,
      phone: payload.slice(0, 40),
      coverLetter: payload,
      cvName: `${payload.slice(0, 60)}.pdf`,
    });
    applicationIds.push(application.id);
  }
  const context = await browser.newContext();
  await watch(context);
  const page = await context.newPage();
  await visit(page, "/careers");
  await visit(page, "/am/careers");
  for (const payload of PAYLOADS.slice(0, 8)) {
    await visit(page, `/careers?location=${encodeURIComponent(payload)}`);
  }
  for (let i = 0; i < PAYLOADS.length; i++) await visit(page, `/careers/xss-position-${i}`);
  expect(seen.executed).toEqual([]);
  await context.close();

  const owner = await signedInOwner(browser);
  await visit(owner.page, "/admin/careers");
  for (const [i, id] of positionIds.entries()) {
    await visit(owner.page, `/admin/careers/${id}`);
    await visit(owner.page, `/admin/careers/${id}/applications`);
    await visit(owner.page, `/admin/careers/applications/${applicationIds[i]}`);
  }
  expect(seen.executed).toEqual([]);
  await owner.context.close();
});

test("no payload runs on the tenders and documents pages, their feeds, search or admin screens", async ({
  browser,
  request,
}) => {
  const tenderIds: string[] = [];
  const documentIds: string[] = [];
  const day = 86_400_000;
  for (const [i, payload] of PAYLOADS.entries()) {
    // Open (questions answered), awarded and cancelled in turn: every notice a tender shows.
    const outcome = i % 3;
    const tender = await post(request, "/__test/content", {
      kind: "tender",
      slug: `xss-tender-${i}`,
      title: payload,
      reference: `${payload} ${i}`,
      description: `${payload}\n\n${payload}`,
      eligibility: payload,
      bidSecurity: payload,
      documentFee: payload,
      contact: payload,
      openingPlace: payload,
      fileTitles: [payload, `${payload.slice(0, 60)}.pdf`],
      closesAt: new Date(Date.now() + (outcome === 0 ? 30 : -3) * day).toISOString(),
      questionsUntil: new Date(Date.now() + (outcome === 0 ? 20 : -5) * day).toISOString(),
      amendment: `${payload}\n\n${payload}`,
      amendmentFileTitles: [payload],
      question: payload,
      answer: payload,
      ...(outcome === 1
        ? { awardedAt: new Date().toISOString(), awardWinner: payload, awardAmount: payload }
        : {}),
      ...(outcome === 2 ? { cancelledAt: new Date().toISOString(), cancelReason: payload } : {}),
      published: true,
      publishedAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    });
    tenderIds.push(tender.id);
    const document = await post(request, "/__test/content", {
      kind: "document",
      slug: `xss-document-${i}`,
      title: payload,
      summary: payload,
      type: i % 2 ? "press-kit" : "annual-report",
      fiscalYear: 2010 + (i % 8),
      fileTitles: [payload],
      pressKitTitles: i % 2 ? [payload] : [],
      published: true,
      publishedAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
    });
    documentIds.push(document.id);
  }

  // The feeds: well-formed XML and JSON whose strings hold the payloads as text.
  const rss = await request.get("/tenders.rss");
  expect(rss.status()).toBe(200);
  const json = await request.get("/tenders.json");
  expect(json.status()).toBe(200);
  const feed = (await json.json()) as { items: { title: string }[] };
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) expect(PAYLOADS).toContain(item.title);

  const context = await browser.newContext();
  await watch(context);
  const page = await context.newPage();
  await visit(page, "/");
  const titles = await page.evaluate(
    (xml) => {
      const parsed = new DOMParser().parseFromString(xml, "application/xml");
      if (parsed.querySelector("parsererror")) return null;
      return [...parsed.querySelectorAll("item > title")].map((title) => title.textContent ?? "");
    },
    await rss.text(),
  );
  expect(titles).not.toBeNull();
  expect(titles?.length).toBe(feed.items.length);
  for (const title of titles ?? []) {
    expect(PAYLOADS.some((payload) => title.startsWith(payload))).toBe(true);
  }
  for (const path of ["/tenders.rss", "/tenders.json"]) await visit(page, path);

  for (const prefix of ["", "/am"]) {
    await visit(page, `${prefix}/tenders`);
    for (const status of ["open", "closed", "awarded"]) {
      await visit(page, `${prefix}/tenders?status=${status}`);
    }
    await visit(page, `${prefix}/investors`);
    await visit(page, `${prefix}/investors?type=press-kit`);
  }
  // Every item in English; in Amharic (the same stored texts, other labels and dates) a sample,
  // so the suite stays within its time.
  for (let i = 0; i < PAYLOADS.length; i++) {
    for (const prefix of i % 4 === 0 ? ["", "/am"] : [""]) {
      await visit(page, `${prefix}/tenders/xss-tender-${i}`);
      await visit(page, `${prefix}/documents/xss-document-${i}`);
    }
  }
  for (const word of ["script", "img", "alert", "svg", "onerror"]) {
    await visit(page, `/search?q=${word}`);
    await visit(page, `/am/search?q=${word}`);
  }
  expect(seen.executed).toEqual([]);
  await context.close();

  const owner = await signedInOwner(browser);
  for (const path of ["/admin/tenders", "/admin/documents", "/admin/tenders?q=script"]) {
    await visit(owner.page, path);
  }
  // The forms and desks of every other item: half the payloads there (the public pages above
  // show every one), so the suite stays within its time on two cores.
  for (const [i, id] of tenderIds.entries()) {
    if (i % 2 === 1) continue;
    await visit(owner.page, `/admin/tenders/${id}`);
    await visit(owner.page, `/admin/tenders/${id}/desk`);
    await visit(owner.page, `/admin/documents/${documentIds[i]}`);
  }
  expect(seen.executed).toEqual([]);
  await owner.context.close();
});

test("no payload runs when typed into the forms and shown back", async ({ browser }) => {
  const context = await browser.newContext();
  await watch(context);
  const page = await context.newPage();
  // A sample of payloads per form keeps the rate limits (sign-in, sign-up) out of the way;
  // the answers to errors show the typed values again.
  for (const payload of PAYLOADS.slice(0, 4)) {
    await visit(page, "/admin");
    await page.getByLabel("Email").fill(payload);
    await page.getByLabel("Password").fill("x");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForLoadState("load");
    await visit(page, "/admin/signup");
    await page.getByLabel("Email").fill(payload);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForLoadState("load");
  }
  for (const payload of PAYLOADS) {
    await visit(page, "/");
    const contact = page.locator("#contact");
    await contact.getByLabel("Full Name").fill(payload);
    await contact.getByLabel("Email Address").fill(payload);
    await contact.getByLabel("Subject").fill(payload);
    await contact.getByLabel("Message").fill("short");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByText("Your message must be at least 10 characters")).toBeVisible();
  }
  expect(seen.executed).toEqual([]);
  await context.close();
});

test("no payload runs when pasted into the editor, as HTML or as text, saved and shown", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInOwner(browser);
  await visit(page, "/admin/articles/new");
  await hydrated(page);
  await page.getByLabel("Title").fill("Pasted payloads");
  await page.getByLabel("Summary").fill("Every payload, pasted.");
  const editor = page.getByRole("textbox", { name: "Content", exact: true });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  // The 52 text payloads, and the 8 address payloads as a link, an image and Markdown.
  const pasted = [
    ...PAYLOADS,
    ...URL_PAYLOADS.map(
      (url) => `<a href="${url}">link</a> <img src="${url}" alt="x"> [md](${url}) ![md](${url})`,
    ),
  ];
  expect(pasted).toHaveLength(60);
  for (const payload of pasted) {
    const clipboards: Record<string, string>[] = [
      { "text/html": payload, "text/plain": payload },
      { "text/plain": payload },
    ];
    for (const data of clipboards) {
      await editor.focus();
      await page.keyboard.press("Control+End");
      await paste(editor, data);
    }
  }
  // Blocks whose fields hold payloads: opened as blocks (or cards saying what is wrong), as text.
  for (const payload of BLOCK_PAYLOADS) {
    const clipboards: Record<string, string>[] = [
      { "text/html": payload },
      { "text/plain": payload },
    ];
    for (const data of clipboards) {
      await editor.focus();
      await page.keyboard.press("Control+End");
      await paste(editor, data);
    }
  }
  // The Markdown the editor writes for all of it, sent to the server with the form: refused
  // (a pasted image without a description) or saved, the form or the list shown back.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page
      .getByRole("link", { name: "Add Article" })
      .or(page.getByText("Every image needs a description"))
      // A block with a problem, named ('People block, person 1: …').
      .or(page.getByText(/ block(, [a-z]+ \d+)?: /))
      .first(),
  ).toBeVisible();
  // What the form sends: the text area until the editor starts again, then the editor's own
  // (never both at once).
  const markdown = await page.locator('textarea[name="content"]:enabled').inputValue();
  // The same Markdown stored as it is (the test hook skips the form's checks) and published:
  // the public page renders it.
  await post(request, "/__test/content", {
    kind: "article",
    slug: "pasted-payloads",
    title: "Pasted payloads",
    summary: "Every payload, pasted.",
    content: markdown,
    author: "XSS",
    imageUrl: "",
    sector: "group",
    published: true,
    publishedAt: new Date(Date.UTC(2020, 0, 1)).toISOString(),
  });
  await visit(page, "/news/pasted-payloads");
  expect(seen.executed).toEqual([]);
  await context.close();
});

test("no payload runs in the site's own texts, settings and links", async ({
  browser,
  request,
}) => {
  // Every text of the site, in every language, and every list item's field: a payload each
  // (the first items of each list); addresses (social profiles, videos) the address payloads.
  const values: Record<string, string> = {};
  let n = 0;
  const next = () => PAYLOADS[n++ % PAYLOADS.length] as string;
  for (const field of SITE_FIELDS) {
    if (field.kind === "text") {
      values[field.path] =
        field.type === "url" || field.type === "video"
          ? (URL_PAYLOADS[n++ % URL_PAYLOADS.length] as string)
          : next();
      if (field.translated)
        for (const locale of ["am", "om"]) values[`${locale}:${field.path}`] = next();
    } else if (field.kind === "list") {
      for (const id of ["1", "2"]) {
        for (const item of field.item) {
          if (!item.choice) values[`${field.path}.${id}.${item.key}`] = next();
        }
      }
    }
  }
  await post(request, "/__test/site", values);

  const context = await browser.newContext();
  await watch(context);
  const page = await context.newPage();
  for (const path of ["/", "/am", "/om", "/privacy", "/news", "/videos", "/search?q=script"]) {
    await visit(page, path);
  }
  for (const sector of ["manufacturing", "mining", "export"]) {
    await visit(page, `/sector/${sector}`);
    await visit(page, `/am/sector/${sector}`);
  }
  const play = page.getByRole("button", { name: /^Play video/ });
  if ((await play.count()) > 0) {
    await play.first().click();
    // The player built from the stored address is in the page.
    await expect(page.locator("main video, main iframe").first()).toBeAttached();
  }
  // The editor shows every stored value back in its fields.
  await page.goto("/admin");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeHidden();
  for (const section of SITE_SECTIONS) await visit(page, `/admin/site?section=${section.id}`);
  await visit(page, "/admin/site/history");
  expect(seen.executed).toEqual([]);
  await context.close();
});
