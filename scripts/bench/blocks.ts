/**
 * A page with every block of a rich text (docs/decisions/049), its photos uploaded to the media
 * library as staff upload them, for Lighthouse to measure beside the publishing pages.
 */
import { blockPages, uploadBlockPhotos } from "../lib/block-pages";
import type { ServerProcess } from "../lib/server-process";
import { signedInCookie } from "./admin-list";
import { untilServed } from "./media";

/** The page Lighthouse opens. */
export const BLOCKS_PAGE = "/every-block";

export async function seedBlocksPage(server: ServerProcess) {
  const url = server.url;
  const cookie = await signedInCookie(url);
  const upload = async (name: string, bytes: Buffer) => {
    const body = new FormData();
    body.append("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    const answer = await fetch(`${url}/admin/media/upload`, {
      method: "POST",
      body,
      headers: { cookie, origin: url },
    });
    if (answer.status !== 201) throw new Error(`the upload of ${name} answered ${answer.status}`);
    const { media } = (await answer.json()) as { media: { hash: string; width: number } };
    await untilServed(url, media.hash);
    return `/uploads/${media.hash}-${Math.min(media.width, 1920)}.jpg`;
  };
  const { everyBlock } = blockPages(await uploadBlockPhotos(upload));
  const answer = await fetch(`${url}/__test/content`, {
    method: "POST",
    body: JSON.stringify({
      kind: "page",
      slug: BLOCKS_PAGE.slice(1),
      title: "Every block",
      body: everyBlock,
      description: "Every block a rich text can hold.",
      published: true,
    }),
    headers: { "content-type": "application/json" },
  });
  if (!answer.ok) throw new Error(`the page answered ${answer.status}`);
  // Once as a visitor first: Lighthouse then measures it as the page cache serves it.
  await (await fetch(`${url}${BLOCKS_PAGE}`)).text();
}
