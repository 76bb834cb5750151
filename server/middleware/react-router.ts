import type { Handler } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { dataNotFound, methodNotAllowed } from "../../app/lib/plain-answers";
import { createLoadContext, type SharedLoadContext } from "../load-context";
import type { SessionEnv } from "./session";

/**
 * Hands the request to React Router with its load context: the shared part plus this request's
 * session, client address, nonce, kind (document or data) and islands.
 */
export function reactRouter({
  build,
  mode,
  context,
}: {
  /** The server build, or (in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  context: SharedLoadContext;
}): Handler<SessionEnv> {
  const handleRequest = createRequestHandler(build, mode);
  return async (c) => {
    const response = await handleRequest(
      c.req.raw,
      createLoadContext(context, c.req.raw, {
        session: c.get("session"),
        clientIp: c.get("clientIp"),
        mustSetUpTwoFactor: c.get("mustSetUpTwoFactor") ?? false,
      }),
    );
    // Resource routes (feeds, the sitemap) and data requests answer these in React Router's
    // words, naming its route ids: plain answers instead. A signed-in page's data keep theirs
    // (an action's 404 carries the message its form shows).
    if (response.status === 405) return methodNotAllowed();
    if (
      response.status === 404 &&
      c.req.method === "GET" &&
      c.req.path.endsWith(".data") &&
      !c.get("session")
    )
      return dataNotFound();
    return response;
  };
}
