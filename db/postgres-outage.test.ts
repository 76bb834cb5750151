import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { tcpRelay } from "../tests/support/tcp-relay";
import { createTestDatabase } from "../tests/support/test-database";
import { type Database, openPostgresDatabase, queryRows } from "./client.server";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated test database reached through a relay that can be cut like an outage. */
async function throughRelay() {
  const test = await createTestDatabase("postgres");
  cleanups.push(() => test.drop());
  const relay = await tcpRelay(new URL(test.location));
  cleanups.push(() => relay.down());
  const url = new URL(test.location);
  url.host = `127.0.0.1:${relay.port}`;
  const lost: Error[] = [];
  const database = await openPostgresDatabase(url.toString(), {
    onIdleError: (error) => lost.push(error),
  });
  cleanups.push(() => database.close());
  return { database, relay, lost };
}

async function answers(database: Database): Promise<number> {
  const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
  return Number(row?.one);
}

// A connection lost while the application holds it must fail that work only: an unhandled
// 'error' event on a checked-out connection would end the whole server process.
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL going away", () => {
  it("fails a transaction whose connection is cut, and the pool recovers once it returns", async () => {
    const { database, relay } = await throughRelay();
    expect(await answers(database)).toBe(1);
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Between two statements, the connection checked out by this transaction is cut.
      await relay.down();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();
    await expect(answers(database)).rejects.toThrow();
    await relay.up();
    await expect.poll(() => answers(database).catch(() => 0), { timeout: 10_000 }).toBe(1);
  });

  it("fails a running query whose connection is cut, and the idle connections are reported", async () => {
    const { database, relay, lost } = await throughRelay();
    // Two connections: one idle in the pool, one running a slow query.
    await Promise.all([answers(database), answers(database)]);
    const slow = database.db.execute(sql`select pg_sleep(5)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await relay.down();
    await expect(slow).rejects.toThrow();
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    await relay.up();
    await expect.poll(() => answers(database).catch(() => 0), { timeout: 10_000 }).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("listening for other instances' changes", () => {
  async function listeningConnections(database: Database, channel: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_stat_activity
          where datname = current_database() and query = ${`listen "${channel}"`}`,
    );
    return Number(row?.count);
  }

  it("listens again on one connection after an outage, and treats what it missed as a change", async () => {
    const { database, relay } = await throughRelay();
    let heard = 0;
    database.listen("outage_channel", () => {
      heard++;
    });
    // Another instance's announcement (an instance does not act on its own).
    const announce = () =>
      database.db.execute(sql`select pg_notify('outage_channel', 'another instance')`);
    await expect.poll(() => listeningConnections(database, "outage_channel")).toBe(1);
    await announce();
    await expect.poll(() => heard).toBe(1);

    await relay.down();
    // Cached pages keep serving while PostgreSQL is away: the loss itself is no change.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(1);
    await relay.up();
    // Back after the retry delay: what was announced meanwhile is unknown, so it counts as one.
    await expect.poll(() => heard, { timeout: 15_000 }).toBe(2);
    // A lost connection reports more than one error; it is replaced by exactly one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await listeningConnections(database, "outage_channel")).toBe(1);
    await announce();
    await expect.poll(() => heard).toBe(3);
  });
});
