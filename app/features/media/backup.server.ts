import { buffer } from "node:stream/consumers";
import { BackupError, backupDatabase, type MediaEntry, restoreDatabase } from "../../../db/backup";
import type { AppDatabase } from "../../../db/client.server";
import { isMediaKey, type MediaStorage, mediaContentType } from "./storage.server";

/**
 * Backups carry the media files beside the rows, in the same file (db/backup.ts describes the
 * format), so one file restores the whole site into either storage.
 */

/** Every stored file as a backup entry, read one at a time: never more than one in memory. */
async function* mediaEntries(storage: MediaStorage): AsyncGenerator<MediaEntry> {
  for await (const key of storage.keys()) {
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed
    const bytes = await buffer(object.body);
    yield {
      media: key,
      contentType: object.contentType,
      size: bytes.length,
      data: bytes.toString("base64"),
    };
  }
}

/**
 * The rows (one consistent snapshot), then the media files. A file uploaded meanwhile may come
 * without its row, which is harmless: the files are read after the rows.
 */
export function backupWithMedia(
  db: AppDatabase,
  storage: MediaStorage,
  write: (line: string) => Promise<void> | void,
): Promise<{ rows: number; tables: Record<string, number>; media: number }> {
  return backupDatabase(db, write, mediaEntries(storage));
}

/**
 * Restores a backup into an empty database and an empty storage (either is refused otherwise).
 * The rows go in in one transaction, and the files stored before a failure are deleted again:
 * a failed restore leaves both as it found them.
 */
export async function restoreWithMedia(
  db: AppDatabase,
  storage: MediaStorage,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<{ rows: number; media: number }> {
  for await (const key of storage.keys()) {
    throw new BackupError(
      `the target media storage is not empty (it holds ${key}); restore needs an empty media folder or bucket`,
    );
  }
  const stored: string[] = [];
  try {
    return await restoreDatabase(db, lines, async (entry) => {
      const bytes = Buffer.from(entry.data, "base64");
      if (
        !isMediaKey(entry.media) ||
        mediaContentType(entry.media) !== entry.contentType ||
        bytes.length !== entry.size
      ) {
        throw new BackupError(`the media file ${JSON.stringify(entry.media)} is damaged`);
      }
      await storage.put(entry.media, bytes, entry.contentType);
      stored.push(entry.media);
    });
  } catch (error) {
    // The error that stopped the restore is the one to report, not a failed clean-up.
    for (const key of stored) await storage.delete(key).catch(() => {});
    throw error;
  }
}
