import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { contentSecurityPolicy } from "./lib/content-security-policy";
import { pageFramedBySite, pageHydrates } from "./lib/hydration";
import { methodNotAllowed } from "./lib/plain-answers";
import { spliceServerHtml } from "./lib/server-html.server";

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders, actions and rendering go to the server's log, with their stack. A
 * client's mistake that React Router answers itself (a POST where there is no action: 405; an
 * address no route has: 404) is the client's, not ours: logged at info, never as an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as AppLoadContext).logger;
  const url = new URL(request.url);
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.info(
      { status: error.status, method: request.method, path: url.pathname },
      "request refused",
    );
    return;
  }
  if (logger) logger.error({ err: error, path: url.pathname }, "request failed");
  else console.error(error);
};

/** Data requests (client navigations, fetchers) get the same plain 405. */
export function handleDataRequest(response: Response) {
  return response.status === 405 ? methodNotAllowed() : response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (responseStatusCode === 405) return methodNotAllowed(responseHeaders);
  // Pages that hydrate run inline scripts, allowed by this request's nonce; the others run none.
  const modules = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id] ?? {},
  );
  const hydrates = pageHydrates(modules);
  const nonce = hydrates ? loadContext.cspNonce : undefined;
  // The admin area frames its own previews; only a preview's page lets the site frame it.
  const framedBySite = pageFramedBySite(modules);
  if (loadContext.csp) {
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, {
        framesSite: hydrates,
        framedBySite,
        // The admin's sign-in forms lead to the company sign-in providers.
        formOrigins: hydrates ? loadContext.signInProviders.formOrigins : [],
      }),
    );
  }
  if (framedBySite) responseHeaders.set("X-Frame-Options", "SAMEORIGIN");

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Server-written parts of the page (admin lists) go where their markers are.
          if (loadContext.islands?.size) {
            const splice = spliceServerHtml(loadContext.islands);
            // pipeline, not pipe: a response cancelled with a reason destroys `body` with that
            // error, which must end the splice quietly rather than surface as an unhandled event.
            pipeline(splice, body, () => {});
            pipe(splice);
          } else {
            pipe(body);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by handleError.
          if (shellRendered) loadContext.logger.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}
