import {
  type Database,
  embeddedDataPath,
  openEmbeddedDatabase,
  openPostgresDatabase,
} from "./client.server";
import { acquireDataFolderLock, type DataFolderLock } from "./data-folder-lock";

/** Which database to open: PostgreSQL at `databaseUrl`, else the embedded one in `dataDir`. */
export interface DatabaseLocation {
  readonly databaseUrl: string | undefined;
  /** Absolute. */
  readonly dataDir: string;
  /** As configured (used in messages). */
  readonly dataDirSetting: string;
}

export interface OpenedDatabase {
  database: Database;
  /** The embedded data folder's lock (absent for PostgreSQL): release it after closing. */
  lock?: DataFolderLock;
}

/**
 * Opens the database the configuration names (locking the embedded data folder first, so no
 * second process opens it) and migrates it. On failure nothing stays open or locked.
 */
export async function openDatabase(
  location: DatabaseLocation,
  options: { onConnectionLost?: (error: Error) => void } = {},
): Promise<OpenedDatabase> {
  if (location.databaseUrl) {
    const database = await openPostgresDatabase(location.databaseUrl, {
      onIdleError: options.onConnectionLost,
    });
    await migrateOrClose(database);
    return { database };
  }
  const lock = acquireDataFolderLock(location.dataDir, location.dataDirSetting);
  try {
    const database = await openEmbeddedDatabase(embeddedDataPath(location.dataDir));
    await migrateOrClose(database);
    return { database, lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function migrateOrClose(database: Database) {
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
