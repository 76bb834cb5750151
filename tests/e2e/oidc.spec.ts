import { expect } from "@playwright/test";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc-provider";
import { newAccount, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// On the menus server, whose login has a company sign-in provider (playwright.config.ts): the
// provider runs here, on E2E_OIDC_PORT. The site is addressed as localhost, the redirect URI's host.
test.describe.configure({ mode: "serial" });
test.slow();

const OWNER = { email: "oidc-owner@example.com", password: "oidc-owner-pass-1" };
const PERSON = {
  sub: "e2e-almaz",
  email: "almaz@aig.example",
  email_verified: true,
  groups: ["aig-web-editors"],
};
let provider: TestOidcProvider;
let site: string;

test.beforeAll(async ({ request }, testInfo) => {
  const port = Number(process.env.E2E_OIDC_PORT);
  test.skip(!port, "E2E_OIDC_PORT is set by scripts/e2e.mjs");
  site = String(testInfo.project.use.baseURL).replace("127.0.0.1", "localhost");
  provider = await startOidcProvider(
    [
      {
        clientId: "aig-e2e",
        clientSecret: "aig-e2e-client-secret",
        redirectUris: [`${site}/admin/sign-in/sso/callback`],
      },
    ],
    { port },
  );
  provider.people.set(PERSON.sub, PERSON);
  // The server's first account is its owner: made here, so the person below is an editor.
  await newAccount(request, OWNER, "owner");
});

test.afterAll(async () => {
  await provider?.close();
});

test("the login's 'Sign in with Microsoft' signs in through the provider, and Account lists the identity", async ({
  page,
}) => {
  await page.goto(`${site}/admin`);
  await hydrated(page);
  const button = page.getByRole("button", { name: "Sign in with Microsoft" });
  await expect(button).toBeVisible();
  // The specification's form stays as it is, after an 'or'.
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByText("or", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "login-provider");

  // A company address without a password: the hint says where 'Sign In' goes.
  await page.getByLabel("Email").fill("someone@aig.example");
  await expect(
    page.getByText("Leave it empty to sign in with your Microsoft account."),
  ).toBeVisible();
  await page.getByLabel("Email").fill("");

  provider.nextPerson = PERSON.sub;
  await button.click();
  await expect(page).toHaveURL(`${site}/admin`);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

  await page.goto(`${site}/admin/account`);
  await hydrated(page);
  const panel = page.getByRole("region", { name: "Sign-in providers" });
  await expect(panel.getByText(PERSON.email)).toBeVisible();
  await expect(
    panel.getByRole("button", { name: `Unlink Microsoft (${PERSON.email})` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await snap(page, "account-identities");

  // Its only way in: unlinking is refused, with the reason.
  await panel.getByRole("button", { name: `Unlink Microsoft (${PERSON.email})` }).click();
  await expect(panel.getByText("This is your only way to sign in.")).toBeVisible();
  await expect(panel.getByText(PERSON.email)).toBeVisible();
});
