import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "./auth-context";

function Email() {
  const { user } = useAuth();
  return <p>{user ? user.email : "signed out"}</p>;
}

describe("AuthProvider and useAuth", () => {
  it("give components the current user", () => {
    const html = renderToString(
      <AuthProvider user={{ id: "1", email: "owner@example.com", role: "owner" }}>
        <Email />
      </AuthProvider>,
    );
    expect(html).toContain("owner@example.com");
    expect(
      renderToString(
        <AuthProvider user={null}>
          <Email />
        </AuthProvider>,
      ),
    ).toContain("signed out");
  });

  it("show the full-page 'Loading...' while the session is unknown", () => {
    const html = renderToString(
      <AuthProvider user={undefined}>
        <Email />
      </AuthProvider>,
    );
    expect(html).toContain("Loading...");
    expect(html).not.toContain("signed out");
  });

  it("throw outside the provider", () => {
    expect(() => renderToString(<Email />)).toThrow("useAuth must be used within an AuthProvider");
  });
});
