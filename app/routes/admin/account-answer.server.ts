import { data, redirect, type UNSAFE_DataWithResponseInit } from "react-router";
import type { Answer, Moved, Shown } from "~/features/auth/answer";

/** The HTTP of an account action's answer: the page's data, or a redirect. */
export type HttpOf<A> = A extends Shown<infer Body> ? UNSAFE_DataWithResponseInit<Body> : Response;

/**
 * An account action's answer as HTTP: what the form shows, with its status (and better-auth's
 * cookies when the session changed), or a redirect to where the visitor continues.
 */
export function httpOf<A extends Answer<unknown>>(answer: A): HttpOf<A> {
  if (answer.status === "moved") {
    const { to, cookies } = answer as Moved;
    return (cookies ? redirect(to, { headers: cookies }) : redirect(to)) as HttpOf<A>;
  }
  const { shown, code, cookies } = answer as Shown<unknown>;
  const init: ResponseInit = cookies ? { status: code, headers: cookies } : { status: code };
  return data(shown, init) as HttpOf<A>;
}
