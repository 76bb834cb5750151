import { isAPIError } from "better-auth/api";

/**
 * The status of a request better-auth refused (4xx: a wrong password, a short password, an
 * invalid e-mail), or undefined when `error` is a fault instead: better-auth's own 5xx, a
 * database failure, a bug. Callers answer refusals and rethrow or log faults.
 */
export function authErrorStatus(error: unknown): number | undefined {
  if (!isAPIError(error)) return undefined;
  const status = error.statusCode;
  return status >= 400 && status < 500 ? status : undefined;
}

interface AuthRefusal {
  status: number;
  /** better-auth's message, or the caller's fallback when it gave none. */
  message: string;
}

/** A refusal by better-auth as the app answers it; null when `error` is a fault. */
export function translateAuthError(error: unknown, fallback: string): AuthRefusal | null {
  if (!isAPIError(error)) return null;
  const status = authErrorStatus(error);
  if (status === undefined) return null;
  const message = error.body?.message;
  return { status, message: typeof message === "string" && message !== "" ? message : fallback };
}
