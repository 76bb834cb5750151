// `npm start`: build when needed, then run the production server in this process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

process.env.NODE_ENV ??= "production";
try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(pathToFileURL(path.resolve(import.meta.dirname, "../build/server/main.js")).href);
