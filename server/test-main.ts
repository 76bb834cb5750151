import { serveBuild } from "./serve-build";
import { testHooks } from "./test-hooks";

/**
 * The entry the test runners start (build/server/test-main.js): the production server plus the
 * test endpoints of test-hooks.ts, mounted only with TEST_HOOKS=1 (which needs a loopback HOST).
 * Never deployed: build/server/main.js does not contain the test endpoints.
 */
await serveBuild({ testHooks });
