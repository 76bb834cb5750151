/** The public forms' spam-trap fields (browser-safe; the checks are in form-trap.server.ts). */

/** The hidden field people never fill in. */
export const HONEYPOT_FIELD = "website";
/** The signed time the form was shown. */
export const STARTED_FIELD = "startedAt";
