import { describe, expect, it } from "vitest";
import { dashboardSectionOf } from "./sections";

describe("dashboardSectionOf", () => {
  it("puts every admin address under its tab", () => {
    expect(dashboardSectionOf("/admin")).toBe("news");
    expect(dashboardSectionOf("/admin/articles/new")).toBe("news");
    expect(dashboardSectionOf("/admin/videos")).toBe("videos");
    expect(dashboardSectionOf("/admin/videos/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed")).toBe("videos");
    expect(dashboardSectionOf("/admin/messages/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed")).toBe(
      "messages",
    );
    expect(dashboardSectionOf("/admin/media")).toBe("media");
    expect(dashboardSectionOf("/admin/pages/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/history")).toBe(
      "pages",
    );
    expect(dashboardSectionOf("/admin/team")).toBe("team");
    expect(dashboardSectionOf("/admin/alerts")).toBe("alerts");
    expect(dashboardSectionOf("/admin/account")).toBe("account");
    expect(dashboardSectionOf("/admin/overview")).toBe("overview");
    expect(dashboardSectionOf("/admin/insight")).toBe("insight");
  });
});
