import { type ChildProcess, fork } from "node:child_process";
import type { PdfReading } from "./pdf-read.server";
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
  /** White text's contrast over the image under each overlay of black (measureTextContrast). */
  measureTextContrast(source: ImageSource, opacities: readonly number[]): Promise<number[]>;
  /** A logo's checked SVG as a PNG (renderSvgLogo). */
  renderSvgLogo(bytes: Buffer): Promise<Buffer>;
  /** A square PNG icon of the image (renderIcon). */
  renderIcon(source: ImageSource, size: number): Promise<Buffer>;
  /** The site's link-preview image with its logo and name (renderShareImage). */
  renderShareImage(logo: ImageSource, name: string): Promise<Buffer>;
  /** A stored PDF's pages, their text and its cover, read from the file at `file` (readPdf). */
  readPdf(file: string): Promise<PdfReading>;
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
  let closed = false;
  const work = async () => {
    if (closed) throw new ImageWorkClosed();
    return import("./process.server");
  };
  return {
    inspectUpload: async (bytes) => (await work()).inspectUpload(bytes),
    renderFallback: async (source, info) => (await work()).renderFallback(source, info),
    renderVariant: async (source, width, format) =>
      (await work()).renderVariant(source, width, format),
    renderOgImage: async (source) => (await work()).renderOgImage(source),
    measureTextContrast: async (source, opacities) =>
      (await work()).measureTextContrast(source, opacities),
    renderSvgLogo: async (bytes) => (await work()).renderSvgLogo(bytes),
    renderIcon: async (source, size) => (await work()).renderIcon(source, size),
    renderShareImage: async (logo, name) => (await work()).renderShareImage(logo, name),
    readPdf: async (file) => {
      if (closed) throw new ImageWorkClosed();
      return (await import("./pdf-read.server")).readPdf(file);
    },
    close: async () => {
      closed = true;
    },
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

/** Work asked of image work that was closed (the server is stopping): not a failure to report. */
export class ImageWorkClosed extends Error {
  override name = "ImageWorkClosed";
  constructor() {
    super("image work is closed: the server is stopping");
  }
}

/** Longer than any one image takes (a 40-megapixel AVIF): beyond it the child is stuck. */
const JOB_TIMEOUT_MS = 120_000;

/**
 * What the child gets of the server's environment: what Node and libvips read, never the
 * server's secrets (a decoder exploited by a hostile file finds no AUTH_SECRET or DATABASE_URL).
 */
function workerEnvironment(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) =>
    /^(PATH|HOME|TMPDIR|TMP|TEMP|LANG|LC_\w+|TZ|NODE_ENV|VIPS_\w+|SHARP_\w+)$/.test(name),
  );
  // Fewer malloc arenas: a decode's memory goes back to the system sooner.
  return { ...Object.fromEntries(kept), MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
}

/**
 * Image work in a child process running `entry` (the bundle of server/image-worker.ts), started
 * on the first job and ended after `idleMs` without one. A child that dies, cannot be started or
 * takes longer than `jobTimeoutMs` over one job fails the jobs it had (the media library retries
 * unfinished images later); the next job starts a new one. After `close()`, every job is refused
 * with ImageWorkClosed.
 */
export function imageWorkerProcess(
  entry: string,
  {
    idleMs = 15_000,
    jobTimeoutMs = JOB_TIMEOUT_MS,
    onCrash,
  }: {
    idleMs?: number;
    jobTimeoutMs?: number;
    /**
     * Called when a child ends other than by being stopped when idle or closed: a crash, a kill
     * from outside, a failed start, a job that took too long.
     */
    onCrash?: (reason: string) => void;
  } = {},
): ImageWork & { readonly pid: number | undefined } {
  let child: ChildProcess | undefined;
  let closed = false;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();

  const settle = (id: number) => {
    const job = pending.get(id);
    if (job) clearTimeout(job.timer);
    pending.delete(id);
    return job;
  };
  /** Every job of a child that is gone fails with `reason`. */
  const failAll = (reason: string) => {
    for (const id of [...pending.keys()]) settle(id)?.reject(new Error(reason));
  };
  /** Children this side stopped (idle, close, a stuck job): their exit is no crash. */
  const stopped = new WeakSet<ChildProcess>();
  const stop = (running: ChildProcess) => {
    stopped.add(running);
    // The next job starts a new child at once, rather than reaching this one as it goes.
    if (child === running) child = undefined;
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
      env: workerEnvironment(),
    });
    started.on("message", (message: Answer) => {
      const job = settle(message.id);
      if (!job) return;
      if ("refusal" in message) job.reject(new MediaRefusal(message.refusal));
      else if ("error" in message) job.reject(new Error(message.error));
      else job.resolve(asBuffer(message.value));
      stopWhenIdle();
    });
    // A child that cannot be started (no memory for it) or signalled: its jobs fail, the server
    // goes on; without this listener the event would end the server.
    started.on("error", (error) => {
      if (child === started) child = undefined;
      const reason = `the image worker failed: ${error.message}`;
      failAll(reason);
      onCrash?.(reason);
    });
    started.on("exit", (code, signal) => {
      if (child === started) child = undefined;
      const reason = `the image worker stopped (exit code ${code}, signal ${signal})`;
      failAll(reason);
      if (!stopped.has(started)) onCrash?.(reason);
    });
    return started;
  };

  const call = (operation: Operation, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) {
        reject(new ImageWorkClosed());
        return;
      }
      clearTimeout(idleTimer);
      const running = child ?? start();
      child = running;
      const id = nextId++;
      // A decode that never ends (a hostile file) must not hold every later job behind it.
      const timer = setTimeout(() => {
        const reason = `the image worker took over ${jobTimeoutMs} ms over one job`;
        settle(id)?.reject(new Error(reason));
        failAll(reason);
        stop(running);
        onCrash?.(reason);
      }, jobTimeoutMs);
      timer.unref();
      pending.set(id, { resolve, reject, timer });
      running.send({ id, operation, args } satisfies Request, (error) => {
        if (error) settle(id)?.reject(error);
      });
    });

  return {
    inspectUpload: (bytes) => call("inspectUpload", [bytes]) as Promise<UploadInfo>,
    renderFallback: (source, info) => call("renderFallback", [source, info]) as Promise<Fallback>,
    renderVariant: (source, width, format) =>
      call("renderVariant", [source, width, format]) as Promise<Buffer>,
    renderOgImage: (source) => call("renderOgImage", [source]) as Promise<Buffer>,
    measureTextContrast: (source, opacities) =>
      call("measureTextContrast", [source, opacities]) as Promise<number[]>,
    renderSvgLogo: (bytes) => call("renderSvgLogo", [bytes]) as Promise<Buffer>,
    renderIcon: (source, size) => call("renderIcon", [source, size]) as Promise<Buffer>,
    renderShareImage: (logo, name) => call("renderShareImage", [logo, name]) as Promise<Buffer>,
    readPdf: (file) => call("readPdf", [file]) as Promise<PdfReading>,
    get pid() {
      return child?.pid;
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
      stop(running);
      await exited;
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
    measureTextContrast: work.measureTextContrast,
    renderSvgLogo: work.renderSvgLogo,
    renderIcon: work.renderIcon,
    renderShareImage: work.renderShareImage,
    // pdfjs is loaded only once a PDF comes to be read.
    readPdf: async (file: string) => (await import("./pdf-read.server")).readPdf(file),
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
