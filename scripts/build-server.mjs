// Bundles the production server (server/index.ts and what it imports from db/) into
// build/server/main.js, the same server with the test endpoints (server/test-main.ts, which the
// test runners start) into build/server/test-main.js, and the public pages' script
// (app/enhance/main.ts) into a hashed file under build/client/assets (its URL in
// build/page-script.json), then precompresses the client assets so they are served as .br/.gz.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

// Self-contained bundles (no shared chunks): main.js holds nothing of server/test-hooks.ts; the
// image worker only the media library's image work.
await build({
  entryPoints: {
    main: path.join(root, "server/index.ts"),
    "test-main": path.join(root, "server/test-main.ts"),
    "image-worker": path.join(root, "server/image-worker.ts"),
    // `npm run admin` (scripts/admin-cli.mjs): a bundle starts at once, where compiling the
    // TypeScript on each run took seconds.
    admin: path.join(root, "scripts/admin.ts"),
  },
  outdir: path.join(root, "build/server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

const pageScript = await build({
  entryPoints: { "page-script": path.join(root, "app/enhance/main.ts") },
  outdir: path.join(root, "build/client/assets"),
  entryNames: "[name]-[hash]",
  bundle: true,
  minify: true,
  format: "esm",
  target: ["es2022", "chrome100", "firefox100", "safari15"],
  metafile: true,
  logLevel: "warning",
});
const [scriptFile] = Object.keys(pageScript.metafile.outputs);
fs.writeFileSync(
  path.join(root, "build/page-script.json"),
  JSON.stringify({ pageScript: `/assets/${path.basename(scriptFile)}` }),
);

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map)$/;
function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
let count = 0;
for (const file of walk(path.join(root, "build/client"))) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = fs.readFileSync(file);
  if (source.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  count++;
}
fs.writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
console.log(`server bundled; ${count} client files precompressed`);
