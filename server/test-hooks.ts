import type { Env, Hono } from "hono";
import type { Database } from "../db/client.server";
import { newsArticles } from "../db/schema";

/**
 * Endpoints the end-to-end and process tests drive: an insert they can count acknowledgements
 * of, and a slow request to interrupt. Mounted only with TEST_HOOKS=1.
 */
export function registerTestHooks<E extends Env>(app: Hono<E>, database: Database) {
  app.post("/__test/articles", async (c) => {
    const body = (await c.req.json()) as { title?: string; slug?: string };
    const title = body.title ?? "Test article";
    const [row] = await database.db
      .insert(newsArticles)
      .values({
        title,
        slug: body.slug ?? crypto.randomUUID(),
        summary: "Inserted by a test.",
        content: "Inserted by a test.",
        author: "Test",
      })
      .returning({ id: newsArticles.id });
    return c.json({ id: row?.id }, 201);
  });

  app.get("/__test/articles/count", async (c) => {
    const count = await database.db.$count(newsArticles);
    return c.json({ count });
  });

  app.get("/__test/slow", async (c) => {
    const ms = Math.min(Number(c.req.query("ms") ?? 1000), 30_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return c.text(`waited ${ms} ms`);
  });
}
