import { data } from "react-router";
import type { Route } from "./+types/test-error";

/** Fails on purpose so the tests can see the error page; a plain 404 unless TEST_HOOKS=1. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.testHooks) throw data(null, { status: 404 });
  throw new Error("deliberate failure for the error page test (detail-7f3a)");
}

export default function TestError() {
  return null;
}
