import crypto from "node:crypto";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MediaStorage } from "~/features/media/storage.server";
import { recordActivity } from "~/lib/activity.server";
import { toCsv } from "~/lib/csv";
import type { Locale } from "~/lib/i18n";
import {
  cursorTime,
  type ListCursor,
  newestFirst,
  olderThan,
  withCursors,
} from "~/lib/keyset.server";
import type { AppDatabase } from "../../../db/client.server";
import type { ApplicationStatus } from "../../../db/enums";
import { applicationEvents, applications, positions, user } from "../../../db/schema";
import { APPLICATION_STATUS_LABELS } from "./statuses";

export { APPLICATION_STATUS_LABELS };

/** Applications per address: 5 an hour, shared by all instances. */
export const APPLICATION_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

/** A CV checked by its bytes (inspectCv), ready to be stored. */
export interface CheckedCv {
  bytes: Buffer;
  extension: string;
  contentType: string;
  /** The name the applicant's computer gave it (shown to staff, used for the download). */
  name: string;
}

export interface ApplicationInput {
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
}

/**
 * The name a CV is downloaded under: the applicant's, without its path, controls or quotes, at
 * most 80 characters, with the extension its bytes showed (a `.exe` name stays no `.exe`).
 */
export function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N} ._«»()'-]+/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "cv"}.${extension}`;
}

/**
 * Stores an application: the CV first (under a random key in the private storage), then the
 * row. A row is never without its file; a failed insert removes the file again.
 */
export async function storeApplication(
  db: AppDatabase,
  storage: MediaStorage,
  positionId: string,
  input: ApplicationInput,
  cv: CheckedCv,
  meta: { language: Locale; ipHash: string },
  /** Records the arrival for webhooks, in the row's transaction (ids and titles only). */
  announce?: (tx: AppDatabase, id: string) => Promise<void>,
) {
  // Random, so two identical files stay two files; the time first, so the upkeep can tell a file
  // whose row is still being written from one whose row is gone (sweepOrphanCvs).
  const key = `${Date.now()}-${crypto.randomUUID()}.${cv.extension}`;
  await storage.put(key, cv.bytes, cv.contentType);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          positionId,
          ...input,
          language: meta.language,
          consentAt: new Date(),
          cvKey: key,
          cvName: safeFileName(cv.name, cv.extension),
          cvType: cv.contentType,
          cvBytes: cv.bytes.length,
          cvSha256: crypto.createHash("sha256").update(cv.bytes).digest("hex"),
          ipHash: meta.ipHash,
        })
        .returning();
      if (row && announce) await announce(tx, row.id);
      return row;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The applications that have not been looked at yet (the Careers tab's badge). */
export async function countNewApplications(db: AppDatabase): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(eq(applications.status, "new"), isNull(positions.deletedAt)));
  return row?.n ?? 0;
}

/**
 * A position's applications, newest first: what the inbox's rows show, `limit` of them below
 * `before` (the inbox's next page, ADR 040), each with its cursor.
 */
export async function listApplications(
  db: AppDatabase,
  positionId: string,
  { before, limit }: { before?: ListCursor; limit: number },
) {
  const a = applications;
  const rows = await db
    .select({
      id: a.id,
      name: a.name,
      email: a.email,
      phone: a.phone,
      status: a.status,
      createdAt: a.createdAt,
      language: a.language,
      cvName: a.cvName,
      cvBytes: a.cvBytes,
      cursorTime: cursorTime(a.createdAt),
    })
    .from(a)
    .where(and(eq(a.positionId, positionId), olderThan(a.createdAt, a.id, before)))
    .orderBy(...newestFirst(a.createdAt, a.id))
    .limit(limit);
  return withCursors(rows);
}

/** How many applications a position has (the inbox's 'N applications'). */
export async function countApplications(db: AppDatabase, positionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.positionId, positionId));
  return row?.n ?? 0;
}

