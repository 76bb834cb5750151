import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { ConfigError, loadConfig } from "./config";
import { loadEnvFile } from "./env-file";
import { createLogger } from "./logger";
import { exitOnSignals, startServer } from "./start";
import { testHooks } from "./test-hooks";

/**
 * The development server: the same HTTP app and database code as production, with Vite in
 * middleware mode serving the client modules and hot updates. `npm run dev` restarts this process
 * when server/ or db/ change; changes under app/ are hot-reloaded by Vite. Runs from the sources,
 * never bundled, so the test endpoints are available here with TEST_HOOKS=1 as in the test entry.
 */
loadEnvFile();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ NODE_ENV: "development", ...process.env });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config);

let vite: ViteDevServer | undefined;
try {
  const running = await startServer({
    config,
    logger,
    build: () => {
      if (!vite) throw new Error("Vite is not ready yet");
      return vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    },
    before: (req, res, next) => {
      if (!vite) return next();
      vite.middlewares(req, res, next);
    },
    onServerCreated: async (server) => {
      vite = await createViteServer({
        server: { middlewareMode: true, hmr: { server } },
        appType: "custom",
      });
    },
    onShutdown: () => vite?.close(),
    testHooks,
  });
  exitOnSignals(running, logger);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
