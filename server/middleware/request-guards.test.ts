import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  clientAddress,
  closeAfterRefusal,
  isPrivateAddress,
  limitBodySize,
  MAX_BODY_BYTES,
  rejectCrossSiteWrites,
} from "./request-guards";

describe("rejectCrossSiteWrites", () => {
  const app = new Hono();
  app.use(rejectCrossSiteWrites("https://aig.example"));
  app.all("*", (c) => c.text("ok"));
  const post = (headers: Record<string, string>) =>
    app.request("http://localhost/admin", { method: "POST", headers });

  it("lets same-site and header-less writes through", async () => {
    expect((await post({ origin: "http://localhost" })).status).toBe(200);
    expect((await post({ origin: "https://aig.example" })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    expect(
      (await app.request("http://localhost/admin", { headers: { origin: "https://evil.example" } }))
        .status,
    ).toBe(200);
  });

  it("refuses foreign, null and cross-site origins", async () => {
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ origin: "null" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ origin: "http://localhost.evil.example" })).status).toBe(403);
  });
});

describe("clientAddress", () => {
  it("recognises proxy addresses", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "192.168.0.9", "172.20.0.1", "::1", "fd00::1"]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ["203.0.113.7", "172.32.0.1", "2001:db8::1"]) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it("reads X-Forwarded-For only with TRUST_PROXY", async () => {
    const seen: string[] = [];
    for (const trust of [false, true]) {
      const app = new Hono();
      app.get("*", (c) => {
        seen.push(clientAddress(c, trust));
        return c.text("ok");
      });
      await app.request("http://localhost/", {
        headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.9" },
      });
    }
    // In-process requests have no socket: without TRUST_PROXY the address stays unknown.
    expect(seen).toEqual(["unknown", "203.0.113.9"]);
  });
});

describe("limitBodySize", () => {
  const app = new Hono();
  app.use(limitBodySize());
  app.all("*", async (c) => c.text(`read ${(await c.req.text()).length}`));

  it("refuses write bodies over MAX_BODY_BYTES with 413, before the handler reads them", async () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const big = await app.request("/admin", { method, body: "x".repeat(MAX_BODY_BYTES + 1) });
      expect(big.status, method).toBe(413);
      expect(await big.text()).toBe("Payload Too Large");
    }
  });

  it("lets bodies up to the limit and bodiless requests through", async () => {
    const exact = await app.request("/admin", { method: "POST", body: "x".repeat(MAX_BODY_BYTES) });
    expect(exact.status).toBe(200);
    expect(await exact.text()).toBe(`read ${MAX_BODY_BYTES}`);
    expect((await app.request("/")).status).toBe(200);
  });

  it("takes a smaller limit when given one", async () => {
    const small = new Hono();
    small.use(limitBodySize(10));
    small.post("*", (c) => c.text("ok"));
    expect((await small.request("/", { method: "POST", body: "12345678901" })).status).toBe(413);
    expect((await small.request("/", { method: "POST", body: "1234567890" })).status).toBe(200);
  });

  it("raises the limit for the exact paths given an allowance, and only for them", async () => {
    const app = new Hono();
    app.use(limitBodySize(10, { "/upload": 20 }));
    app.post("*", (c) => c.text("ok"));
    const post = (path: string, size: number) =>
      Promise.resolve(app.request(path, { method: "POST", body: "x".repeat(size) })).then(
        (response) => response.status,
      );
    expect(await post("/upload", 20)).toBe(200);
    expect(await post("/upload", 21)).toBe(413);
    expect(await post("/upload/other", 11)).toBe(413);
    expect(await post("/", 11)).toBe(413);
  });

  it("lets a streamed path's body through unread when its announced length is within the limit", async () => {
    const app = new Hono();
    app.use(limitBodySize(10, {}, { "/video": 100 }));
    let pulled = 0;
    app.post("*", (c) => c.text("not read"));
    const stream = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(50));
        },
      });
    const post = (headers: Record<string, string>) =>
      Promise.resolve(
        app.request("/video", {
          method: "POST",
          body: stream(),
          headers,
          duplex: "half",
        } as RequestInit),
      );
    // No length: refused, not measured by reading it.
    const unannounced = await post({});
    expect(unannounced.status).toBe(411);
    expect((await post({ "content-length": "101" })).status).toBe(413);
    expect((await post({ "content-length": "abc" })).status).toBe(411);
    const within = await post({ "content-length": "100" });
    expect(within.status).toBe(200);
    expect(await within.text()).toBe("not read");
    expect(pulled).toBeLessThanOrEqual(4);
    // Other paths keep their limit.
    expect((await app.request("/", { method: "POST", body: "x".repeat(11) })).status).toBe(413);
  });
});

describe("closeAfterRefusal", () => {
  /** A refusal that never reads the body, and how much of the sent body was pulled. */
  function refusing(fromProxy: boolean, stall = false) {
    const app = new Hono();
    app.use(
      closeAfterRefusal({ fromProxy: () => fromProxy, drainBytes: 1024 * 1024, drainMs: 200 }),
    );
    app.post("*", (c) => c.text("Sign in required.", 401));
    return async (bytes: number) => {
      let pulled = 0;
      let left = bytes;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          // A sender that stops half-way: the body never ends.
          if (stall && pulled > 0) return new Promise<void>(() => {});
          if (left <= 0) return controller.close();
          const chunk = new Uint8Array(Math.min(64 * 1024, left));
          left -= chunk.length;
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await app.request("http://localhost/admin/media/upload-video", {
        method: "POST",
        body,
        headers: { "content-length": String(bytes) },
        duplex: "half",
      } as RequestInit);
      return { response, pulled };
    };
  }

  it("ends the connection of a client whose body it did not read", async () => {
    const { response, pulled } = await refusing(false)(512 * 1024);
    expect(response.status).toBe(401);
    expect(response.headers.get("connection")).toBe("close");
    expect(pulled).toBeLessThan(512 * 1024);
  });

  it("reads a proxy's whole body instead, so the proxy passes the refusal on", async () => {
    const send = refusing(true);
    const small = await send(512 * 1024);
    expect(small.response.status).toBe(401);
    expect(small.response.headers.get("connection")).toBeNull();
    expect(small.pulled).toBe(512 * 1024);
    // A body announced over the bound is not read: the connection ends after all.
    const large = await send(4 * 1024 * 1024);
    expect(large.response.headers.get("connection")).toBe("close");
    expect(large.pulled).toBeLessThan(4 * 1024 * 1024);
    // Nor is one that stops coming: after the time allowed, the connection ends.
    const stalled = await refusing(true, true)(512 * 1024);
    expect(stalled.response.status).toBe(401);
    expect(stalled.response.headers.get("connection")).toBe("close");
  });
});
