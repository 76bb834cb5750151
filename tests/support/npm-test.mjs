// `npm test`: the checks, then the tests, one step at a time so that no two of them fight over
// the machine's cores (a 2-core machine is the reference):
//   1. typecheck, beside the production build (each mostly uses one core);
//   2. lint;
//   3. unit and integration tests (Vitest), on that build;
//   4. end-to-end tests (Playwright), on the same build.
// Stops at the first failing step and exits with its code. Each step's output streams as it
// comes, except the build's and the typecheck's when they run together (shown once they end);
// the last line sums up each step's time.
import { spawn } from "node:child_process";
import { buildIsCurrent } from "../../scripts/ensure-build.mjs";

const running = new Set();

/** Runs `npm run <script>` in its own process group; `quiet` keeps its output for later. */
function stage(script, { quiet = false } = {}) {
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", script], {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    detached: true,
  });
  running.add(child);
  let output = "";
  if (quiet) {
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
  }
  return new Promise((resolve) => {
    child.once("error", (error) => {
      output += `${error.message}\n`;
      resolve(1);
    });
    child.once("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).then((code) => {
    running.delete(child);
    return { name: script, code, seconds: seconds(started), output };
  });
}

/** The production build when it is not current (scripts/ensure-build.mjs), as a step. */
async function build() {
  if (buildIsCurrent()) return { name: "build (current)", code: 0, seconds: 0, output: "" };
  return stage("build", { quiet: true });
}

function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}

function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopAll(signal);
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

const startedAt = Date.now();
const times = [];

function report(result) {
  const status = result.code === 0 ? "passed" : `FAILED (exit code ${result.code})`;
  if (result.output.trim()) console.log(result.output.trimEnd());
  console.log(`\n── ${result.name}: ${status} in ${result.seconds} s ──\n`);
  times.push(`${result.name} ${result.seconds} s`);
}

function finish(code) {
  console.log(`npm test: ${times.join(", ")}; ${seconds(startedAt)} s in all`);
  process.exit(code);
}

// 1. The typecheck beside the build: both are needed before anything else runs.
const [checked, built] = await Promise.all([stage("typecheck", { quiet: true }), build()]);
for (const result of [checked, built]) report(result);
if (checked.code !== 0) finish(checked.code);
if (built.code !== 0) finish(built.code);

// 2–4. One after the other.
for (const script of ["lint", "test:unit", "test:e2e"]) {
  const result = await stage(script);
  report(result);
  if (result.code !== 0) finish(result.code);
}
finish(0);
