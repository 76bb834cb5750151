import type { Level } from "~/features/auth/roles";
import { CONTENT_KIND_LIST, CONTENT_KINDS, type ContentKind } from "~/features/content/kinds";

/** The sections that are not a kind's, in tab order. */
const OTHER_SECTIONS = [
  { id: "media", label: "Media", path: "/admin/media", level: "author" },
  { id: "site", label: "Site", path: "/admin/site", level: "admin" },
  { id: "trash", label: "Trash", path: "/admin/trash", level: "editor" },
  { id: "messages", label: "Messages", path: "/admin/messages", level: "admin" },
  { id: "alerts", label: "Alerts", path: "/admin/alerts", level: "admin" },
  { id: "webhooks", label: "Webhooks", path: "/admin/webhooks", level: "admin" },
  { id: "team", label: "Team", path: "/admin/team", level: "admin" },
  { id: "redirects", label: "Redirects", path: "/admin/redirects", level: "editor" },
  { id: "activity", label: "Activity", path: "/admin/activity", level: "editor" },
  { id: "insight", label: "Insight", path: "/admin/insight", level: "editor" },
  { id: "account", label: "Account", path: "/admin/account", level: "author" },
] as const satisfies readonly { id: string; label: string; path: string; level: Level }[];

/** What waits for the signed-in person, first of the tabs (not the default: /admin is News). */
const OVERVIEW_SECTION = {
  id: "overview",
  label: "Overview",
  path: "/admin/overview",
  level: "author",
} as const satisfies { id: string; label: string; path: string; level: Level };

/** A tab's id: a kind's section ('news') or another section ('media'). */
export type DashboardSection =
  | (typeof CONTENT_KINDS)[ContentKind]["section"]
  | typeof OVERVIEW_SECTION.id
  | (typeof OTHER_SECTIONS)[number]["id"];

/** A kind's tab: its list, and the section of its forms. */
interface KindSection {
  id: DashboardSection;
  label: string;
  path: string;
  level: Level;
  kind: ContentKind;
}

/** The kinds' tabs, in the kinds' order, from their declarations. */
const KIND_SECTIONS = CONTENT_KIND_LIST.map((kind): KindSection => {
  const { section, sectionLabel, listPath, level } = CONTENT_KINDS[kind];
  return { id: section, label: sectionLabel, path: listPath, level, kind };
});

/**
 * The dashboard's sections, one address each, in tab order, with the role each needs (ADR 027:
 * its routes check it on the server; the tabs show only what the role opens): the Overview, the
 * kinds', the others; `/admin` (News Articles) the default, as the specification has it.
 */
export const DASHBOARD_SECTIONS: readonly (
  | KindSection
  | typeof OVERVIEW_SECTION
  | (typeof OTHER_SECTIONS)[number]
)[] = [OVERVIEW_SECTION, ...KIND_SECTIONS, ...OTHER_SECTIONS];

/** The section an admin address belongs to (an article's form belongs to News Articles). */
export function dashboardSectionOf(pathname: string): DashboardSection {
  const [, , first] = pathname.split("/");
  if (`/admin/${first}` === OVERVIEW_SECTION.path) return OVERVIEW_SECTION.id;
  const other = OTHER_SECTIONS.find((section) => section.path === `/admin/${first}`);
  if (other) return other.id;
  const kind = CONTENT_KIND_LIST.find((k) => CONTENT_KINDS[k].editPath === `/admin/${first}`);
  return CONTENT_KINDS[kind ?? "article"].section;
}
