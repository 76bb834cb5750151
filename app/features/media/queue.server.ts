/**
 * Image work, one job at a time: sharp already uses every core it is given for one image, and a
 * 2-core machine still has to answer pages meanwhile. Uploads waiting for their first file
 * ("now") go before the background variants ("later"); both waiting lists are bounded, so a
 * flood of uploads is refused (QueueFullError) instead of eating the memory.
 */
export class QueueFullError extends Error {
  override name = "QueueFullError";
}

type Priority = "now" | "later";

interface Job {
  run: () => Promise<void>;
}

export class WorkQueue {
  private readonly waiting: Record<Priority, Job[]> = { now: [], later: [] };
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly limits: Record<Priority, number> = { now: 20, later: 10_000 },
    private readonly concurrency = 1,
  ) {}

  /** Jobs waiting or running. */
  get size(): number {
    return this.waiting.now.length + this.waiting.later.length + this.running;
  }

  run<T>(task: () => Promise<T>, priority: Priority): Promise<T> {
    if (this.waiting[priority].length >= this.limits[priority]) {
      return Promise.reject(new QueueFullError(`${priority} queue is full`));
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting[priority].push({
        // A task that throws before returning its promise must not stop the queue.
        run: () => Promise.resolve().then(task).then(resolve, reject),
      });
      this.next();
    });
  }

  /** Resolves when nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next() {
    while (this.running < this.concurrency) {
      const job = this.waiting.now.shift() ?? this.waiting.later.shift();
      if (!job) break;
      this.running++;
      void job.run().finally(() => {
        this.running--;
        this.next();
        if (this.size === 0) {
          for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      });
    }
  }
}
