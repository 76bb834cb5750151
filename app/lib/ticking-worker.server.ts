/** A background worker every instance runs: a pass at each tick, and at once when woken. */
export interface TickingWorker {
  /** A pass now (a write may have made work): joined to the running one, then run again. */
  wake(): void;
  /** A pass, awaited (tests, 'Check now' buttons). */
  runOnce(): Promise<void>;
  /** Resolves once no pass runs. */
  idle(): Promise<void>;
  start(): void;
  /** No pass starts any more; the running one is awaited. */
  stop(): Promise<void>;
  /** Set by `stop`: a long pass checks it between steps and ends early. */
  readonly stopping: boolean;
}

/**
 * The loop the alert and webhook senders share: one pass at a time (a wake during a pass asks
 * for one more after it, never two at once), every `tickMs` once started, failures logged and
 * left to the next tick. `onStopping` runs when `stop` is called, before the running pass is
 * awaited (to cut short what it waits for).
 */
export function tickingWorker({
  pass,
  tickMs,
  logger,
  failure,
  onStopping,
}: {
  pass: () => Promise<void>;
  tickMs: number;
  logger: { error(details: object, message: string): void };
  /** The log line of a failed pass. */
  failure: string;
  onStopping?: () => void;
}): TickingWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopping = false;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopping);
      } catch (error) {
        logger.error({ err: error }, failure);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    wake: () => {
      if (!stopping) void run();
    },
    runOnce: () => run(),
    idle: async () => {
      while (running) await running;
    },
    start: () => {
      if (timer || stopping) return;
      timer = setInterval(() => void run(), tickMs);
      timer.unref();
      void run();
    },
    stop: async () => {
      stopping = true;
      if (timer) clearInterval(timer);
      onStopping?.();
      while (running) await running;
    },
    get stopping() {
      return stopping;
    },
  };
}
