import { redirect } from "react-router";
import { authHeaders } from "~/features/auth/auth.server";
import type { Route } from "./+types/sign-out";

/** Ends this session on the server and clears its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.session) return redirect("/admin");
  try {
    const { headers } = await context.auth.api.signOut({
      headers: authHeaders(request.headers, context.clientIp),
      returnHeaders: true,
    });
    return redirect("/admin", { headers });
  } catch (error) {
    context.logger.error({ err: error }, "sign-out failed");
    return redirect("/admin");
  }
}

export function loader() {
  return redirect("/admin");
}
