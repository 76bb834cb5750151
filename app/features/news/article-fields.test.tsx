import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleFields } from "./article-fields";
import { blankArticle } from "./schema";

function render(slug: string) {
  return renderToString(
    <ArticleFields
      initial={{ ...blankArticle("Addis Investment Group"), title: "Copper plant opens", slug }}
      errors={{}}
      editing
      upload={{ uploads: {}, onUploaded: () => undefined }}
    />,
  );
}

describe("the article form's slug hint", () => {
  it("shows the article's own address", () => {
    const html = render("copper-plant-opens");
    expect(html).toContain("Used in the article&#x27;s address: /news/copper-plant-opens");
    expect(html).not.toContain("/news/your-slug");
  });

  it("shows where the address goes while there is no slug yet", () => {
    expect(render("")).toContain("/news/your-slug");
  });
});
