import { spawn } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PROJECT_ROOT } from "../../db/paths";
import { createDatabaseTemplates } from "./database-templates";

/**
 * The process and HTTP tests run the real production bundle: make sure it is current (in a
 * child process, so that the database templates are made meanwhile).
 */
function ensureBuild(): Promise<void> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "scripts", "ensure-build.mjs")], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (exit code ${code})`)),
    );
  });
}

/** Builds the bundle and makes the database templates each test database is copied from. */
export default async function setup(project: TestProject) {
  const [built, made] = await Promise.allSettled([ensureBuild(), createDatabaseTemplates()]);
  if (made.status === "fulfilled") {
    if (built.status === "rejected") {
      await made.value.remove();
      throw built.reason;
    }
    project.provide("databaseTemplates", made.value.templates);
    // Vitest exits on SIGINT or SIGTERM without tearing down: remove the templates all the same.
    const interrupted = () => made.value.removeNow();
    process.once("exit", interrupted);
    return async () => {
      process.off("exit", interrupted);
      await made.value.remove();
    };
  }
  throw made.reason;
}
