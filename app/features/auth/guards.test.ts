import { describe, expect, it } from "vitest";
import type { AuthSession } from "./account-context.server";
import { roleAccess, signedInAccess } from "./guards.server";
import { AWAITING_APPROVAL } from "./messages";
import { NOT_FOR_YOUR_ROLE, type Role } from "./roles";
import { TWO_FACTOR_TEXTS } from "./two-factor";

/** A visitor signed in with `role` (or signed out), as the request context holds it. */
function visitor(role?: Role, mustSetUpTwoFactor = false) {
  const session = role
    ? ({ user: { id: "u1", email: "staff@example.com", role } } as unknown as AuthSession)
    : null;
  return { session, mustSetUpTwoFactor };
}

describe("signedInAccess", () => {
  it("sends a signed-out visitor to the login, which comes back to the admin page asked for", () => {
    expect(signedInAccess(visitor(), "/admin/news/new")).toEqual({
      status: "sign-in",
      to: "/admin?next=%2Fadmin%2Fnews%2Fnew",
      reason: "Sign in required.",
    });
    expect(signedInAccess(visitor(), "/admin/media.data")).toMatchObject({
      to: "/admin?next=%2Fadmin%2Fmedia",
    });
    // Never back to the sign-in pages themselves, nor outside the admin area.
    expect(signedInAccess(visitor(), "/admin/signup")).toMatchObject({ to: "/admin" });
    expect(signedInAccess(visitor(), "/news/x")).toMatchObject({ to: "/admin" });
  });

  it("sends an account that must set up two-factor to its account page, and lets it in there", () => {
    expect(signedInAccess(visitor("editor", true), "/admin/news")).toEqual({
      status: "set-up-two-factor",
      to: "/admin/account#two-factor",
      reason: TWO_FACTOR_TEXTS.required,
    });
    expect(signedInAccess(visitor("editor", true), "/admin/account")).toMatchObject({
      status: "allowed",
    });
  });
});

describe("roleAccess", () => {
  it("lets in a role that reaches the level, and refuses a pending account or a lower role", () => {
    expect(roleAccess(visitor("editor"), "/admin/trash", "editor")).toEqual({
      status: "allowed",
      user: { id: "u1", email: "staff@example.com", role: "editor" },
    });
    expect(roleAccess(visitor("pending"), "/admin/trash", "author")).toEqual({
      status: "refused",
      reason: AWAITING_APPROVAL,
    });
    expect(roleAccess(visitor("author"), "/admin/trash", "editor")).toEqual({
      status: "refused",
      reason: NOT_FOR_YOUR_ROLE,
    });
  });
});
