// `npm test`: the type check and the lint run beside the unit and integration tests (which build
// the bundle first), then the end-to-end tests run on that build. The unit tests' output streams
// as it comes; the others' is shown once they finish. Stops at the first failing stage and exits
// with its code.
import { spawn } from "node:child_process";

const running = new Set();

/** Runs `npm run <script>` in its own process group; `quiet` keeps its output for later. */
function stage(script, { quiet }) {
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
  const done = new Promise((resolve) => {
    child.once("error", (error) => {
      output += `${error.message}\n`;
      resolve(1);
    });
    child.once("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).then((code) => {
    running.delete(child);
    return { script, code, seconds: Math.round((Date.now() - started) / 1000), output };
  });
  return { child, done };
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
    process.exit(130);
  });
}

function report({ script, code, seconds, output }) {
  const status = code === 0 ? "passed" : `FAILED (exit code ${code})`;
  console.log(`\n── ${script}: ${status} in ${seconds} s ──`);
  if (output.trim()) console.log(output.trimEnd());
}

const startedAt = Date.now();
const times = [];
function finish(code) {
  const total = Math.round((Date.now() - startedAt) / 1000);
  console.log(`\nnpm test: ${times.join(", ")}; ${total} s in all`);
  process.exit(code);
}

// 1. typecheck and lint beside test:unit.
const unit = stage("test:unit", { quiet: false });
const checks = ["typecheck", "lint"].map((script) => stage(script, { quiet: true }).done);
let failed;
const checked = Promise.all(
  checks.map((done) =>
    done.then((result) => {
      if (result.code !== 0 && !failed) {
        // Fail fast, as `typecheck && lint && …` would: stop the tests and say why.
        failed = result;
        stopAll("SIGTERM");
      }
      return result;
    }),
  ),
);
const unitResult = await unit.done;
const checkResults = await checked;
for (const result of checkResults) report(result);
if (failed) {
  times.push(...checkResults.map((r) => `${r.script} ${r.seconds} s`));
  finish(failed.code || 1);
}
console.log(
  `\n── test:unit: ${unitResult.code === 0 ? "passed" : "FAILED"} in ${unitResult.seconds} s ──`,
);
times.push(
  `${checkResults.map((r) => `${r.script} ${r.seconds} s`).join(", ")} beside test:unit ${unitResult.seconds} s`,
);
if (unitResult.code !== 0) finish(unitResult.code);

// 2. test:e2e on the build test:unit made current.
const e2e = await stage("test:e2e", { quiet: false }).done;
console.log(`\n── test:e2e: ${e2e.code === 0 ? "passed" : "FAILED"} in ${e2e.seconds} s ──`);
times.push(`then test:e2e ${e2e.seconds} s`);
finish(e2e.code);
