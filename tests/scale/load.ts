import http from "node:http";

export interface LoadCounts {
  requests: number;
  /** 2xx and 3xx answers. */
  answered: number;
  /** Any other status. */
  failedStatus: number;
  /** Refused, reset or timed-out connections. */
  connectionErrors: number;
  byStatus: Record<string, number>;
  /** The first few failures, to say what went wrong. */
  samples: string[];
}

export interface Load {
  /** Ends the loops (each finishes its request in flight) and gives the counts. */
  stop(): Promise<LoadCounts>;
  /** The counts so far. */
  counts(): LoadCounts;
}

/**
 * `connections` loops, each sending GET requests one after another over kept-alive connections
 * to `base` (loopback only), cycling through `paths`, until stopped, `maxMs` has passed or
 * `maxRequests` were sent. Every answer is read to its end; a status outside 2xx/3xx or a
 * connection error is counted as a lost request.
 */
export function startLoad(
  base: string,
  {
    paths,
    connections = 50,
    maxMs = 60_000,
    maxRequests = 500_000,
  }: { paths: string[]; connections?: number; maxMs?: number; maxRequests?: number },
): Load {
  const target = new URL(base);
  if (target.hostname !== "127.0.0.1") throw new Error("the load generator only loads 127.0.0.1");
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const counts: LoadCounts = {
    requests: 0,
    answered: 0,
    failedStatus: 0,
    connectionErrors: 0,
    byStatus: {},
    samples: [],
  };
  const deadline = Date.now() + maxMs;
  let stopped = false;
  const note = (sample: string) => {
    if (counts.samples.length < 10) counts.samples.push(sample);
  };

  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port: target.port, path, agent, headers: { "accept-encoding": "br" } },
        (response) => {
          response.on("data", () => {});
          response.once("end", () => resolve(response.statusCode ?? 0));
          response.once("error", reject);
        },
      );
      request.setTimeout(15_000, () => request.destroy(new Error("timed out")));
      request.once("error", reject);
    });

  const loop = async (worker: number) => {
    for (let i = worker; ; i += connections) {
      if (stopped || Date.now() > deadline || counts.requests >= maxRequests) return;
      const path = paths[i % paths.length] as string;
      counts.requests++;
      try {
        const status = await get(path);
        counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
        if (status >= 200 && status < 400) counts.answered++;
        else {
          counts.failedStatus++;
          note(`${status} for ${path}`);
        }
      } catch (error) {
        counts.connectionErrors++;
        note(`${(error as Error).message} for ${path}`);
      }
    }
  };
  const loops = Array.from({ length: connections }, (_, worker) => loop(worker));
  return {
    counts: () => ({ ...counts, byStatus: { ...counts.byStatus }, samples: [...counts.samples] }),
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      return counts;
    },
  };
}
