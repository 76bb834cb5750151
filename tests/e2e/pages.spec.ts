import { expect } from "@playwright/test";
import { newAccount, signedIn, snap } from "./accounts";
import { paste } from "./editor";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

const OWNER = { email: "pages-owner@example.com", password: "pages-owner-pass-1" };

test.beforeAll(async ({ request }) => {
  await newAccount(request, OWNER, "owner");
});

// Published without a place in the header or the footer: the other tests' pages stay as they are.
test("a page is added with 'Add Page', refused at an address the site uses, and published at its own", async ({
  page,
}) => {
  test.slow();
  await signedIn(page, OWNER, "/admin/pages");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Pages" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("link", { name: "Add Page" }).click();
  await expect(page.getByRole("heading", { name: "New Page" })).toBeVisible();
  await hydrated(page);

  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const address = page.getByRole("textbox", { name: "Address", exact: true });
  await title.fill("Our Board of Directors");
  // The address follows the title.
  await expect(address).toHaveValue("our-board-of-directors");
  await address.fill("news");
  // Markdown pasted as text becomes formatting in the editor.
  const body = page.getByRole("textbox", { name: "Body", exact: true });
  await paste(body, {
    "text/plain": "## The board\n\nSeven members, chaired by **Ato Tesfaye Bekele**.",
  });
  await page
    .getByRole("textbox", { name: "Description for search engines", exact: true })
    .fill("Who sits on the board of the group, and what it decides.");
  await expect(body.locator("strong")).toHaveText("Ato Tesfaye Bekele");
  await page.getByLabel("Publish immediately").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("This address is used by the site itself")).toBeVisible();
  await expect(title).toHaveValue("Our Board of Directors");
  await expectNoAxeViolations(page);
  await snap(page, "admin-page-form");

  await address.fill("e2e-our-board");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  const row = page.getByRole("listitem").filter({ hasText: "Our Board of Directors" });
  await expect(row).toContainText("/e2e-our-board");
  await expectNoAxeViolations(page);
  await snap(page, "admin-pages");

  // Visitors read it at its address.
  await page.goto("/e2e-our-board");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Board of Directors");
  await expect(page.getByRole("heading", { level: 2, name: "The board" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Who sits on the board of the group, and what it decides.",
  );
  await expectNoAxeViolations(page);
  await snap(page, "added-page");
});
