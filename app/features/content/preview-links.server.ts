import crypto from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { recordActivity } from "~/lib/activity.server";
import type { AppDatabase } from "../../../db/client.server";
import { previewLinks } from "../../../db/schema";
import type { ContentKind } from "./kinds";

/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 7;
/** Where preview links point: /preview/<token>. */
export const PREVIEW_PATH = "/preview";

/** The signature that makes a link's id into its token (the id alone opens nothing). */
function signature(secret: string, id: string) {
  return crypto
    .createHmac("sha256", secret)
    .update(`preview-link:${id}`)
    .digest("base64url")
    .slice(0, 32);
}

export function previewToken(secret: string, id: string) {
  return `${id}.${signature(secret, id)}`;
}

/** A link as the edit page lists it. */
export interface PreviewLinkView {
  id: string;
  path: string;
  expiresAt: string;
}

/** The item's links that still work, oldest first. */
export async function listPreviewLinks(
  db: AppDatabase,
  secret: string,
  kind: ContentKind,
  itemId: string,
  now = new Date(),
): Promise<PreviewLinkView[]> {
  const rows = await db
    .select({ id: previewLinks.id, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.kind, kind),
        eq(previewLinks.itemId, itemId),
        isNull(previewLinks.revokedAt),
        gt(previewLinks.expiresAt, now),
      ),
    )
    .orderBy(asc(previewLinks.createdAt));
  return rows.map((row) => ({
    id: row.id,
    path: `${PREVIEW_PATH}/${previewToken(secret, row.id)}`,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** A new link to the item, valid PREVIEW_LINK_DAYS days (logged). */
export async function createPreviewLink(
  db: AppDatabase,
  item: { kind: ContentKind; id: string; title: string },
  actorId: string,
  now = new Date(),
): Promise<string> {
  const id = crypto.randomBytes(16).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(previewLinks).values({
      id,
      kind: item.kind,
      itemId: item.id,
      createdBy: actorId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000),
    });
    await recordActivity(tx, {
      actorId,
      action: "preview-link",
      subjectType: item.kind,
      subjectId: item.id,
      subjectTitle: item.title,
    });
  });
  return id;
}

/** Revokes one of the item's links; resolves false when it is not one of them. */
export async function revokePreviewLink(
  db: AppDatabase,
  item: { kind: ContentKind; id: string; title: string },
  linkId: string,
  actorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(previewLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(previewLinks.id, linkId),
          eq(previewLinks.kind, item.kind),
          eq(previewLinks.itemId, item.id),
          isNull(previewLinks.revokedAt),
        ),
      )
      .returning({ id: previewLinks.id });
    if (rows.length === 0) return false;
    await recordActivity(tx, {
      actorId,
      action: "revoke-preview-link",
      subjectType: item.kind,
      subjectId: item.id,
      subjectTitle: item.title,
    });
    return true;
  });
}

/** The item a token opens, or undefined (unsigned, unknown, revoked or expired). */
export async function resolvePreviewToken(
  db: AppDatabase,
  secret: string,
  token: string,
  now = new Date(),
): Promise<{ kind: ContentKind; itemId: string } | undefined> {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const [, id = "", sig = ""] = match;
  const expected = Buffer.from(signature(secret, id));
  if (!crypto.timingSafeEqual(expected, Buffer.from(sig))) return undefined;
  const [row] = await db
    .select({ kind: previewLinks.kind, itemId: previewLinks.itemId })
    .from(previewLinks)
    .where(
      and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)),
    );
  return row;
}
