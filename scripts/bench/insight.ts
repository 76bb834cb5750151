/**
 * What counting page views costs the public pages (ADR 054): cached GET / alone versus with
 * beacons arriving at a steady rate, and the beacon endpoint's own throughput.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { average, type WrkResult, wrk, wrkInBackground } from "./wrk";

/** Beacons a second sent beside the page load: far more views than the site will ever have. */
export const BEACONS_PER_SECOND = 100;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const PAGES = ["/", "/am", "/news/bench-article-1", "/sector/mining"];
/** Pairs of runs, alone and with beacons. */
const ROUNDS = 5;

/**
 * The `n`th beacon: each visitor reads the four pages, one after the other, from an address of
 * its own (the server runs with TRUST_PROXY: the last hop counts).
 */
function beaconBody(n: number) {
  return JSON.stringify({ p: PAGES[n % PAGES.length], r: "https://www.google.com/", w: 1280 });
}
function visitorAddress(n: number) {
  const visitor = Math.floor(n / PAGES.length);
  return `198.18.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** wrk's request script: a beacon a request, each visitor reading the four pages. */
const BEACON_SCRIPT = `
local pages = { ${PAGES.map((page) => `"${page}"`).join(", ")} }
local n = 0
request = function()
  n = n + 1
  local v = math.floor(n / #pages)
  local body = '{"p":"' .. pages[n % #pages + 1] .. '","r":"https://www.google.com/","w":1280}'
  local headers = {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["User-Agent"] = "${BROWSER}",
    ["X-Forwarded-For"] = "198.19." .. (math.floor(v / 256) % 256) .. "." .. (v % 256),
  }
  return wrk.format("POST", "/seen", headers, body)
end
`;

/** Sends beacons at BEACONS_PER_SECOND until stopped; how many were answered. */
function steadyBeacons(url: string): { stop(): Promise<number> } {
  let sent = 0;
  let answered = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    for (let i = 0; i < BEACONS_PER_SECOND / 10; i++) {
      const n = sent++;
      const request = sendBeacon(url, n)
        .then(() => {
          answered++;
        })
        .catch(() => undefined)
        .finally(() => pending.delete(request));
      pending.add(request);
    }
  }, 100);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return answered;
    },
  };
}

/** A process's CPU time so far, in ms (Linux: /proc/<pid>/stat, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The server's CPU time per request of `send` (`count` of them, 20 at a time, and the flush that
 * follows), less what it spends idle meanwhile: a figure the machine's other load hardly moves.
 */
async function cpuPerRequest(pid: number, count: number, send: (n: number) => Promise<unknown>) {
  const idleFrom = cpuMs(pid);
  const idleStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const idlePerMs = (cpuMs(pid) - idleFrom) / (performance.now() - idleStarted);
  const from = cpuMs(pid);
  const started = performance.now();
  for (let n = 0; n < count; n += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, i) => send(n + i)));
  }
  // The batch is written within 5 s: its cost is the beacons' too.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const idle = idlePerMs * (performance.now() - started);
  return Math.max(0, cpuMs(pid) - from - idle) / count;
}

/**
 * Pins the server (every thread) to the first core and this process, and the wrk it starts, to
 * the others, where `taskset` and two cores exist; whether it did.
 */
function pinApart(serverPid: number): boolean {
  const cores = os.availableParallelism();
  if (cores < 2 || spawnSync("which", ["taskset"]).status !== 0) return false;
  execFileSync("taskset", ["-a", "-pc", "0", String(serverPid)], { stdio: "ignore" });
  execFileSync("taskset", ["-a", "-pc", `1-${cores - 1}`, String(process.pid)], {
    stdio: "ignore",
  });
  return true;
}

function sendBeacon(url: string, n: number) {
  return fetch(`${url}/seen`, {
    method: "POST",
    body: beaconBody(n),
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": BROWSER,
      "x-forwarded-for": visitorAddress(n),
    },
  }).then((response) => response.arrayBuffer());
}

export async function measureInsight(
  url: string,
  pid: number,
  row: (label: string, value: string) => void,
) {
  // The server on one core, the load (wrk, and this process sending the beacons) on the other:
  // the ratio is then the server's own, not the load generators' competing for its core.
  const pinned = pinApart(pid);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "aig-bench-insight-"));
  const script = path.join(dir, "beacon.lua");
  fs.writeFileSync(script, BEACON_SCRIPT);
  try {
    // Warm: the page cache holds / and the day's salt is made.
    await fetch(`${url}/`);
    await steadyBeacons(url).stop();
    const alone: WrkResult[] = [];
    const counted: WrkResult[] = [];
    let beacons = 0;
    // Alternated, and compared pair by pair: a burst of other load on the machine moves one pair.
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(wrk(`${url}/`));
      const traffic = steadyBeacons(url);
      counted.push(await wrkInBackground(`${url}/`));
      beacons += await traffic.stop();
    }
    const a = average(alone);
    const b = average(counted);
    const ratios = counted.map((run, i) => run.rps / (alone[i]?.rps ?? run.rps));
    const ratio = [...ratios].sort((x, y) => x - y)[Math.floor(ratios.length / 2)] ?? 0;
    row(
      `GET / (page cache) alone / with ${BEACONS_PER_SECOND} beacons/s${pinned ? ", the server on a core of its own" : ""}`,
      `${a.rps.toFixed(0)} / ${b.rps.toFixed(0)} req/s (×${ratio.toFixed(2)}, the median of ${ROUNDS} pairs: ${ratios.map((r) => r.toFixed(2)).join(", ")}${ratio < 0.95 ? "; below the 0.95 target" : ""}${a.failed + b.failed > 0 ? `; ${a.failed} / ${b.failed} failed` : ""}); p99 ${a.p99.toFixed(2)} / ${b.p99.toFixed(2)} ms; ${beacons} beacons answered`,
    );
    const page = await cpuPerRequest(pid, 5_000, () =>
      fetch(`${url}/`).then((response) => response.arrayBuffer()),
    );
    // Visitors not seen in the runs above.
    const beacon = await cpuPerRequest(pid, 5_000, (n) => sendBeacon(url, 1_000_000 + n));
    row(
      "Server CPU per request: GET / (page cache) / a beacon, counted",
      `${page.toFixed(3)} / ${beacon.toFixed(3)} ms; ${BEACONS_PER_SECOND} beacons/s take ${((BEACONS_PER_SECOND * beacon) / 10).toFixed(1)}% of a core`,
    );
    const endpoint = average([wrk(`${url}/seen`, script), wrk(`${url}/seen`, script)]);
    row(
      "POST /seen (a beacon, counted)",
      `${endpoint.rps.toFixed(0)} req/s; p50 ${endpoint.p50.toFixed(2)} ms; p99 ${endpoint.p99.toFixed(2)} ms${endpoint.failed > 0 ? `; ${endpoint.failed} failed` : ""}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
