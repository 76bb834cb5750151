/**
 * Typing in the rich-text editor, in Chromium, on a long article: 5,000 words in 100 paragraphs
 * (some bold, linked, in lists) with 20 images of the library between them. The time from each
 * keystroke (the key event's own time stamp) to the end of the next frame, over 300 keystrokes
 * typed in the middle of the text; and how much of the editor's code a visitor of the edit
 * screen downloads.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../lib/chromium";
import type { ServerProcess } from "../lib/server-process";
import { signedInCookie } from "./admin-list";
import { uploadedPhoto } from "./media";

const WORDS =
  "Addis Investment Group assembles electric vans in Bole Lemi, mines copper in the Guji belt and exports washed coffee from Sidama".split(
    " ",
  );

/** 5,000 words of Markdown with 20 images of `src`. */
function longArticle(src: string): string {
  const blocks: string[] = [];
  let words = 0;
  for (let i = 0; words < 5400; i++) {
    const sentence = Array.from({ length: 50 }, (_, j) => WORDS[(i + j) % WORDS.length]).join(" ");
    words += 50;
    blocks.push(
      i % 10 === 3
        ? `- ${sentence.slice(0, 120)}\n- **${sentence.slice(120, 200)}**`
        : `${sentence.replace("copper", "**copper**").replace("coffee", "[coffee](/sector/export)")}.`,
    );
    if (i % 5 === 4 && blocks.filter((b) => b.startsWith("![")).length < 20) {
      blocks.push(`![Photo ${i}](${src} "Caption ${i}")`);
    }
  }
  return `${blocks.join("\n\n")}\n`;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

export async function measureEditor(
  server: ServerProcess,
  row: (label: string, value: string) => void,
  chromePath: string,
) {
  const cookie = await signedInCookie(server.url);
  const media = await uploadedPhoto(server.url, cookie);
  const markdown = longArticle(`/uploads/${media.hash}-${Math.min(1920, media.width)}.jpg`);
  const created = await fetch(`${server.url}/__test/content`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "article",
      slug: "editor-bench",
      title: "A long article",
      summary: "Five thousand words.",
      content: markdown,
      author: "Bench",
      imageUrl: "",
      published: false,
    }),
  });
  const { id } = (await created.json()) as { id: string };

  // Frames as soon as there is something to draw (no wait for a 60 Hz beat): a key is measured
  // to the frame that shows it, not to the next beat.
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, "--disable-gpu-vsync", "--disable-frame-rate-limit"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", value = ""] = pair.split("=");
        return { name, value, url: server.url };
      }),
    );
    const page = await context.newPage();
    // The scripts and styles the screen fetched, with their sizes on the wire.
    const fetched = new Map<string, number>();
    page.on("response", async (response) => {
      const file = /\/assets\/([\w.-]+\.(js|css))$/.exec(response.url())?.[1];
      if (file) fetched.set(file, Number((await response.headerValue("content-length")) ?? 0));
    });
    await page.goto(`${server.url}/admin/articles/${id}`, { waitUntil: "networkidle" });
    const content = page.getByRole("textbox", { name: "Content", exact: true });
    await content.waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll(".rte-content img").length >= 20,
      null,
      {
        timeout: 60_000,
      },
    );
    const counted = await content.evaluate((element) => ({
      words: (element.textContent ?? "").split(/\s+/).filter(Boolean).length,
      images: element.querySelectorAll("img").length,
    }));
    // Per key: the time from the key to the end of the next frame (what the eye waits). A key
    // waits for the next frame whatever handles it (60 per second), so a plain text area on the
    // same page is measured first: the floor of this way of measuring.
    // And the main thread's work per key (Chromium's own count of its tasks' time): what the
    // keys cost, without the wait for the frame, so steadier from run to run.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const taskSeconds = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0;
    };
    const typeAndMeasure = async () => {
      await page.evaluate(() => {
        const keys = (window as unknown as { keys: { toFrame: number[] } }).keys;
        keys.toFrame.length = 0;
      });
      const tasksBefore = await taskSeconds();
      await page.keyboard.type(
        "The plant's second line opens in May, and ".repeat(7).slice(0, 300),
        { delay: 25 },
      );
      // The last frames after the last key (a bench, not a test: a pause is fine here).
      await page.waitForTimeout(1000);
      const toFrame = await page.evaluate(() => [
        ...(window as unknown as { keys: { toFrame: number[] } }).keys.toFrame,
      ]);
      return {
        toFrame,
        workPerKey: (((await taskSeconds()) - tasksBefore) * 1000) / toFrame.length,
      };
    };
    await page.evaluate(() => {
      const keys = { toFrame: [] as number[] };
      (window as unknown as { keys: typeof keys }).keys = keys;
      document.addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() =>
            setTimeout(() => keys.toFrame.push(performance.now() - start)),
          );
        },
        true,
      );
    });
    await page.evaluate(() => {
      const plain = document.createElement("textarea");
      plain.id = "bench-plain";
      plain.setAttribute("aria-label", "Plain text area");
      document.body.prepend(plain);
    });
    await page.locator("#bench-plain").focus();
    const floor = await typeAndMeasure();
    await page.evaluate(() => document.getElementById("bench-plain")?.remove());
    // The middle of the text: the work of a keystroke grows with what follows it.
    await content.locator("p").nth(50).click();
    // BENCH_EDITOR_PROFILE=<file>: the page's CPU profile while typing in the editor, for
    // Chromium's DevTools (Performance > Load profile).
    const profile = process.env.BENCH_EDITOR_PROFILE;
    if (profile) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    }
    const typed = await typeAndMeasure();
    if (profile) {
      const { profile: taken } = await cdp.send("Profiler.stop");
      fs.writeFileSync(profile, JSON.stringify(taken));
    }
    const ms = (values: number[]) =>
      `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
    const what = `${counted.words.toLocaleString("en-US")} words, ${counted.images} images, ${typed.toFrame.length} keys`;
    const extra = (p: number) => percentile(typed.toFrame, p) - percentile(floor.toFrame, p);
    row("editor: keystroke to next frame, plain text area (the floor)", ms(floor.toFrame));
    row(
      "editor: main-thread work per key, editor / plain text area",
      `${typed.workPerKey.toFixed(2)} ms / ${floor.workPerKey.toFixed(2)} ms (×${(typed.workPerKey / floor.workPerKey).toFixed(1)})`,
    );
    row(
      `editor: keystroke to next frame (${what})`,
      `${ms(typed.toFrame)}; over the floor +${extra(0.5).toFixed(1)} ms p50, +${extra(0.95).toFixed(1)} ms p95 (goal p95 ≤ 16 ms)`,
    );
    // The editor's code: what the screen fetched beyond what its page's HTML names (its route's
    // modules and styles), that is the lazily loaded editor and the chunks only it needs.
    const html = await (await context.request.get(`${server.url}/admin/articles/${id}`)).text();
    const named = new Set([...html.matchAll(/\/assets\/([\w.-]+\.(?:js|css))/g)].map((m) => m[1]));
    const lazy = [...fetched.keys()].filter((file) => !named.has(file));
    if (!lazy.some((file) => /^editor-[\w-]+\.js$/.test(file))) {
      throw new Error(
        `The editor's script was not among the lazily fetched files: ${lazy.join(", ")}`,
      );
    }
    const editorBytes = lazy.reduce((sum, file) => sum + (fetched.get(file) ?? 0), 0);
    const built = lazy.map((name) => path.join("build", "client", "assets", name));
    // As precompressed by the build (a file too small for that: compressed here).
    const compressed = (file: string, ending: string, compress: (data: Buffer) => Buffer) =>
      fs.existsSync(`${file}.${ending}`)
        ? fs.statSync(`${file}.${ending}`).size
        : compress(fs.readFileSync(file)).length;
    const sizes = built.map((file) => ({
      gzip: compressed(file, "gz", (data) => zlib.gzipSync(data, { level: 9 })),
      brotli: compressed(file, "br", (data) => zlib.brotliCompressSync(data)),
    }));
    row(
      "editor: its code on the edit screen (gzip / brotli; as fetched)",
      `${(sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1)} KB / ${(sizes.reduce((sum, s) => sum + s.brotli, 0) / 1024).toFixed(1)} KB; ${(editorBytes / 1024).toFixed(1)} KB fetched (goal ≤ 150 KB compressed)`,
    );
  } finally {
    await browser.close();
  }
}
