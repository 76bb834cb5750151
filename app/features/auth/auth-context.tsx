import { createContext, type ReactNode, useContext } from "react";
import type { SessionUser } from "./roles";

interface AuthState {
  /** undefined while the session is being checked; null when signed out. */
  user: SessionUser | null | undefined;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Gives the admin area the current user. The server resolves the session before rendering, so
 * the 'Loading...' state only shows if a client ever has to wait for it.
 */
export function AuthProvider({
  user,
  children,
}: {
  user: SessionUser | null | undefined;
  children: ReactNode;
}) {
  return (
    <AuthContext.Provider value={{ user }}>
      {user === undefined ? <FullPageLoading /> : children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}

function FullPageLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center text-lg text-slate-600"
    >
      Loading...
    </div>
  );
}
