import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../db/paths";
import { type ServerProcess, spawnServer } from "../support/server-process";
import { migratedDataDir, tempDir } from "../support/test-database";

/** `npm run admin` without npm: the build is current (the tests' global setup made sure). */
const CLI = path.join(PROJECT_ROOT, "scripts", "admin-cli.mjs");

/** Runs the command with `input` on its standard input; resolves with its exit code and output. */
async function runCli(args: string[], env: Record<string, string>, input = "") {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk) => {
    output += chunk;
  });
  child.stdin.end(input);
  const [code] = await once(child, "close");
  return { code: code as number | null, output };
}

let server: ServerProcess | undefined;
afterEach(async () => {
  server?.process.kill("SIGKILL");
  await server?.exited;
  server = undefined;
});

describe("npm run admin -- create-owner", () => {
  it("creates an owner who can sign in, and refuses to run beside a server on the same folder", async () => {
    const dataDir = migratedDataDir();
    const created = await runCli(
      ["create-owner", "--email", "Boss@Example.com"],
      { DATA_DIR: dataDir },
      "owner-pass\n",
    );
    expect(created.output).toContain("Created boss@example.com as an owner.");
    expect(created.code).toBe(0);

    server = await spawnServer({ DATA_DIR: dataDir });
    await server.ready();
    const signIn = await fetch(`${server.url}/admin/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url },
      body: new URLSearchParams({
        email: "boss@example.com",
        password: "owner-pass",
      }),
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const dashboard = await fetch(`${server.url}/admin`, { headers: { cookie } });
    expect(await dashboard.text()).toContain("Content Management");

    const busy = await runCli(
      ["create-owner", "--email", "other@example.com"],
      { DATA_DIR: dataDir },
      "x\n",
    );
    expect(busy.code).toBe(1);
    expect(busy.output).toContain(
      `data folder ${dataDir} is in use by process ${server.pid} (stop the server first)`,
    );
  });

  it("explains its usage and refuses a short password", async () => {
    expect((await runCli([], { DATA_DIR: tempDir() })).output).toContain(
      "Usage: npm run admin -- create-owner --email",
    );
    // A migrated folder: opening it is quick, where an empty one is made a database first.
    const short = await runCli(
      ["create-owner", "--email", "a@example.com"],
      { DATA_DIR: migratedDataDir() },
      "12345\n",
    );
    expect(short.code).toBe(1);
    expect(short.output).toContain("Password must be at least 6 characters");
  });
});

describe("npm run admin -- reset-password", () => {
  it("sets a new password for an existing account and ends its sessions; an unknown address is refused", async () => {
    const dataDir = migratedDataDir();
    expect(
      (
        await runCli(
          ["create-owner", "--email", "boss@example.com"],
          { DATA_DIR: dataDir },
          "old-pass\n",
        )
      ).code,
    ).toBe(0);
    const signIn = (url: string, password: string) =>
      fetch(`${url}/admin/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: url },
        body: new URLSearchParams({ email: "boss@example.com", password }),
      });
    // A device signed in before the reset.
    server = await spawnServer({ DATA_DIR: dataDir });
    await server.ready();
    const before = await signIn(server.url, "old-pass");
    const cookie = before.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    server.process.kill("SIGTERM");
    await server.exited;
    server = undefined;

    const unknown = await runCli(
      ["reset-password", "--email", "nobody@example.com"],
      { DATA_DIR: dataDir },
      "new-pass\n",
    );
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("No account has the address nobody@example.com.");
    const short = await runCli(
      ["reset-password", "--email", "boss@example.com"],
      { DATA_DIR: dataDir },
      "123\n",
    );
    expect(short.code).toBe(1);
    expect(short.output).toContain("Password must be at least 6 characters");

    const reset = await runCli(
      ["reset-password", "--email", "Boss@Example.com"],
      { DATA_DIR: dataDir },
      "new-pass\n",
    );
    expect(reset.output).toContain(
      "New password set for boss@example.com. Every device was signed out.",
    );
    expect(reset.code).toBe(0);

    server = await spawnServer({ DATA_DIR: dataDir });
    await server.ready();
    const oldDevice = await fetch(`${server.url}/admin`, { headers: { cookie } });
    expect(await oldDevice.text()).toContain("Admin Login");
    expect((await signIn(server.url, "old-pass")).status).toBe(401);
    expect((await signIn(server.url, "new-pass")).status).toBe(302);
  });
});
