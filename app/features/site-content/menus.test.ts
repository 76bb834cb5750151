import { describe, expect, it } from "vitest";
import { messagesFor } from "~/locales";
import {
  checkMenus,
  type HeaderItem,
  hiddenMenuPages,
  isMenuHref,
  MENU_NAMES,
  type MenuPage,
  menusFromForm,
  menusOf,
  menuValues,
  QUICK_LINKS,
  type SiteMenus,
  shownMenus,
} from "./menus";

const page = (id: string, title: string, extra: Partial<MenuPage> = {}): MenuPage => ({
  id,
  slug: title.toLowerCase(),
  title,
  titles: {},
  state: "live",
  inHeader: false,
  inFooter: false,
  ...extra,
});

const LEADERSHIP = page("p1", "Leadership", { inHeader: true, titles: { om: "Hoggansa" } });
const HISTORY = page("p2", "History", { state: "draft" });
const BOARD = page("p3", "Board", { state: "trashed", inHeader: true });
const PAGES = new Map([LEADERSHIP, HISTORY, BOARD].map((p) => [p.id, p]));

const labels = (menus: ReturnType<typeof shownMenus>) =>
  menus.header.map((item) =>
    "group" in item
      ? `${item.label}: ${item.links.map((link) => link.label).join(", ")}`
      : item.label,
  );

describe("the site's menus", () => {
  it("reads a document without menus as today's: the built-in sections and the ticked live pages", () => {
    const menus = menusOf({}, [...PAGES.values()], QUICK_LINKS);
    expect(menus.edited).toEqual({ header: false, footer: false });
    const shown = shownMenus(menus, PAGES, "en", messagesFor("en"));
    expect(labels(shown)).toEqual([
      "About",
      "Vision",
      "Sectors",
      "Values",
      "News",
      "Videos",
      "Careers",
      "Tenders",
      "Investors",
      "Leadership",
    ]);
    // Vision and Values stay the home page's own links, as before.
    expect(shown.header.filter((item) => "homeOnly" in item && item.homeOnly)).toHaveLength(2);
    expect(shown.footer[0]?.heading).toBe("Quick Links");
    expect(shown.footer[0]?.links.map((link) => link.label)).toEqual([
      "About Us",
      "Vision & Mission",
      "Investment Sectors",
      "Core Values",
      "Careers",
      "Tenders",
      "Investors",
    ]);
    expect(shownMenus(menus, PAGES, "om", messagesFor("om")).footer[0]?.heading).toBe(
      messagesFor("om").footer.quickLinks,
    );
  });

  it("shows a group of pages, leaving out a draft or trashed page, in the page's language", () => {
    const header: HeaderItem[] = [
      {
        kind: "group",
        label: { en: "About us", om: "Waa'ee keenya" },
        items: [
          { kind: "page", page: "p1" },
          { kind: "page", page: "p2" },
          { kind: "page", page: "p3" },
        ],
      },
      { kind: "link", href: "https://example.org/report", label: { en: "Report" } },
    ];
    const menus = menusOf(menuValues({ header, footer: [] }), [], QUICK_LINKS);
    expect(menus.edited.header).toBe(true);
    const om = shownMenus(menus, PAGES, "om", messagesFor("om"));
    expect(labels(om)).toEqual(["Waa'ee keenya: Hoggansa", "Report"]);
    const report = om.header[1];
    expect(report && !("group" in report) && report.lang).toBe("en");
    expect(report && !("group" in report) && report.external).toBe(true);
    expect(hiddenMenuPages(menus, PAGES)).toEqual([
      { id: "p2", title: "History", reason: "Not shown: this page is a draft" },
      { id: "p3", title: "Board", reason: "Not shown: this page is in the trash" },
    ]);
    // A group whose every page is hidden is not shown at all.
    const onlyDrafts = menusOf(
      menuValues({
        header: [{ kind: "group", label: { en: "Soon" }, items: [{ kind: "page", page: "p2" }] }],
        footer: [],
      }),
      [],
      QUICK_LINKS,
    );
    expect(shownMenus(onlyDrafts, PAGES, "en", messagesFor("en")).header).toEqual([]);
  });

  it("refuses a link that is neither https:// nor a site path, and a label missing in English", () => {
    expect(isMenuHref("https://example.org")).toBe(true);
    expect(isMenuHref("/news")).toBe(true);
    expect(isMenuHref("http://example.org")).toBe(false);
    expect(isMenuHref("javascript:alert(1)")).toBe(false);
    expect(isMenuHref("//evil.example")).toBe(false);
    const errors = checkMenus(
      {
        header: [
          { kind: "link", href: "http://example.org", label: { en: "" } },
          { kind: "page", page: "gone" },
        ],
        footer: [{ heading: { en: " " }, links: [] }],
      },
      PAGES,
    );
    expect(errors).toEqual({
      "header.0.href":
        "the new link: the address must start with https:// or be a path of this site starting with /",
      "header.0.label.en": "Link the new link: an English label is required",
      "header.1": "This page no longer exists: remove it",
      "footer.0.heading.en": "Column heading: an English label is required",
    });
  });

  it("holds at most 12 header items and 8 links in a group, and says so", () => {
    const link = { kind: "section", section: "news" } as const;
    const menus: SiteMenus = {
      header: [
        ...Array.from({ length: 12 }, () => link),
        { kind: "group", label: { en: "About us" }, items: Array.from({ length: 9 }, () => link) },
      ],
      footer: [],
    };
    const errors = checkMenus(menus, PAGES);
    expect(errors.header).toBe(
      "The header holds at most 12 items (a group counts as one): remove 1 or put them in a group.",
    );
    expect(errors["header.12"]).toBe("About us holds 9 links: a group holds at most 8.");
  });

  it("keeps only what a menu holds from a posted or stored form", () => {
    const posted = menusFromForm(
      JSON.stringify({
        header: [
          { kind: "section", section: "news", uid: "m1" },
          { kind: "section", section: "nowhere" },
          { kind: "script", href: "x" },
          { kind: "link", href: " /news ", label: { en: " News ", am: "" } },
        ],
        footer: [{ heading: { en: "More" }, links: [{ kind: "page", page: "p1" }] }],
      }),
    );
    expect(posted?.header).toEqual([
      { kind: "section", section: "news" },
      { kind: "link", href: " /news ", label: { en: " News " } },
    ]);
    const stored = menuValues(posted as SiteMenus);
    expect(JSON.parse(stored[MENU_NAMES.header] ?? "")).toEqual([
      { kind: "section", section: "news" },
      { kind: "link", href: "/news", label: { en: "News" } },
    ]);
    expect(menusFromForm("not json")).toBeUndefined();
  });
});
