// The build helpers are shared with the benchmark (scripts/bench), so they live in scripts/lib.
export {
  BUILD_DIR,
  loadServerBuild,
  SERVER_MAIN,
  SERVER_TEST_MAIN,
  silentLogger,
  TEST_SECRET,
  testConfig,
} from "../../scripts/lib/build";
