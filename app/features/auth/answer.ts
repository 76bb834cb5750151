/**
 * What an account action answers (signing in, the account page, invitations, resets): the form
 * shown again with what it says, or the place the visitor continues at. Routes turn an answer
 * into HTTP (data() or redirect()); nothing here knows about responses.
 */

/** The page shows `shown` (the form's messages, a notice); `code` is the status it answers with. */
export interface Shown<Body> {
  status: "shown";
  shown: Body;
  code: number;
  /** better-auth's cookies, when the session changed and the page stays. */
  cookies?: Headers;
}

/** The visitor continues at `to`, with better-auth's cookies when the session changed. */
export interface Moved {
  status: "moved";
  to: string;
  cookies?: Headers;
}

export type Answer<Body> = Shown<Body> | Moved;

export const shown = <Body>(body: Body, code = 200, cookies?: Headers): Shown<Body> => ({
  status: "shown",
  shown: body,
  code,
  ...(cookies ? { cookies } : {}),
});

export const moved = (to: string, cookies?: Headers): Moved => ({
  status: "moved",
  to,
  ...(cookies ? { cookies } : {}),
});
