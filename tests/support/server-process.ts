import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { SERVER_MAIN } from "./build";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly process: ChildProcess;
  readonly pid: number;
  readonly url: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Resolves once /healthz answers 200; rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
}

/** Runs the real production server bundle (build/server/main.js) in a child process. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    process: child,
    pid: child.pid as number,
    url,
    exited,
    output: () => output,
    async ready(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let done = false;
      void exited.then(() => {
        done = true;
      });
      while (Date.now() < deadline) {
        if (done) throw new Error(`the server exited before it was ready:\n${output}`);
        try {
          const res = await fetch(`${url}/healthz`);
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output}`);
    },
  };
}

/**
 * Inserts rows through /__test/articles from `writers` concurrent clients until `minimum` are
 * acknowledged, then kills the server with SIGKILL mid-burst. Returns the acknowledged ids.
 */
export async function writeThenKill(
  server: ServerProcess,
  minimum: number,
  writers = 8,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (worker: number) => {
    for (let i = 0; !killed; i++) {
      try {
        const res = await fetch(`${server.url}/__test/articles`, {
          method: "POST",
          body: JSON.stringify({ title: `burst ${worker}-${i}` }),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const running = Array.from({ length: writers }, (_, worker) => writer(worker));
  while (acknowledged.length < minimum) await new Promise((resolve) => setTimeout(resolve, 10));
  server.process.kill("SIGKILL");
  killed = true;
  await server.exited;
  await Promise.all(running);
  return acknowledged;
}
