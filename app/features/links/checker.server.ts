import {
  claimLinkCheck,
  type LinkCheckOptions,
  releaseLeftLinkCheck,
  releaseLinkCheck,
  runLinkCheck,
} from "./check.server";
import type { LinkChecker } from "./links";

export interface LinkCheckerOptions extends Omit<LinkCheckOptions, "signal"> {
  logger: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** How often it looks whether a check is due or asked for (a minute). */
  tickMs?: number;
  /** On the embedded database, a claim left by a stopped server is taken again at once. */
  ownsLeftClaim?: boolean;
}

/**
 * The link checker of one instance: at each tick it looks whether a check is due (weekly) or
 * asked for ('Check links now'), and runs it when no other instance does (link_check_state's
 * lease). Several instances tick; one checks.
 */
export function createLinkChecker(options: LinkCheckerOptions): LinkChecker {
  const { db, logger } = options;
  const tickMs = options.tickMs ?? 60_000;
  const stopper = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<"checked" | "not-due" | "busy"> | undefined;
  let startedOnce = false;
  /** Woken while checking: it looks again once done (a check asked for meanwhile). */
  let again = false;

  async function look(): Promise<"checked" | "not-due" | "busy"> {
    if (!startedOnce && options.ownsLeftClaim) await releaseLeftLinkCheck(db);
    startedOnce = true;
    const claim = await claimLinkCheck(db, options.everyDays, options.leaseMs);
    if ("claimed" in claim) return claim.busy ? "busy" : "not-due";
    const began = Date.now();
    const result = await runLinkCheck({ ...options, signal: stopper.signal }, claim.startedAt);
    if (!result) {
      if (stopper.signal.aborted) await releaseLinkCheck(db, claim.startedAt);
      return "busy";
    }
    logger.info({ ...result, ms: Date.now() - began }, "links checked");
    return "checked";
  }

  function run() {
    if (running) {
      again = true;
      return running.then(() => "busy" as const);
    }
    running = look()
      .catch((error: unknown) => {
        logger.error({ err: error }, "the link check failed; tried again at its next tick");
        return "not-due" as const;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopper.signal.aborted) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    wake: () => {
      if (!stopper.signal.aborted) void run();
    },
    runOnce: () => run(),
    start: () => {
      if (timer || stopper.signal.aborted) return;
      timer = setInterval(() => void run(), tickMs);
      timer.unref();
      void run();
    },
    stop: async () => {
      stopper.abort();
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
