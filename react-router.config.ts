import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Opted in early: smaller route chunks, and the build API React Router 8 uses.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
