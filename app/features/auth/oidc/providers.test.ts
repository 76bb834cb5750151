import { describe, expect, it } from "vitest";
import {
  mappedRole,
  newAccountRefusal,
  providerButton,
  providerForEmail,
  refreshTokenRequest,
  signedInWithMultiFactor,
} from "./providers";

const microsoft = {
  id: "microsoft",
  label: "Sign in with Microsoft",
  domains: ["aig.example", "aig-mining.example"],
  roleMap: [
    { group: "aig-web-admins", role: "admin" as const },
    { group: "aig-web-editors", role: "editor" as const },
  ],
};

describe("company sign-in rules", () => {
  it("names the provider from its label", () => {
    expect(providerButton(microsoft).name).toBe("Microsoft");
    expect(providerButton({ ...microsoft, label: "Company account" }).name).toBe("Company account");
  });

  it("sends an address to the provider of its domain only", () => {
    expect(providerForEmail([microsoft], "Ana@AIG.example ")?.id).toBe("microsoft");
    expect(providerForEmail([microsoft], "ana@aig.example.evil.com")).toBeUndefined();
    expect(providerForEmail([microsoft], "ana@sub.aig.example")).toBeUndefined();
    expect(providerForEmail([microsoft], "no-at-sign")).toBeUndefined();
  });

  it("gives the role of the first pair of the map the groups match, in the map's order", () => {
    expect(mappedRole(microsoft, ["aig-web-editors", "aig-web-admins"])).toBe("admin");
    expect(mappedRole(microsoft, ["staff", "aig-web-editors"])).toBe("editor");
    expect(mappedRole(microsoft, ["staff"])).toBeUndefined();
  });

  it("takes amr's second factors and a multi-factor acr as multi-factor, a password alone not", () => {
    expect(signedInWithMultiFactor({ amr: ["pwd", "mfa"], acr: "" })).toBe(true);
    expect(signedInWithMultiFactor({ amr: ["hwk"], acr: "" })).toBe(true);
    expect(signedInWithMultiFactor({ amr: ["pwd"], acr: "" })).toBe(false);
    expect(signedInWithMultiFactor({ amr: [], acr: "https://refeds.org/profile/mfa" })).toBe(true);
    expect(signedInWithMultiFactor({ amr: [], acr: "urn:mace:incommon:iap:silver" })).toBe(false);
    expect(signedInWithMultiFactor({ amr: [], acr: "1" })).toBe(false);
  });

  it("asks Google for offline access with consent, others for offline_access without a prompt", () => {
    expect(refreshTokenRequest({ issuer: "https://accounts.google.com" }, false)).toEqual({
      scopes: [],
      parameters: { access_type: "offline", prompt: "consent" },
    });
    const entra = { issuer: "https://login.microsoftonline.com/tenant/v2.0" };
    expect(refreshTokenRequest(entra, true)).toEqual({
      scopes: ["offline_access"],
      parameters: {},
    });
    expect(refreshTokenRequest(entra, false)).toEqual({ scopes: [], parameters: {} });
  });

  it("makes new accounts only for the provider's domains, and Google's only for its Workspace (hd)", () => {
    const entra = { issuer: "https://login.microsoftonline.com/t/v2.0", domains: ["aig.example"] };
    expect(
      newAccountRefusal(entra, { email: "ana@aig.example", hostedDomain: "" }),
    ).toBeUndefined();
    expect(newAccountRefusal(entra, { email: "ana@other.example", hostedDomain: "" })).toBe(
      "other-domain",
    );
    expect(
      newAccountRefusal({ ...entra, domains: [] }, { email: "a@aig.example", hostedDomain: "" }),
    ).toBe("no-domains");
    const google = { issuer: "https://accounts.google.com", domains: ["aig.example"] };
    const workspace = { email: "ana@aig.example", hostedDomain: "aig.example" };
    expect(newAccountRefusal(google, workspace)).toBeUndefined();
    expect(newAccountRefusal(google, { ...workspace, hostedDomain: "" })).toBe("other-domain");
    expect(newAccountRefusal(google, { ...workspace, hostedDomain: "elsewhere.example" })).toBe(
      "other-domain",
    );
  });
});
