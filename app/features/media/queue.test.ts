import { describe, expect, it } from "vitest";
import { QueueFullError, WorkQueue } from "./queue.server";

describe("WorkQueue", () => {
  it("runs one job at a time, uploads waiting for their first file before background work", async () => {
    const queue = new WorkQueue();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
      running--;
    };
    const done = [
      queue.run(job("later 1"), "later"),
      queue.run(job("later 2"), "later"),
      queue.run(job("now 1"), "now"),
    ];
    await Promise.all(done);
    // "later 1" had started before "now 1" arrived; "now 1" then went ahead of "later 2".
    expect(order).toEqual(["later 1", "now 1", "later 2"]);
    expect(most).toBe(1);
    await queue.idle();
    expect(queue.size).toBe(0);
  });

  it("refuses work beyond its bounds, and keeps going after a job that throws at once", async () => {
    const queue = new WorkQueue({ now: 1, later: 0 });
    await expect(queue.run(async () => 1, "later")).rejects.toBeInstanceOf(QueueFullError);
    const broken = queue.run(() => {
      throw new Error("thrown before any promise");
    }, "now");
    await expect(broken).rejects.toThrow("thrown before any promise");
    await expect(queue.run(async () => "still running", "now")).resolves.toBe("still running");
  });
});