/** One application with its history (status changes and notes, oldest first). */
export async function getApplication(db: AppDatabase, id: string) {
  const [row] = await db
    .select({ application: applications, positionTitle: positions.title })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(eq(applications.id, id));
  if (!row) return undefined;
  const events = await db
    .select({
      id: applicationEvents.id,
      status: applicationEvents.status,
      note: applicationEvents.note,
      createdAt: applicationEvents.createdAt,
      by: user.email,
    })
    .from(applicationEvents)
    .leftJoin(user, eq(user.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(applicationEvents.createdAt, applicationEvents.id);
  return { ...row.application, positionTitle: row.positionTitle, events };
}

export type ChangeResult = "changed" | "unchanged" | "conflict" | "gone";

/**
 * Moves an application to `status` and/or adds a note, as one history entry, when it is still
 * at `version` (a change made on an older view is refused: 'conflict').
 */
export async function changeApplication(
  db: AppDatabase,
  id: string,
  change: { status?: ApplicationStatus; note?: string; version: number; actorId: string },
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: applications.status,
        version: applications.version,
        title: positions.title,
      })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(eq(applications.id, id))
      .for("update");
    if (!current) return "gone";
    if (current.version !== change.version) return "conflict";
    const status = change.status && change.status !== current.status ? change.status : undefined;
    const note = change.note?.trim() ?? "";
    if (!status && !note) return "unchanged";
    await tx
      .update(applications)
      .set({
        ...(status ? { status } : {}),
        version: sql`${applications.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, status: status ?? null, note, actorId: change.actorId });
    // The log names the position, never the applicant.
    await recordActivity(tx, {
      actorId: change.actorId,
      action: status ? "application-status" : "application-note",
      subjectType: "application",
      subjectId: id,
      subjectTitle: current.title,
      detail: status ? APPLICATION_STATUS_LABELS[status] : undefined,
    });
    return "changed";
  });
}

/**
 * Deletes an application, its history and its CV at once ('Delete application'); its position,
 * or undefined when there was no such application.
 */
export async function deleteApplication(
  db: AppDatabase,
  storage: MediaStorage,
  id: string,
  actorId: string,
): Promise<{ positionId: string } | undefined> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(applications)
      .where(eq(applications.id, id))
      .returning({ cvKey: applications.cvKey, positionId: applications.positionId });
    if (!row) return undefined;
    const [position] = await tx
      .select({ title: positions.title })
      .from(positions)
      .where(eq(positions.id, row.positionId));
    await recordActivity(tx, {
      actorId,
      action: "delete-application",
      subjectType: "position",
      subjectId: row.positionId,
      subjectTitle: position?.title,
    });
    return row;
  });
  if (!deleted) return undefined;
  // After the row: a file no row names is never shown, and if this delete fails the hourly
  // sweep (sweepOrphanCvs) removes it.
  await storage.delete(deleted.cvKey).catch(() => undefined);
  return { positionId: deleted.positionId };
}

/**
 * Deletes the applications (and their CVs) of positions closed more than `days` ago, by the
 * server itself: one activity entry per position with the count. An application sent after its
 * position's current closing time (a position reopened, or its closing time restored from an
 * older version) is kept `days` from when it was sent. Returns how many went.
 */
export async function purgeExpiredApplications(
  db: AppDatabase,
  storage: MediaStorage,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 3600_000);
  const deleted = await db.transaction(async (tx) => {
    // What this run deletes is what it counts: two instances at once log each row once.
    const rows = await tx
      .delete(applications)
      .where(
        inArray(
          applications.id,
          tx
            .select({ id: applications.id })
            .from(applications)
            .innerJoin(positions, eq(positions.id, applications.positionId))
            .where(
              sql`greatest(${positions.closesAt}, ${applications.createdAt}) <= ${cutoff.toISOString()}::timestamptz`,
            ),
        ),
      )
      .returning({ cvKey: applications.cvKey, positionId: applications.positionId });
    if (rows.length === 0) return rows;
    const byPosition = new Map<string, number>();
    for (const row of rows) {
      byPosition.set(row.positionId, (byPosition.get(row.positionId) ?? 0) + 1);
    }
    const titles = await tx
      .select({ id: positions.id, title: positions.title })
      .from(positions)
      .where(inArray(positions.id, [...byPosition.keys()]));
    for (const position of titles) {
      const n = byPosition.get(position.id) ?? 0;
      await recordActivity(tx, {
        actorId: null,
        action: "expire-applications",
        subjectType: "position",
        subjectId: position.id,
        subjectTitle: position.title,
        detail: `${n} ${n === 1 ? "application" : "applications"}, ${days} days after the position closed (or after they were sent, when later)`,
      });
    }
    return rows;
  });
  // After the rows: a failed delete leaves a file no row names, which the sweep removes.
  for (const row of deleted) await storage.delete(row.cvKey).catch(() => undefined);
  return deleted.length;
}

/** A position's applications as a CSV file for a spreadsheet (newest first). */
export async function applicationsCsv(db: AppDatabase, positionId: string): Promise<string> {
  const rows = await db
    .select({
      createdAt: applications.createdAt,
      name: applications.name,
      email: applications.email,
      phone: applications.phone,
      status: applications.status,
      language: applications.language,
      coverLetter: applications.coverLetter,
      cvName: applications.cvName,
    })
    .from(applications)
    .where(eq(applications.positionId, positionId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return toCsv(
    ["Received", "Full Name", "Email Address", "Phone", "Status", "Language", "Cover letter", "CV"],
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.name,
      row.email,
      row.phone,
      APPLICATION_STATUS_LABELS[row.status],
      row.language,
      row.coverLetter,
      row.cvName,
    ]),
  );
}

/** A CV stored this long ago without a row has lost it (its position was deleted for good). */
const ORPHAN_AFTER_MS = 60 * 60_000;

/**
 * Deletes the CVs no application names any more: a position deleted for good takes its
 * applications' rows with it (the database's cascade), and a delete interrupted between the row
 * and the file leaves the file. Files younger than an hour are left alone: their row may be in
 * the middle of being written.
 */
export async function sweepOrphanCvs(
  db: AppDatabase,
  storage: MediaStorage,
  now = new Date(),
): Promise<number> {
  const keys: string[] = [];
  for await (const key of storage.keys()) {
    const stored = Number(/^(\d{13})-/.exec(key)?.[1]);
    if (Number.isFinite(stored) && now.getTime() - stored > ORPHAN_AFTER_MS) keys.push(key);
  }
  if (keys.length === 0) return 0;
  const known = new Set<string>();
  // In slices: a query has at most 65,535 parameters.
  for (let start = 0; start < keys.length; start += 1000) {
    const slice = keys.slice(start, start + 1000);
    const rows = await db
      .select({ key: applications.cvKey })
      .from(applications)
      .where(inArray(applications.cvKey, slice));
    for (const row of rows) known.add(row.key);
  }
  let deleted = 0;
  for (const key of keys) {
    if (known.has(key)) continue;
    await storage.delete(key);
    deleted++;
  }
  return deleted;
}

/** What the start-up check stores, then asks the public address for. */
const PROBE_BYTES = Buffer.from("%PDF-1.4\n% public-access probe\n%%EOF\n");

/**
 * Whether applicants' files stay private where the media files are public: the check stores a
 * small file in the private storage and asks for it at the media's public address
 * (S3_PUBLIC_URL, with the bucket's private prefix). A bucket policy that makes the whole bucket
 * public answers it with its bytes: then CVs would be readable by anyone who learns an address.
 * The file's name is new each time (dated, so the hourly sweep removes one a crash left), and
 * the address carries a query no cache has seen.
 */
export async function privateFilesArePublic(
  storage: MediaStorage,
  publicUrl: string,
  prefix: string,
): Promise<boolean> {
  const key = `${Date.now()}-probe-${crypto.randomUUID()}.pdf`;
  await storage.put(key, PROBE_BYTES, "application/pdf");
  try {
    const url = `${publicUrl.replace(/\/+$/, "")}/${prefix}${key}?probe=${crypto.randomUUID()}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) {
      await response.body?.cancel();
      return false;
    }
    return Buffer.from(await response.arrayBuffer()).equals(PROBE_BYTES);
  } finally {
    await storage.delete(key).catch(() => undefined);
  }
}
