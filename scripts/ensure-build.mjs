// Builds the production bundle when it (or any of its entries) is missing or older than any of
// its sources.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const STAMP = path.join(root, "build", ".stamp");
/** What the build must hold: the production entry, the test runners' entry, the image worker, React Router's build. */
const OUTPUTS = [
  "build/server/main.js",
  "build/server/test-main.js",
  "build/server/image-worker.js",
  "build/server/admin.js",
  "build/server/index.js",
];
const SOURCES = ["app", "server", "db", "public"];
const SOURCE_FILES = [
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/admin.ts",
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function buildIsCurrent() {
  const stamp = fs.statSync(STAMP, { throwIfNoEntry: false });
  if (!stamp) return false;
  if (!OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return false;
  const newestSource = Math.max(
    ...SOURCES.map((dir) => newestMtime(path.join(root, dir))),
    ...SOURCE_FILES.map((file) => newestMtime(path.join(root, file))),
  );
  return newestSource <= stamp.mtimeMs;
}

/**
 * Builds when the build is not current. Vite's file-by-file report is kept back: a successful
 * build prints one line (unless `quiet`), a failed one prints everything it wrote, then throws.
 */
export function ensureBuild({ quiet = false } = {}) {
  if (buildIsCurrent()) return false;
  if (!quiet) console.log("Building the production bundle…");
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(`the build failed (exit code ${result.status})`);
  }
  if (!quiet) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
}
