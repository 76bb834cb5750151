import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig } from "vite";

/**
 * Vite's logger without two notices about React Router's own set-up that say nothing about this
 * project: the Environment API it builds with (`future.v8_viteEnvironmentApi`, the default in
 * React Router 8) and the `envFile: false` it passes to its child compiler.
 */
const logger = createLogger();
const NOT_OURS = [
  /Using Vite Environment API \(experimental\)/,
  /The `envFile` option is deprecated/,
];
const quiet =
  (write: (message: string, options?: object) => void) => (message: string, options?: object) => {
    if (!NOT_OURS.some((pattern) => pattern.test(message))) write(message, options);
  };
logger.info = quiet(logger.info);
logger.warn = quiet(logger.warn);

export default defineConfig(({ command }) => ({
  customLogger: logger,
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
  // A build is the production bundle whatever NODE_ENV its caller has: Vite takes the browser
  // code's process.env.NODE_ENV from the environment, and a build started under a test runner
  // (NODE_ENV=test) shipped React's development build, three times larger and slower.
  define: command === "build" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  build: {
    // Inline nothing as data: URLs so the Content-Security-Policy can stay strict.
    assetsInlineLimit: 0,
  },
}));
