import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

describe("requestLog", () => {
  it("logs each request once with its method, path, final status and duration", async () => {
    const { logger, lines } = capturingLogger();
    const app = new Hono();
    app.use(requestLog(logger));
    app.get("/ok", (c) => c.text("ok"));
    app.post("/made", (c) => c.text("made", 201));

    await app.request("/ok?x=1");
    await app.request("/made", { method: "POST" });
    await app.request("/missing");
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines.map(({ method, path, status, msg }) => ({ method, path, status, msg }))).toEqual([
      { method: "GET", path: "/ok", status: 200, msg: "request" },
      { method: "POST", path: "/made", status: 201, msg: "request" },
      { method: "GET", path: "/missing", status: 404, msg: "request" },
    ]);
    for (const line of lines) {
      expect(typeof line.ms).toBe("number");
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
  });
});
