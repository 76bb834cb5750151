import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PROJECT_ROOT } from "../../db/paths";
import { BUILD_DIR } from "./build";
import { collectOutput } from "./server-process";

/** The shipped configuration (a conf.d file): what the scale test and the benchmark run. */
export const SHIPPED_NGINX_CONF = path.join(PROJECT_ROOT, "deploy", "nginx.conf");

/** Where nginx is: NGINX, else Debian's /usr/sbin/nginx, else the PATH's. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX, "/usr/sbin/nginx", "nginx"].filter(Boolean) as string[];
  for (const candidate of candidates) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  throw new Error(
    "nginx is not installed: apt-get install nginx-light (or set NGINX to its path). .ci/run installs it.",
  );
}

export interface NginxPorts {
  /** The site (the shipped HTTPS server block, served as plain HTTP on loopback). */
  site: number;
  /** The shipped HTTP server block (the redirect to HTTPS). */
  redirect: number;
  /** One port per app instance, in place of the upstream's `server` lines. */
  upstreams: number[];
}

/**
 * deploy/nginx.conf made runnable on this machine by changing only ports and paths: loopback
 * listen ports, the instances' ports, the build folder, the cache folder under `dir`. The TLS
 * certificate lines are left out (the test has no certificate), so the HTTPS block answers plain
 * HTTP. Every caching and proxying rule is the shipped one: a substitution that no longer finds
 * its line throws, so the file cannot drift away from what is tested.
 */
export function renderSiteConfig(
  source: string,
  ports: NginxPorts,
  dir: string,
  clientDir = path.join(BUILD_DIR, "client"),
): string {
  let text = source;
  const replace = (pattern: RegExp, replacement: string | ((match: string) => string)) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}`);
    text = text.replace(pattern, replacement as string);
  };
  const upstream = /^(\s*server )127\.0\.0\.1:\d+( [^;\n]*)?;$/gm;
  const servers = text.match(upstream) ?? [];
  if (servers.length !== ports.upstreams.length) {
    throw new Error(
      `deploy/nginx.conf names ${servers.length} instances; ${ports.upstreams.length} were started`,
    );
  }
  let next = 0;
  replace(upstream, (line) =>
    line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports.upstreams[next++]}`),
  );
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, "");
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.site};`);
  replace(/^\s*listen \[::\]:80;\n/m, "");
  replace(/listen 80;/, `listen 127.0.0.1:${ports.redirect};`);
  replace(/^\s*ssl_[a-z_]+ [^;]*;\n/gm, "");
  replace(/\/srv\/addis-site\/current\/build\/client/g, clientDir);
  replace(/\/var\/cache\/nginx\/addis-site/g, path.join(dir, "cache"));
  replace(/\/var\/www\/letsencrypt/g, path.join(dir, "acme"));
  return text;
}

/** The main configuration around the site file: foreground, one worker, everything under `dir`. */
export function mainConfig(dir: string, siteFile: string, workers = 1): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`)
    .join("\n  ");
  return `daemon off;
master_process on;
worker_processes ${workers};
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${siteFile};
}
`;
}

export interface RunningNginx {
  readonly url: string;
  readonly redirectUrl: string;
  readonly process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts nginx with the shipped configuration (rendered into `dir`) and waits for its port. */
export async function startNginx(
  ports: NginxPorts,
  dir: string,
  { workers = 1 }: { workers?: number } = {},
): Promise<RunningNginx> {
  const binary = nginxBinary();
  fs.mkdirSync(path.join(dir, "cache"), { recursive: true });
  const siteFile = path.join(dir, "site.conf");
  fs.writeFileSync(
    siteFile,
    renderSiteConfig(fs.readFileSync(SHIPPED_NGINX_CONF, "utf8"), ports, dir),
  );
  const mainFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(mainFile, mainConfig(dir, siteFile, workers));
  const child = spawn(binary, ["-e", "stderr", "-p", dir, "-c", mainFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(ports.site))) {
    if (done) throw new Error(`nginx exited at start:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${ports.site}`,
    redirectUrl: `http://127.0.0.1:${ports.redirect}`,
    process: child,
    output,
    async stop() {
      if (!done) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
