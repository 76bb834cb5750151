import { serveImageWork } from "../app/features/media/image-work.server";

/**
 * The image worker (build/server/image-worker.js): the media library's sharp work, in a child
 * process the server starts when it has some and ends after a quiet spell
 * (app/features/media/image-work.server.ts). It imports that module alone, not server/features.ts:
 * the child loads sharp and nothing else.
 */
await serveImageWork();
