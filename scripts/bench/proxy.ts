/**
 * The site behind nginx with the shipped micro-cache (deploy/nginx.conf) against nginx serving
 * the same page as a static file: the ceiling a proxy in front can reach.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nginxBinary, startNginx } from "../lib/nginx";
import { freePort } from "../lib/server-process";
import { average, type WrkResult, wrk } from "./wrk";

/** Headers nginx writes itself, or that describe one answer rather than the page. */
const OWN_HEADERS =
  /^(date|connection|keep-alive|transfer-encoding|content-length|content-type|server|etag|last-modified|accept-ranges|x-cache-status)$/;

/**
 * GET / through nginx with deploy/nginx.conf in front of the instance at `url` (its micro-cache
 * serving, one request a second refreshing it) versus nginx (the same single worker) serving the
 * same bytes, with the same headers, as a static file. Alternated, wrk with 1 thread and 32
 * connections as the other rows; printed as a ratio, target ≥ 0.9.
 */
export async function measureProxy(url: string, row: (label: string, value: string) => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "aig-proxy-"));
  const port = Number(new URL(url).port);
  const [site, redirect, staticPort] = await Promise.all([freePort(), freePort(), freePort()]);
  // Both upstream lines point at the one instance: the configuration is the shipped one.
  const proxy = await startNginx({ site, redirect, upstreams: [port, port] }, root);
  let plain: ChildProcess | undefined;
  try {
    // Uncompressed, as wrk asks for it.
    const identity = { headers: { "accept-encoding": "identity" } };
    const page = await fetch(`http://127.0.0.1:${site}/`, identity);
    if (page.headers.has("content-encoding")) throw new Error("the page came compressed");
    const body = Buffer.from(await page.arrayBuffer());
    const headers = [...page.headers]
      .filter(([name]) => !OWN_HEADERS.test(name))
      .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}";`)
      .join("\n      ");
    fs.mkdirSync(path.join(root, "static"));
    fs.writeFileSync(path.join(root, "static", "index.html"), body);
    const conf = path.join(root, "static.conf");
    fs.writeFileSync(
      conf,
      `worker_processes 1; daemon off; pid ${root}/static.pid; error_log stderr;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 1024; }
http { access_log off; default_type text/html;
  server { listen 127.0.0.1:${staticPort}; root ${root}/static;
    location / {
      ${headers}
    }
  }
}`,
    );
    plain = spawn(nginxBinary(), ["-e", "stderr", "-p", root, "-c", conf], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const check = await fetch(`http://127.0.0.1:${staticPort}/`, identity);
    if (!Buffer.from(await check.arrayBuffer()).equals(body)) {
      throw new Error(`the static nginx does not serve the page (${check.status})`);
    }

    const cached: WrkResult[] = [];
    const fromFile: WrkResult[] = [];
    for (let round = 0; round < 3; round++) {
      cached.push(wrk(`http://127.0.0.1:${site}/`));
      fromFile.push(wrk(`http://127.0.0.1:${staticPort}/`));
    }
    const a = average(cached);
    const b = average(fromFile);
    const ratio = a.rps / b.rps;
    row(
      "GET / through nginx micro-cache / nginx static file",
      `${a.rps.toFixed(0)} / ${b.rps.toFixed(0)} req/s (×${ratio.toFixed(2)}${ratio < 0.9 ? ", below the 0.9 target" : ""}${a.failed + b.failed > 0 ? `, ${a.failed} / ${b.failed} failed` : ""}); p50 ${a.p50.toFixed(2)} / ${b.p50.toFixed(2)} ms; p99 ${a.p99.toFixed(2)} / ${b.p99.toFixed(2)} ms`,
    );
  } finally {
    plain?.kill("SIGTERM");
    await proxy.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
