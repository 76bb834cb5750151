// `npm run admin -- …`: the administration commands (scripts/admin.ts). From the bundle
// (build/server/admin.js) when the build is current, which starts at once; otherwise from the
// sources, compiled as they load — never by building, which would replace the files of a server
// running from build/.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsCurrent } from "./ensure-build.mjs";

if (buildIsCurrent()) {
  await import(pathToFileURL(path.resolve(import.meta.dirname, "../build/server/admin.js")).href);
} else {
  const { tsImport } = await import("tsx/esm/api");
  await tsImport("./admin.ts", import.meta.url);
}
