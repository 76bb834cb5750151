import { describe, expect, it } from "vitest";
import { routeLabel } from "./metrics";

describe("routeLabel", () => {
  it("names a request by its address pattern, never by the address's own values", () => {
    const cases: [string, string][] = [
      ["/", "/"],
      ["/?page=2", "/"],
      ["/news", "/news"],
      ["/news?sector=mining", "/news"],
      ["/news/copper-output-rises", "/news/:slug"],
      ["/news/copper-output-rises.data", "/news/:slug.data"],
      ["/sector/mining", "/sector/:sector"],
      ["/sector/mining/rss.xml", "/sector/:sector/rss.xml"],
      ["/search?q=anything+at+all", "/search"],
      ["/preview/abc.def", "/preview/:token"],
      ["/admin", "/admin"],
      ["/admin/team", "/admin/team"],
      ["/admin/pages/0b7c2f9e-1234/history", "/admin/pages"],
      ["/admin/site", "/admin/site"],
      // Every added page (and every unknown one-part address) is one label.
      ["/board", "/:page"],
      ["/careers", "/careers"],
      ["/careers/mine-geologist", "/careers/:slug"],
      ["/admin/careers/0b7c2f9e-1234/applications", "/admin/careers"],
      ["/am", "/:language"],
      ["/board-of-directors", "/:page"],
      ["/admin/articles/0b7c2f9e-1234", "/admin/articles"],
      ["/admin/sign-in.data", "/admin/sign-in.data"],
      // Made-up sections share one label: a visitor cannot grow the metrics without end.
      ["/admin/abcdefgh", "/admin/:other"],
      ["/admin/zyxwvu.data", "/admin/:other.data"],
      ["/assets/root-abc123.css", "/assets/*"],
      ["/uploads/4f1c-960.avif", "/uploads/*"],
      ["/rss.xml", "/feeds"],
      ["/wp-login.php", "other"],
      ["/x/y/z/../../etc", "other"],
    ];
    for (const [url, label] of cases) expect(routeLabel(url), url).toBe(label);
  });
});
