// Waits until every URL given answers 200, says "ready" and stays up until it is stopped: the
// last of the browser tests' web servers (playwright.config.ts), which lets the servers before it
// boot side by side instead of one after another. Exits with an error naming the URLs that never
// answered within the time given (E2E_SERVERS_TIMEOUT, in milliseconds).
const urls = process.argv.slice(2);
const deadline = Date.now() + Number(process.env.E2E_SERVERS_TIMEOUT ?? 120_000);

async function answers(url) {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

let waiting = urls;
while (waiting.length > 0) {
  const answered = await Promise.all(waiting.map(answers));
  waiting = waiting.filter((_, index) => !answered[index]);
  if (waiting.length === 0) break;
  if (Date.now() > deadline) {
    console.error(`No answer from ${waiting.join(", ")}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log("ready");
// Kept alive until Playwright stops it with the servers at the end of the run.
setInterval(() => {}, 60_000);
