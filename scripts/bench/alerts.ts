/**
 * Alerts at their expected size: an article sent to 10,000 subscribers through a local SMTP
 * server. Deliveries per second without a rate, the server's memory while the queue drains, the
 * cached home page's throughput meanwhile against idle, and the configured rate kept.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { openEmbeddedDatabase } from "../../db/client.server";
import { freePort, spawnServer } from "../lib/server-process";
import { rssMb } from "./memory";
import { ensureTool, wrk } from "./wrk";

export const BENCH_SUBSCRIBERS = 10_000;

/** An SMTP server on loopback that takes every message and notes when each arrived. */
async function countingReceiver() {
  const arrivals: number[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    maxClients: 50,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A data folder with `subscribers` confirmed subscribers of every news item. */
async function seededDataDir(subscribers: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-alerts-"));
  const database = await openEmbeddedDatabase(path.join(dataDir, "pgdata"));
  try {
    await database.migrate();
    await database.db.execute(
      sql`insert into alert_subscribers (email, topics, state, confirmed_at, language)
        select 'reader' || n || '@example.com', '{"news":{"sectors":[]}}'::jsonb, 'active', now(),
          (array['en','am','om'])[1 + n % 3]
        from generate_series(1, ${subscribers}) as n`,
    );
  } finally {
    await database.close();
  }
  return dataDir;
}

async function publishArticle(url: string, attempt = 0): Promise<void> {
  // A keep-alive socket the server closed during the wrk run fails once: tried again.
  const response = await fetch(`${url}/__test/content`, {
    method: "POST",
    body: JSON.stringify({
      kind: "article",
      slug: `bench-alert-${Date.now()}`,
      title: "The Modjo plant delivers its first electric buses",
      summary: "Twenty buses leave the line for Addis Ababa's public transport.",
      content: "## A milestone\n\nThe first buses were handed over today.",
      published: true,
    }),
    headers: { "content-type": "application/json", connection: "close" },
  }).catch((error: unknown) => {
    if (attempt > 0) throw error;
    return undefined;
  });
  if (!response) return publishArticle(url, attempt + 1);
  if (!response.ok) throw new Error(`publishing failed: ${response.status}`);
}

async function waitFor(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureAlerts(row: (label: string, value: string) => void) {
  ensureTool("wrk", "wrk");
  // 1. No rate: as fast as the SMTP server takes them, with the home page under load meanwhile.
  {
    const receiver = await countingReceiver();
    const dataDir = await seededDataDir(BENCH_SUBSCRIBERS);
    const server = await spawnServer({
      DATA_DIR: dataDir,
      TEST_HOOKS: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: receiver.url,
      ALERTS_PER_MINUTE: "0",
    });
    try {
      await server.ready(120_000);
      // A first run warms the server up; the second is the idle figure.
      wrk(`${server.url}/`);
      const idleRss = rssMb(server.pid);
      const idle = wrk(`${server.url}/`);
      const started = performance.now();
      await publishArticle(server.url);
      let peakRss = idleRss;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(server.pid));
      }, 100);
      // The home page's throughput while the queue drains (wrk runs as long as it takes).
      await waitFor(() => receiver.arrivals.length >= 200, 60_000);
      const busy = wrk(`${server.url}/`);
      const busyDuring = receiver.arrivals.length < BENCH_SUBSCRIBERS;
      await waitFor(() => receiver.arrivals.length >= BENCH_SUBSCRIBERS, 15 * 60_000);
      clearInterval(sampler);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const afterRss = rssMb(server.pid);
      const seconds = ((receiver.arrivals.at(-1) ?? started) - started) / 1000;
      row(
        `Alerts: one article to ${BENCH_SUBSCRIBERS.toLocaleString("en")} subscribers, no rate`,
        `last delivery after ${seconds.toFixed(1)} s, ${(BENCH_SUBSCRIBERS / seconds).toFixed(0)} deliveries/s`,
      );
      row(
        "Alerts: server RSS while the queue drains",
        `${idleRss.toFixed(0)} MB idle, ${peakRss.toFixed(0)} MB at most (+${(peakRss - idleRss).toFixed(0)} MB), ${afterRss.toFixed(0)} MB after`,
      );
      row(
        "Alerts: cached / while sending vs idle",
        `${busy.rps.toFixed(0)} vs ${idle.rps.toFixed(0)} req/s (ratio ${(busy.rps / idle.rps).toFixed(2)}${busyDuring ? "" : "; the queue drained before the run ended"}), p99 ${busy.p99.toFixed(1)} vs ${idle.p99.toFixed(1)} ms`,
      );
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
      await receiver.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // 2. A rate: ALERTS_PER_MINUTE kept (600 a minute for 300 subscribers: 30 s).
  {
    const perMinute = 600;
    const subscribers = 300;
    const receiver = await countingReceiver();
    const dataDir = await seededDataDir(subscribers);
    const server = await spawnServer({
      DATA_DIR: dataDir,
      TEST_HOOKS: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: receiver.url,
      ALERTS_PER_MINUTE: String(perMinute),
    });
    try {
      await server.ready(120_000);
      await publishArticle(server.url);
      await waitFor(() => receiver.arrivals.length >= subscribers, 5 * 60_000);
      const first = receiver.arrivals[0] ?? 0;
      const last = receiver.arrivals.at(-1) ?? first;
      const achieved = ((subscribers - 1) / ((last - first) / 1000)) * 60;
      row(
        `Alerts: ALERTS_PER_MINUTE=${perMinute}, ${subscribers} subscribers`,
        `${achieved.toFixed(0)} a minute achieved; 10,000 at the default 120 a minute take ${(10_000 / 120).toFixed(0)} min`,
      );
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
      await receiver.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
