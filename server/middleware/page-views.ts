import type { Context, Handler } from "hono";
import type { PageView, PageViewRecorder } from "../features";
import { BEACON_BODY_BYTES, beaconOf } from "../features";
import { clientAddress } from "./request-guards";

/** Where the public script sends a page's view (`navigator.sendBeacon`). */
export const BEACON_PATH = "/seen";
/** The image a page without script loads instead (`<noscript>`). */
export const BEACON_IMAGE_PATH = "/seen.gif";

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The two ways a public page's view reaches the server: the script's beacon (POST /seen, a
 * small JSON body sent as text/plain) and the image in `<noscript>` (GET /seen.gif?p=<path>).
 * Mounted before the page cache and the session: no session is looked up. Whatever is sent, the
 * answer is the same (204, or the image), so a sender learns nothing from it; what is counted is
 * the recorder's to decide.
 */
export function pageViewEndpoints({
  views,
  trustProxy,
}: {
  views: PageViewRecorder;
  trustProxy: boolean;
}): { beacon: Handler; image: Handler } {
  const visitor = (c: Context) => ({
    userAgent: c.req.header("user-agent") ?? "",
    address: clientAddress(c, trustProxy),
    dnt: c.req.header("dnt"),
    gpc: c.req.header("sec-gpc"),
  });
  const record = async (view: PageView) => {
    try {
      await views.record(view);
    } catch {
      // Never an error page for a beacon: the recorder logs its own failures.
    }
  };

  const beacon: Handler = async (c) => {
    const length = Number(c.req.header("content-length") ?? Number.NaN);
    const type = c.req.header("content-type") ?? "";
    // sendBeacon announces its length and sends a string as text/plain.
    if (length <= BEACON_BODY_BYTES && /^(text\/plain|application\/json)\b/i.test(type)) {
      const sent = beaconOf(await c.req.text().catch(() => ""));
      if (sent) {
        await record({ ...visitor(c), ...sent });
      }
    }
    return c.body(null, 204, { "Cache-Control": "no-store" });
  };

  const image: Handler = async (c) => {
    const path = c.req.query("p");
    if (path !== undefined) {
      await record({
        ...visitor(c),
        path,
        // The image's Referer is the page itself: the page's own referrer is unknown here.
        referrer: "",
        mobileHint: c.req.header("sec-ch-ua-mobile"),
      });
    }
    return c.body(PIXEL, 200, {
      "Content-Type": "image/gif",
      "Content-Length": String(PIXEL.length),
      "Cache-Control": "no-store",
    });
  };

  return { beacon, image };
}
