import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** A request the receiver took, verified with the standardwebhooks package. */
export interface ReceivedWebhook {
  id: string;
  headers: Record<string, string>;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** Whether `standardwebhooks` accepted its signature with the secret given. */
  verified: boolean;
}

/** How it answers: 204, a status of its choosing, or never (the connection held open). */
export type ReceiverMode = "ok" | "never" | number;

/**
 * A webhook receiver on loopback: it keeps every request, verifies each signature with the
 * secret it is told, and answers as its `mode` says.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const held = new Set<http.ServerResponse>();
  let secret = "";
  let mode: ReceiverMode = "ok";
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      let verified = false;
      try {
        new Webhook(secret).verify(body, headers);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({
        id: headers["webhook-id"] ?? "",
        headers,
        body,
        payload: JSON.parse(body),
        verified,
      });
      if (mode === "never") {
        held.add(response);
        return;
      }
      response.statusCode = mode === "ok" ? 204 : mode;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The endpoint's secret, shown once at its creation. */
    setSecret(value: string) {
      secret = value;
    },
    answer(next: ReceiverMode) {
      mode = next;
    },
    /** The requests of one event type. */
    of(type: string) {
      return received.filter((request) => request.payload.type === type);
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
