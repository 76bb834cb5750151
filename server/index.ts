import { serveBuild } from "./serve-build";

/** The production entry (build/server/main.js): serves the build in ./build, with no test endpoints. */
await serveBuild();
