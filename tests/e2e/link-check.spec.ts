import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { newAccount, signedIn, snap } from "./accounts";
import { expectNoAxeViolations, hydrated, test } from "./fixtures";

// Insight's 'Broken links': an editor presses 'Check links now' and sees the broken link of a
// published article listed with the article to fix.
test.slow();

test("'Check links now' lists a published article's link to a missing page", async ({ page }) => {
  const token = randomUUID().slice(0, 8);
  const who = { email: `links-${token}@example.com`, password: "links-pass-1" };
  await newAccount(page.request, who, "editor");
  await signedIn(page, who, "/admin/insight");
  await hydrated(page);

  const title = `Links ${token}: the plant's first year`;
  const saved = await page.request.post("/admin/articles/new", {
    form: {
      title,
      slug: `links-${token}`,
      summary: "The Modjo plant's first year in numbers.",
      content: `Read [last year's report](/news/no-such-report-${token}) first.`,
      author: "Newsroom",
      imageUrl: "",
      publication: "published",
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);

  const section = page.getByRole("region", { name: "Broken links" });
  await section.getByRole("button", { name: "Check links now" }).click();
  const item = section.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(`/news/no-such-report-${token}`);
  await expect(item).toContainText("Page not found");
  await expect(section.getByRole("button", { name: "Check links now" })).toBeEnabled();
  const href = await item.getByRole("link", { name: title }).getAttribute("href");
  expect(href).toMatch(/^\/admin\/articles\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);
  await snap(page, "insight-broken-links");
});
