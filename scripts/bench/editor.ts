/**
 * Typing in the rich-text editor, in Chromium, on a long article: 5,000 words in 100 paragraphs
 * (some bold, linked, in lists) with 20 images of the library between them. The time from each
 * keystroke (the key event's own time stamp) to the end of the next frame, over 300 keystrokes
 * typed in the middle of the text; and how much of the editor's code a visitor of the edit
 * screen downloads.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../lib/chromium";
import type { ServerProcess } from "../lib/server-process";
import { signedInCookie } from "./admin-list";
import { untilServed } from "./media";
import { photoLikeJpeg } from "./photo";

const WORDS =
  "Addis Investment Group assembles electric vans in Bole Lemi, mines copper in the Guji belt and exports washed coffee from Sidama".split(
    " ",
  );

/** 5,000 words of Markdown with 20 images of `src`. */
function longArticle(src: string): string {
  const blocks: string[] = [];
  let words = 0;
  for (let i = 0; words < 5000; i++) {
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
  const headers = { cookie, origin: server.url };
  const body = new FormData();
  const photo = await photoLikeJpeg();
  body.append("file", new File([new Uint8Array(photo)], "plant.jpg", { type: "image/jpeg" }));
  const answer = await fetch(`${server.url}/admin/media/upload`, { method: "POST", body, headers });
  const { media } = (await answer.json()) as { media: { hash: string; width: number } };
  await untilServed(server.url, media.hash);
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

  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", value = ""] = pair.split("=");
        return { name, value, url: server.url };
      }),
    );
    const page = await context.newPage();
    let editorBytes = 0;
    page.on("response", async (response) => {
      if (/\/assets\/editor-[\w-]+\.(js|css)$/.test(response.url())) {
        editorBytes += Number((await response.headerValue("content-length")) ?? 0);
      }
    });
    await page.goto(`${server.url}/admin/articles/${id}`, { waitUntil: "networkidle" });
    const content = page.getByRole("textbox", { name: "Content", exact: true });
    await content.waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".rte-content img").length === 20);
    const counted = await content.evaluate((element) => ({
      words: (element.textContent ?? "").split(/\s+/).filter(Boolean).length,
      images: element.querySelectorAll("img").length,
    }));
    // The middle of the text: the work of a keystroke grows with what follows it.
    await content.locator("p").nth(50).click();
    await page.evaluate(() => {
      const latencies: number[] = [];
      (window as unknown as { latencies: number[] }).latencies = latencies;
      document.addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - start)));
        },
        true,
      );
    });
    await page.keyboard.type("The plant's second line opens in May, and ".repeat(7).slice(0, 300), {
      delay: 25,
    });
    await page.waitForFunction(
      () => (window as unknown as { latencies: number[] }).latencies.length >= 300,
    );
    const latencies = await page.evaluate(
      () => (window as unknown as { latencies: number[] }).latencies,
    );
    row(
      `editor: keystroke to next frame, ${counted.words.toLocaleString("en-US")} words and ${counted.images} images (300 keys)`,
      `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (goal p95 ≤ 16 ms)`,
    );
    const built = fs
      .readdirSync(path.join("build", "client", "assets"))
      .filter((name) => /^editor-[\w-]+\.js$/.test(name))
      .map((name) => path.join("build", "client", "assets", name));
    const sizes = built.map((file) => ({
      gzip: fs.statSync(`${file}.gz`).size,
      brotli: fs.statSync(`${file}.br`).size,
    }));
    row(
      "editor: its code on the edit screen (gzip / brotli; as fetched)",
      `${(sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1)} KB / ${(sizes.reduce((sum, s) => sum + s.brotli, 0) / 1024).toFixed(1)} KB; ${(editorBytes / 1024).toFixed(1)} KB fetched (goal ≤ 150 KB compressed)`,
    );
  } finally {
    await browser.close();
  }
}
