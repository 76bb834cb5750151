import { execFile, execFileSync, spawnSync } from "node:child_process";

/** Seconds per wrk run (BENCH_SECONDS, 10 by default). */
export const DURATION = process.env.BENCH_SECONDS ?? "10";

/** Installs `pkg` with apt-get when `binary` is not on the PATH (the benchmark runs as root). */
export function ensureTool(binary: string, pkg: string) {
  if (spawnSync("which", [binary]).status === 0) return;
  console.error(`installing ${pkg}…`);
  execFileSync("apt-get", ["install", "-y", pkg], { stdio: "ignore" });
}

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx/3xx and socket errors. */
  failed: number;
}

/** One wrk run: 1 thread, 32 connections, DURATION seconds; `script`: a Lua request script. */
export function wrk(url: string, script?: string): WrkResult {
  return wrkFigures(execFileSync("wrk", wrkArgs(url, script), { encoding: "utf8" }));
}

/** A wrk run as `wrk` makes it, leaving this process free meanwhile (to send other traffic). */
export function wrkInBackground(url: string, script?: string): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    execFile("wrk", wrkArgs(url, script), { encoding: "utf8" }, (error, out) =>
      error ? reject(error) : resolve(wrkFigures(out)),
    );
  });
}

function wrkArgs(url: string, script: string | undefined): string[] {
  return ["-t1", "-c32", `-d${DURATION}s`, "--latency", ...(script ? ["-s", script] : []), url];
}

function wrkFigures(out: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const toMs = (value: string, unit: string) =>
    Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  const pct = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? toMs(m[1] ?? "0", m[2] ?? "ms") : 0;
  };
  const count = (pattern: RegExp) =>
    [...(pattern.exec(out)?.slice(1) ?? [])].reduce((sum, n) => sum + Number(n ?? 0), 0);
  const failed =
    count(/Non-2xx or 3xx responses:\s+(\d+)/) +
    count(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return { rps, p50: pct("50"), p99: pct("99"), failed };
}

/** The mean of several runs. */
export function average(list: WrkResult[]): WrkResult {
  return {
    rps: list.reduce((s, r) => s + r.rps, 0) / list.length,
    p50: list.reduce((s, r) => s + r.p50, 0) / list.length,
    p99: list.reduce((s, r) => s + r.p99, 0) / list.length,
    failed: list.reduce((s, r) => s + r.failed, 0),
  };
}
