/**
 * The links of the published site document, for the link checker (app/features/links): its long
 * texts in every language, its address fields (social profiles, a sector's video) and its menus'
 * links. Each is named by the editor's section that holds it, where staff fix it.
 */
import { LOCALES } from "~/lib/i18n";
import { markdownLinks } from "~/lib/markdown-links";
import { SITE_SECTIONS, type SiteSection } from "./catalog";
import { MENUS_SECTION, type MenuLink, menusOf, QUICK_LINKS } from "./menus";
import { type SiteDocument, sectionFields, siteRichTexts, valueIn } from "./site-document";

/** A link in the site's texts: the section that holds it (its id and title) and the address. */
export interface SiteLink {
  kind: "site";
  itemId: string;
  itemTitle: string;
  url: string;
}

export function siteDocumentLinks(doc: SiteDocument): SiteLink[] {
  const bySection = new Map<SiteSection, Set<string>>();
  const add = (section: SiteSection | undefined, url: string) => {
    if (!section || !url.trim()) return;
    const urls = bySection.get(section) ?? new Set<string>();
    urls.add(url.trim());
    bySection.set(section, urls);
  };
  const sectionOf = new Map<string, SiteSection>();
  for (const section of SITE_SECTIONS) {
    for (const field of sectionFields(section)) {
      sectionOf.set(field.path, section);
      if (field.kind === "text" && (field.type === "url" || field.type === "video")) {
        add(section, valueIn(doc, field.path) ?? "");
      }
    }
  }
  for (const locale of LOCALES) {
    for (const [path, markdown] of Object.entries(siteRichTexts(doc, locale))) {
      for (const url of markdownLinks(markdown)) add(sectionOf.get(path), url);
    }
  }
  const links = [...bySection].flatMap(([section, urls]) =>
    [...urls].map((url) => ({
      kind: "site" as const,
      itemId: section.id,
      itemTitle: section.title,
      url,
    })),
  );
  return [...links, ...menuLinks(doc)];
}

/** The menus' links to addresses (a page chosen by id leaves a menu when it is not public). */
function menuLinks(doc: SiteDocument): SiteLink[] {
  const { header, footer } = menusOf(doc.values, [], QUICK_LINKS);
  const hrefs = new Set<string>();
  const add = (link: MenuLink) => {
    if (link.kind === "link") hrefs.add(link.href);
  };
  for (const item of header) {
    if (item.kind === "group") item.items.forEach(add);
    else add(item);
  }
  for (const column of footer) column.links.forEach(add);
  return [...hrefs].map((url) => ({
    kind: "site",
    itemId: MENUS_SECTION,
    itemTitle: "Menus",
    url,
  }));
}
