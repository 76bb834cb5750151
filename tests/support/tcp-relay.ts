import net from "node:net";
import { freePort } from "./server-process";

export interface TcpRelay {
  readonly port: number;
  /** Accepts connections again. */
  up(): Promise<void>;
  /** Cuts every open connection and stops accepting: the peer is gone, as in an outage. */
  down(): Promise<void>;
}

/** A TCP relay in front of a server (PostgreSQL) that can be cut and restored, like an outage. */
export async function tcpRelay(target: URL, defaultPort = 5432): Promise<TcpRelay> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || defaultPort), target.hostname);
        sockets.add(client);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        const close = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", close).on("close", close);
        upstream.on("error", close).on("close", close);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (server) server.close(() => resolve());
      else resolve();
    });
  await up();
  return { port, up, down };
}
