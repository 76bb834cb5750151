import { Outlet } from "react-router";
import { publicSignupRefusal } from "~/config/accounts";
import { AuthProvider } from "~/features/auth/auth-context";
import { getSessionUser } from "~/features/auth/guards.server";
import type { RouteHandle } from "~/lib/hydration";
import type { Route } from "./+types/layout";

/** The admin area is a React application in the browser (public pages are plain HTML). */
export const handle: RouteHandle = { hydrate: true };

export function loader({ context }: Route.LoaderArgs) {
  return {
    user: getSessionUser(context),
    signupOpen: !publicSignupRefusal(context.signupMode),
    // The company sign-in providers' buttons on the login.
    signInProviders: context.signInProviders.buttons,
  };
}

/** Admin pages are private and never cached. */
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AuthProvider user={loaderData.user}>
      <Outlet />
    </AuthProvider>
  );
}
