import { CONTENT_TYPES, type ContentType } from "../../../db/enums";
import { positionKind } from "../careers/kind";
import { documentKind } from "../documents/kind";
import { articleKind } from "../news/kind";
import { pageKind } from "../pages/kind";
import { tenderKind } from "../tenders/kind";
import { videoKind } from "../videos/kind";
import type { KindDeclaration } from "./kind-declaration";

/**
 * The kinds of content, one line each: every kind's declaration (its folder's `kind.ts`, data
 * only). The database's list of kinds (CONTENT_TYPES) is the root: a kind named there and not
 * here, or here and not there, does not compile. What a kind brings as code is listed beside
 * this, above the features (app/kinds/registry.ts and registry.server.ts), keyed the same way.
 * docs/adding-a-kind.md has the recipe.
 */
export const CONTENT_KINDS = {
  article: articleKind,
  video: videoKind,
  page: pageKind,
  position: positionKind,
  tender: tenderKind,
  document: documentKind,
} as const satisfies Record<ContentType, KindDeclaration>;

export type ContentKind = keyof typeof CONTENT_KINDS;

/** Every kind, in the order of the database's list (the dashboard's tab order). */
export const CONTENT_KIND_LIST: readonly ContentKind[] = CONTENT_TYPES;

export function isContentKind(value: unknown): value is ContentKind {
  return CONTENT_KIND_LIST.some((kind) => kind === value);
}

/**
 * The English address of the public page of a kind's item whose address is `slug` (an article's
 * /news/<slug>, a page's /<slug>), or null for a kind whose items have no page of their own. The
 * page links its translations; whether the item is public is the caller's to know.
 */
export function publicAddress(kind: ContentKind, slug: string): string | null {
  const prefix: string | null = CONTENT_KINDS[kind].publicPrefix;
  return prefix === null ? null : `${prefix}${encodeURIComponent(slug)}`;
}

/** The kind's list saying that item `id` was just published ('Published — View on site'). */
export function publishedListAddress(kind: ContentKind, id: string): string {
  const { listPath } = CONTENT_KINDS[kind];
  return `${listPath}?published=${encodeURIComponent(id)}`;
}

/** "1 article", "2,345 videos". */
export function countLabel(kind: ContentKind, n: number): string {
  const [one, many] = CONTENT_KINDS[kind].noun;
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/**
 * The kind whose forms or list an admin address is under (`/admin/videos/<id>/history`: video;
 * `/admin`: article, whose list is the dashboard's first page), or undefined.
 */
export function kindOfAdminPath(pathname: string): ContentKind | undefined {
  const [, admin, segment] = pathname.split("/");
  if (admin !== "admin") return undefined;
  return CONTENT_KIND_LIST.find((kind) =>
    segment
      ? CONTENT_KINDS[kind].editPath === `/admin/${segment}`
      : CONTENT_KINDS[kind].listPath === "/admin",
  );
}

/** One value per kind, made by `make`: a table by kind derived from the list of kinds. */
export function mapKinds<T>(make: (kind: ContentKind) => T): Record<ContentKind, T> {
  const made: Partial<Record<ContentKind, T>> = {};
  for (const kind of CONTENT_KIND_LIST) made[kind] = make(kind);
  if (!hasEveryKind(made)) throw new Error("A kind is missing from CONTENT_KIND_LIST.");
  return made;
}

function hasEveryKind<T>(table: Partial<Record<ContentKind, T>>): table is Record<ContentKind, T> {
  return CONTENT_KIND_LIST.every((kind) => kind in table);
}
