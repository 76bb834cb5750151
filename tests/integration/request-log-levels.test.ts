import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { TestClient } from "../support/http-client";
import { appOn } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

interface LogLine {
  level: number;
  msg: string;
  status?: number;
  method?: string;
  path?: string;
}

const ERROR = 50;

/**
 * A client's mistakes are the client's: a scan of a public site sends thousands of them, and
 * none may reach the log as an error (which is kept for our own faults) or as unstructured text.
 */
describe("log levels of a client's mistakes", () => {
  let test: TestDatabase;
  let app: ReturnType<typeof appOn>;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    test = await createTestDatabase("embedded");
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    );
    app = appOn(test.database, {}, { logger });
  });
  afterAll(() => test?.drop());

  it("logs 405, 404, 400 and 413 answers at info, never as errors or console text", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    onTestFinished(() => {
      warn.mockRestore();
      error.mockRestore();
    });
    const client = new TestClient(app);
    const answers: Record<string, number> = {};
    const ask = async (label: string, answer: Response | Promise<Response>) => {
      const response = await answer;
      await response.arrayBuffer();
      answers[label] = response.status;
    };
    for (const path of ["/", "/news", "/sector/mining", "/rss.xml", "/no-such-page"]) {
      await ask(`POST ${path}`, client.post(path, { anything: "x" }));
    }
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      await ask(
        `${method} /videos`,
        app.request("http://localhost/videos", { method, headers: { origin: "http://localhost" } }),
      );
    }
    await ask("GET /no-such-page", client.get("/no-such-page"));
    await ask("GET /news/no-such-article", client.get("/news/no-such-article"));
    await ask("GET /news/%FF", client.get("/news/%FF"));
    await ask("GET /%E0%A4%A", client.get("/%E0%A4%A"));
    await ask(
      "POST /?index 2 MB",
      client.post("/?index", { intent: "contact", message: "a".repeat(2 * 1024 * 1024) }),
    );
    await ask(
      "POST /admin/sign-in broken multipart",
      app.request("http://localhost/admin/sign-in", {
        method: "POST",
        headers: {
          origin: "http://localhost",
          "content-type": "multipart/form-data; boundary=x",
        },
        body: "garbage",
      }),
    );
    await ask(
      "POST / cross-site",
      client.post("/?index", { intent: "contact" }, { origin: "https://evil.example" }),
    );

    expect(answers).toEqual({
      "POST /": 405,
      "POST /news": 405,
      "POST /sector/mining": 405,
      "POST /rss.xml": 405,
      "POST /no-such-page": 405,
      "PUT /videos": 405,
      "DELETE /videos": 405,
      "PATCH /videos": 405,
      "GET /no-such-page": 404,
      "GET /news/no-such-article": 404,
      "GET /news/%FF": 400,
      "GET /%E0%A4%A": 400,
      "POST /?index 2 MB": 413,
      "POST /admin/sign-in broken multipart": 400,
      "POST / cross-site": 403,
    });
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // Each is still in the log, as the request it was.
    const refused = lines.find((l) => l.msg === "request" && l.status === 405);
    expect(refused).toMatchObject({ level: 30, method: "POST", path: "/" });
    expect(lines.filter((l) => l.msg === "request")).toHaveLength(Object.keys(answers).length);
  });
});
