import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { authErrorStatus, translateAuthError } from "./auth-errors.server";

describe("authErrorStatus", () => {
  it("gives the status of a refusal (4xx)", () => {
    expect(authErrorStatus(new APIError("UNAUTHORIZED", { message: "Invalid" }))).toBe(401);
    expect(authErrorStatus(new APIError("BAD_REQUEST"))).toBe(400);
    expect(authErrorStatus(new APIError("UNPROCESSABLE_ENTITY"))).toBe(422);
    expect(authErrorStatus(new APIError("TOO_MANY_REQUESTS"))).toBe(429);
  });

  it("treats better-auth's own failures and anything else as faults", () => {
    expect(authErrorStatus(new APIError("INTERNAL_SERVER_ERROR"))).toBeUndefined();
    expect(authErrorStatus(new APIError("SERVICE_UNAVAILABLE"))).toBeUndefined();
    expect(authErrorStatus(new APIError("FOUND"))).toBeUndefined();
    expect(authErrorStatus(new Error("connection refused"))).toBeUndefined();
    // Something that merely looks like a refusal is not one.
    expect(authErrorStatus({ statusCode: 400, body: { message: "no" } })).toBeUndefined();
    expect(authErrorStatus(undefined)).toBeUndefined();
    expect(authErrorStatus("UNAUTHORIZED")).toBeUndefined();
  });
});

describe("translateAuthError", () => {
  it("answers a refusal with its status and better-auth's message", () => {
    expect(
      translateAuthError(
        new APIError("UNPROCESSABLE_ENTITY", { message: "Failed to create user" }),
        "Fallback",
      ),
    ).toEqual({ status: 422, message: "Failed to create user" });
  });

  it("uses the fallback when better-auth gave no message", () => {
    expect(translateAuthError(new APIError("BAD_REQUEST"), "Fallback")).toEqual({
      status: 400,
      message: "Fallback",
    });
    expect(translateAuthError(new APIError("FORBIDDEN", { message: "" }), "Fallback")).toEqual({
      status: 403,
      message: "Fallback",
    });
  });

  it("gives null for a fault", () => {
    expect(
      translateAuthError(new APIError("INTERNAL_SERVER_ERROR", { message: "boom" }), "Fallback"),
    ).toBeNull();
    expect(translateAuthError(new TypeError("bug"), "Fallback")).toBeNull();
  });
});
