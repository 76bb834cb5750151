import { type ChildProcess, fork } from "node:child_process";
import type { Fallback, ImageInfo, ImageSource, UploadInfo } from "./process.server";
import { MediaRefusal } from "./refusal";
import type { MediaMessage } from "./rules";

/*
 * The image work of the media library (every sharp call) behind one interface, done either in
 * this process or in a child process of its own. In production the server uses the child: the
 * decoded pixels of a 12-megapixel photo, and the allocator's fragments they leave behind, never
 * live in the server's memory (ten uploads grew a server from 300 to 550 MB; the child's memory
 * goes back to the system when it exits, after a quiet spell), and a decoder that crashes on a
 * hostile file ends the child, not the site.
 */

/** What the media library asks of image processing (app/features/media/process.server.ts). */
export interface ImageWork {
  inspectUpload(bytes: Buffer): Promise<UploadInfo>;
  /** A source is the image's bytes or a file's path (the child then reads it itself). */
  renderFallback(source: ImageSource, info: ImageInfo): Promise<Fallback>;
  renderVariant(source: ImageSource, width: number, format: "avif" | "webp"): Promise<Buffer>;
  renderOgImage(source: ImageSource): Promise<Buffer>;
  /** Ends the child process, if there is one (at shutdown). */
  close(): Promise<void>;
}

type Operation = Exclude<keyof ImageWork, "close">;

/** A request to the child, and its answer. */
interface Request {
  id: number;
  operation: Operation;
  args: unknown[];
}
type Answer =
  | { id: number; value: unknown }
  | { id: number; refusal: MediaMessage }
  | { id: number; error: string };

/** Image work in this process (development, tests): sharp loaded on first use. */
export function inProcessImageWork(): ImageWork {
  const work = () => import("./process.server");
  return {
    inspectUpload: async (bytes) => (await work()).inspectUpload(bytes),
    renderFallback: async (source, info) => (await work()).renderFallback(source, info),
    renderVariant: async (source, width, format) =>
      (await work()).renderVariant(source, width, format),
    renderOgImage: async (source) => (await work()).renderOgImage(source),
    close: async () => {},
  };
}

/** A Buffer again from what structured cloning made of one (a Uint8Array). */
function asBuffer(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return Buffer.isBuffer(value)
      ? value
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asBuffer(item)]));
  }
  return value;
}

/**
 * Image work in a child process running `entry` (the bundle of server/image-worker.ts), started
 * on the first job and ended after `idleMs` without one. A child that dies fails the jobs it
 * had (the media library retries unfinished images later); the next job starts a new one.
 */
export function imageWorkerProcess(
  entry: string,
  {
    idleMs = 15_000,
    onCrash,
  }: {
    idleMs?: number;
    /** Called when the child ends other than by being stopped (a crash, a kill from outside). */
    onCrash?: (exit: { code: number | null; signal: NodeJS.Signals | null }) => void;
  } = {},
): ImageWork & { readonly pid: number | undefined } {
  let child: ChildProcess | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  /** Children this side stopped (idle, close): their exit is no crash. */
  const stopped = new WeakSet<ChildProcess>();
  const stop = (running: ChildProcess) => {
    stopped.add(running);
    running.kill("SIGTERM");
  };
  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    if (pending.size > 0) return;
    idleTimer = setTimeout(() => child && stop(child), idleMs);
    idleTimer.unref();
  };

  const start = (): ChildProcess => {
    const started = fork(entry, [], {
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      // Fewer malloc arenas: a decode's memory goes back to the system sooner.
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
    });
    started.on("message", (message: Answer) => {
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if ("refusal" in message) job.reject(new MediaRefusal(message.refusal));
      else if ("error" in message) job.reject(new Error(message.error));
      else job.resolve(asBuffer(message.value));
      stopWhenIdle();
    });
    started.on("exit", (code, signal) => {
      if (child === started) child = undefined;
      for (const job of pending.values()) {
        job.reject(new Error(`the image worker stopped (exit code ${code}, signal ${signal})`));
      }
      pending.clear();
      if (!stopped.has(started)) onCrash?.({ code, signal });
    });
    return started;
  };

  const call = (operation: Operation, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      clearTimeout(idleTimer);
      child ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, operation, args } satisfies Request, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });

  return {
    inspectUpload: (bytes) => call("inspectUpload", [bytes]) as Promise<UploadInfo>,
    renderFallback: (source, info) => call("renderFallback", [source, info]) as Promise<Fallback>,
    renderVariant: (source, width, format) =>
      call("renderVariant", [source, width, format]) as Promise<Buffer>,
    renderOgImage: (source) => call("renderOgImage", [source]) as Promise<Buffer>,
    get pid() {
      return child?.pid;
    },
    async close() {
      clearTimeout(idleTimer);
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        stop(running);
      });
    },
  };
}

/**
 * The child's side (server/image-worker.ts): answers each request with the work's result, a
 * refusal (a MediaRefusal's message) or an error; exits when the server goes away.
 */
export async function serveImageWork() {
  const work = await import("./process.server");
  const operations: Record<Operation, (...args: never[]) => Promise<unknown>> = {
    inspectUpload: work.inspectUpload,
    renderFallback: work.renderFallback,
    renderVariant: work.renderVariant,
    renderOgImage: work.renderOgImage,
  };
  process.on("disconnect", () => process.exit(0));
  // Ctrl+C reaches the whole process group: the server decides when this process ends.
  process.on("SIGINT", () => {});
  process.on("message", async ({ id, operation, args }: Request) => {
    let answer: Answer;
    try {
      const value = await operations[operation](...(args.map(asBuffer) as never[]));
      answer = { id, value };
    } catch (error) {
      answer =
        error instanceof MediaRefusal
          ? { id, refusal: error.message as MediaMessage }
          : { id, error: error instanceof Error ? error.message : String(error) };
    }
    process.send?.(answer);
  });
}
