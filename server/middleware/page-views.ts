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
 * Mounted before every other middleware (the page cache, the session, the request guards): no
 * session is looked up, and the few guards a beacon needs are here. Whatever is sent, the answer
 * is the same (204, or the image), so a sender learns nothing from it; what is counted is the
 * recorder's to decide.
 */
export function pageViewEndpoints({
  views,
  trustProxy,
  siteUrl,
}: {
  views: PageViewRecorder;
  trustProxy: boolean;
  siteUrl: string;
}): { beacon: Handler; image: Handler } {
  const siteOrigin = new URL(siteUrl).origin;
  /** Sent by another site's page (as rejectCrossSiteWrites judges it): not counted. */
  const crossSite = (c: Context) => {
    const origin = c.req.header("origin");
    const foreign =
      origin !== undefined && origin !== new URL(c.req.url).origin && origin !== siteOrigin;
    return foreign || c.req.header("sec-fetch-site") === "cross-site";
  };
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
    const readable =
      length <= BEACON_BODY_BYTES && /^(text\/plain|application\/json)\b/i.test(type);
    if (readable && !crossSite(c)) {
      const sent = beaconOf(await c.req.text().catch(() => ""));
      if (sent) await record({ ...visitor(c), ...sent });
    }
    // A body left unread would be the connection's next request: it is closed instead.
    const unread = !c.req.raw.bodyUsed && (length > 0 || c.req.header("transfer-encoding"));
    return c.body(null, 204, {
      "Cache-Control": "no-store",
      ...(unread ? { Connection: "close" } : {}),
    });
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
      "X-Content-Type-Options": "nosniff",
      "Content-Length": String(PIXEL.length),
      "Cache-Control": "no-store",
    });
  };

  return { beacon, image };
}
