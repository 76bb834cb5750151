/**
 * The content API's errors as RFC 9457 problem details (`application/problem+json`): a type
 * naming the kind of problem, a title, the status, and a detail saying what to change. A
 * parameter's problem names it in `parameter`.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The query parameter that was refused. */
  parameter?: string;
}

/** The kinds of problem the API answers, by the last segment of their `type`. */
export const PROBLEMS = {
  "invalid-parameter": { status: 400, title: "Invalid parameter" },
  "not-found": { status: 404, title: "Not found" },
  "method-not-allowed": { status: 405, title: "Method not allowed" },
  unauthorized: { status: 401, title: "Unauthorized" },
  "too-many-requests": { status: 429, title: "Too many requests" },
} as const;
export type ProblemName = keyof typeof PROBLEMS;

/** Where the problem types are named (documented in docs/api.md). */
export const PROBLEM_TYPE_PATH = "/api/v1/problems/";

/** A problem of kind `name`, its type an address of the site at `siteUrl`. */
export function problem(
  siteUrl: string,
  name: ProblemName,
  detail: string,
  parameter?: string,
): Problem {
  const { status, title } = PROBLEMS[name];
  return {
    type: `${siteUrl}${PROBLEM_TYPE_PATH}${name}`,
    title,
    status,
    detail,
    ...(parameter === undefined ? {} : { parameter }),
  };
}

/** The media type of a problem. */
export const PROBLEM_CONTENT_TYPE = "application/problem+json";
