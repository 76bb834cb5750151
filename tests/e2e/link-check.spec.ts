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

  const write = async (title: string, slug: string, content: string, publication: string) => {
    const saved = await page.request.post("/admin/articles/new", {
      form: {
        title,
        slug,
        summary: "The Modjo plant's first year in numbers.",
        content,
        author: "Newsroom",
        imageUrl: "",
        publication,
      },
      maxRedirects: 0,
    });
    expect(saved.status(), `saving ${title}`).toBe(302);
  };
  const title = `Links ${token}: the plant's first year`;
  await write(`Links ${token}: a draft`, `links-draft-${token}`, "Not yet.", "draft");
  await write(
    title,
    `links-${token}`,
    [
      `Read [last year's report](/news/no-such-report-${token}) first,`,
      `then [the coming one](/news/links-draft-${token}) and [all the news](/news).`,
    ].join(" "),
    "published",
  );

  const section = page.getByRole("region", { name: "Broken links" });
  await section.getByRole("button", { name: "Check links now" }).click();
  const item = section.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(`/news/no-such-report-${token}`);
  await expect(item).toContainText("Page not found");
  await expect(item).toContainText(`/news/links-draft-${token}`);
  await expect(item).toContainText("Links to a draft");
  // The link to the news list is fine: two broken links, not three.
  await expect(item.getByRole("listitem")).toHaveCount(2);
  await expect(section.getByRole("button", { name: "Check links now" })).toBeEnabled();
  const href = await item.getByRole("link", { name: title }).getAttribute("href");
  expect(href).toMatch(/^\/admin\/articles\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);
  await snap(page, "insight-broken-links");
});
