/**
 * The media library with a 12-megapixel photo, through the real server: how long until the
 * form can use the upload and until every size is made, the server's peak memory meanwhile,
 * and what a phone downloads for the article page's featured image.
 */
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS } from "../lib/chromium";
import type { ServerProcess } from "../lib/server-process";
import { signedInCookie } from "./admin-list";
import { childPids, rssMb } from "./memory";
import { photoLikeJpeg } from "./photo";

/** The article the Lighthouse run opens (published, with the uploaded photo). */
export const MEDIA_ARTICLE_PATH = "/news/media-bench";

export async function measureMedia(
  server: ServerProcess,
  row: (label: string, value: string) => void,
  chromePath: string,
) {
  const cookie = await signedInCookie(server.url);
  const photo = await photoLikeJpeg();
  const idle = rssMb(server.pid);
  let peak = idle;
  // The server with its image worker, which does the work.
  const sampler = setInterval(() => {
    const worker = childPids(server.pid).reduce((sum, pid) => sum + rssMb(pid), 0);
    peak = Math.max(peak, rssMb(server.pid) + worker);
  }, 50);
  try {
    const body = new FormData();
    body.append("file", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
    const started = performance.now();
    const answer = await fetch(`${server.url}/admin/media/upload`, {
      method: "POST",
      body,
      headers: { cookie, origin: server.url },
    });
    const usable = performance.now() - started;
    if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}`);
    const { media } = (await answer.json()) as { media: { id: string; hash: string } };
    // The crop for link previews is the last file made.
    await untilServed(server.url, media.hash);
    const allSizes = performance.now() - started;
    clearInterval(sampler);
    row(
      "media: 12-megapixel JPEG upload",
      `${(photo.length / 2 ** 20).toFixed(1)} MB; usable in the form after ${(usable / 1000).toFixed(2)} s (goal ≤ 3 s), every size after ${(allSizes / 1000).toFixed(1)} s (goal ≤ 30 s)`,
    );
    row(
      "media: server and image worker RSS while processing",
      `${idle.toFixed(0)} MB idle → ${peak.toFixed(0)} MB peak, +${(peak - idle).toFixed(0)} MB (goal ≤ +300 MB)`,
    );

    const saved = await fetch(`${server.url}/admin/articles/new`, {
      method: "POST",
      body: new URLSearchParams({
        title: "Media bench",
        slug: MEDIA_ARTICLE_PATH.split("/").pop() as string,
        summary: "An article with an uploaded featured image.",
        content: "Some content.",
        imageUrl: "",
        imageMediaId: media.id,
        imageAlt: "A photo-like test picture",
        author: "Bench",
        published: "on",
      }),
      headers: {
        cookie,
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      redirect: "manual",
    });
    if (saved.status !== 302) throw new Error(`saving the article answered ${saved.status}`);

    const browser = await chromium.launch({
      executablePath: chromePath,
      args: CHROMIUM_ARGS,
    });
    try {
      const phone = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
      });
      const page = await phone.newPage();
      const images: { url: string; bytes: number }[] = [];
      page.on("response", async (response) => {
        if (!response.url().includes("/uploads/")) return;
        images.push({ url: response.url(), bytes: (await response.body()).length });
      });
      await page.goto(`${server.url}${MEDIA_ARTICLE_PATH}`, { waitUntil: "networkidle" });
      const total = images.reduce((sum, image) => sum + image.bytes, 0);
      const names = images.map((image) => image.url.split("/").pop()).join(", ");
      row(
        "media: featured image on a 375 px phone at DPR 2",
        `${(total / 1024).toFixed(1)} KB (${names}) (goal ≤ 60 KB)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The server's memory over ten 12-megapixel uploads, one after another, each waited for until
 * its every size is made: idle, the server's and its image worker's peaks, the server after the
 * ten (settled), and the worker gone after its quiet spell. The image work runs in the worker
 * (app/features/media/image-work.server.ts), so the server keeps no decoded pixels.
 */
export async function measureUploadMemory(
  server: ServerProcess,
  row: (label: string, value: string) => void,
) {
  const cookie = await signedInCookie(server.url);
  const photo = await photoLikeJpeg();
  const idle = rssMb(server.pid);
  let serverPeak = idle;
  let workerPeak = 0;
  const sampler = setInterval(() => {
    serverPeak = Math.max(serverPeak, rssMb(server.pid));
    const worker = childPids(server.pid).reduce((sum, pid) => sum + rssMb(pid), 0);
    workerPeak = Math.max(workerPeak, worker);
  }, 50);
  try {
    for (let i = 0; i < 10; i++) {
      // Ten different photos: the same bytes would be the same upload.
      const bytes = await sharp(photo)
        .modulate({ brightness: 1 + i / 100 })
        .jpeg({ quality: 88 })
        .toBuffer();
      const body = new FormData();
      body.append(
        "file",
        new File([new Uint8Array(bytes)], `photo-${i}.jpg`, { type: "image/jpeg" }),
      );
      const answer = await fetch(`${server.url}/admin/media/upload`, {
        method: "POST",
        body,
        headers: { cookie, origin: server.url },
      });
      if (answer.status !== 201) throw new Error(`upload ${i + 1} answered ${answer.status}`);
      const { media } = (await answer.json()) as { media: { hash: string } };
      await untilServed(server.url, media.hash);
    }
  } finally {
    clearInterval(sampler);
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const after = rssMb(server.pid);
  const started = Date.now();
  while (childPids(server.pid).length > 0 && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const gone = childPids(server.pid).length === 0;
  row(
    "media: server RSS, ten 12-megapixel uploads",
    `${idle.toFixed(0)} MB idle → ${after.toFixed(0)} MB after the ten (goal ≤ 350 MB); peak ${serverPeak.toFixed(0)} MB`,
  );
  row(
    "media: image worker RSS",
    `peak ${workerPeak.toFixed(0)} MB while working; ${gone ? `gone ${((Date.now() - started) / 1000 + 5).toFixed(0)} s after the last upload` : "still running after a minute"}`,
  );
}

/** Waits until an upload's last file (the link-preview crop) is served; a minute at most. */
/** A 12-megapixel photo uploaded as a signed-in owner, once every size of it is served. */
export async function uploadedPhoto(url: string, cookie: string) {
  const body = new FormData();
  const photo = await photoLikeJpeg();
  body.append("file", new File([new Uint8Array(photo)], "plant.jpg", { type: "image/jpeg" }));
  const answer = await fetch(`${url}/admin/media/upload`, {
    method: "POST",
    body,
    headers: { cookie, origin: url },
  });
  if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}`);
  const { media } = (await answer.json()) as { media: { id: string; hash: string; width: number } };
  await untilServed(url, media.hash);
  return media;
}

export async function untilServed(url: string, hash: string) {
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${url}/uploads/${hash}-og.jpg`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`${hash}: every size not made within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
