import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type AppDatabase, queryRows } from "./client.server";
import { MIGRATIONS_DIR } from "./paths";

/** The newest migration this build ships (its `when`, as drizzle records it once applied). */
export function newestMigrationAt(folder = MIGRATIONS_DIR): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration this build ships (a newer instance may have applied
 * more, which an older one still works with during a rolling restart).
 */
export async function migrationsApplied(db: AppDatabase, newest: number): Promise<boolean> {
  try {
    const [row] = await queryRows<{ at: string | number | null }>(
      db,
      sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
    );
    return Number(row?.at ?? 0) >= newest;
  } catch {
    // No migrations table yet.
    return false;
  }
}
