import { buffer } from "node:stream/consumers";
import { BackupError, backupDatabase, type MediaEntry, restoreDatabase } from "../../../db/backup";
import type { AppDatabase } from "../../../db/client.server";
import { isMediaKey, type MediaStorage, mediaContentType } from "./storage.server";

/**
 * Backups carry the media files beside the rows, in the same file (db/backup.ts describes the
 * format), so one file restores the whole site into either storage.
 */

/**
 * The private storage's files (applicants' CVs) are named with this folder in a backup, so a
 * restore puts each file back into the storage it came from.
 */
const PRIVATE_FOLDER = "applications/";

/** Every stored file as a backup entry, read one at a time: never more than one in memory. */
async function* mediaEntries(storage: MediaStorage, folder = ""): AsyncGenerator<MediaEntry> {
  for await (const key of storage.keys()) {
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed
    const bytes = await buffer(object.body);
    yield {
      media: folder + key,
      contentType: object.contentType,
      size: bytes.length,
      data: bytes.toString("base64"),
    };
  }
}

async function* allEntries(storage: MediaStorage, applications?: MediaStorage) {
  yield* mediaEntries(storage);
  if (applications) yield* mediaEntries(applications, PRIVATE_FOLDER);
}

/**
 * The rows (one consistent snapshot), then the media files, then the private files (CVs) when
 * `applications` is given. A file stored meanwhile may come without its row, which is
 * harmless: the files are read after the rows.
 */
export function backupWithMedia(
  db: AppDatabase,
  storage: MediaStorage,
  write: (line: string) => Promise<void> | void,
  applications?: MediaStorage,
): Promise<{ rows: number; tables: Record<string, number>; media: number }> {
  return backupDatabase(db, write, allEntries(storage, applications));
}

/**
 * Restores a backup into an empty database and empty storages (either is refused otherwise): the
 * media files into `storage`, the private ones (CVs) into `applications`. The rows go in in one
 * transaction, and the files stored before a failure are deleted again: a failed restore leaves
 * all of them as it found them.
 */
export async function restoreWithMedia(
  db: AppDatabase,
  storage: MediaStorage,
  lines: AsyncIterable<string> | Iterable<string>,
  applications?: MediaStorage,
): Promise<{ rows: number; media: number }> {
  for (const [target, name, empty] of [
    [storage, "media storage", "media folder or bucket"],
    [applications, "applications storage", "applications folder (or bucket prefix)"],
  ] as const) {
    if (!target) continue;
    for await (const key of target.keys()) {
      throw new BackupError(
        `the target ${name} is not empty (it holds ${key}); restore needs an empty ${empty}`,
      );
    }
  }
  const stored: [MediaStorage, string][] = [];
  try {
    return await restoreDatabase(db, lines, async (entry) => {
      const bytes = Buffer.from(entry.data, "base64");
      const isPrivate = entry.media.startsWith(PRIVATE_FOLDER);
      const key = isPrivate ? entry.media.slice(PRIVATE_FOLDER.length) : entry.media;
      const target = isPrivate ? applications : storage;
      if (
        !isMediaKey(key) ||
        mediaContentType(key) !== entry.contentType ||
        bytes.length !== entry.size
      ) {
        throw new BackupError(`the media file ${JSON.stringify(entry.media)} is damaged`);
      }
      if (!target) {
        throw new BackupError(
          `the backup holds an applicant's file (${entry.media}) and no applications storage was given`,
        );
      }
      await target.put(key, bytes, entry.contentType);
      stored.push([target, key]);
    });
  } catch (error) {
    // The error that stopped the restore is the one to report, not a failed clean-up.
    for (const [target, key] of stored) await target.delete(key).catch(() => {});
    throw error;
  }
}
