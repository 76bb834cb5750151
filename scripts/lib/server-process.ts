import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { SERVER_MAIN, SERVER_TEST_MAIN } from "./build";

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

function testHooksOn(env: Record<string, string>): boolean {
  return ["1", "true", "yes"].includes(env.TEST_HOOKS ?? "");
}

export interface ServerProcess {
  readonly process: ChildProcess;
  readonly pid: number;
  readonly url: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Resolves once /healthz answers 200 (a busy machine may take a while to open the database); rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
}

/**
 * Runs a built server in a child process: the production bundle (build/server/main.js), or with
 * TEST_HOOKS on in `env` the test entry (build/server/test-main.js: the same server plus the test
 * endpoints). `entry` picks the bundle explicitly.
 */
export async function spawnServer(
  env: Record<string, string>,
  { entry = testHooksOn(env) ? SERVER_TEST_MAIN : SERVER_MAIN }: { entry?: string } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    process: child,
    pid: child.pid as number,
    url,
    exited,
    output,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      let done = false;
      void exited.then(() => {
        done = true;
      });
      while (Date.now() < deadline) {
        if (done) throw new Error(`the server exited before it was ready:\n${output()}`);
        try {
          const res = await fetch(`${url}/healthz`);
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output()}`);
    },
  };
}

/** What a child process writes to its standard output and error, as one text so far. */
export function collectOutput(child: ChildProcess): () => string {
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return () => output;
}
