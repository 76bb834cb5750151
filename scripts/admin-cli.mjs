// `npm run admin -- …`: build when needed (quietly: what the command prints is its answer), then
// run the administration commands (scripts/admin.ts) from the bundle.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

try {
  ensureBuild({ quiet: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(pathToFileURL(path.resolve(import.meta.dirname, "../build/server/admin.js")).href);
