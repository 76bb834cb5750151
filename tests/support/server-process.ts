import type { ServerProcess } from "../../scripts/lib/server-process";

// Spawning servers is shared with the benchmark (scripts/bench), so it lives in scripts/lib.
export { freePort, type ServerProcess, spawnServer } from "../../scripts/lib/server-process";

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
