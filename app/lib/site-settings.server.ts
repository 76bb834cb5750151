import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.server";
import { siteSettings } from "../../db/schema";

/** An on/off setting the owners change in the dashboard (off until set). */
export async function readFlag(db: AppDatabase, key: string): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value === "true";
}

/** Sets an on/off setting, noting who changed it and when. */
export async function writeFlag(db: AppDatabase, key: string, on: boolean, actorId: string) {
  const value = String(on);
  await db
    .insert(siteSettings)
    .values({ key, value, updatedBy: actorId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedBy: actorId, updatedAt: new Date() },
    });
}
