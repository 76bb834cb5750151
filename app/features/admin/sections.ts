import type { Level } from "~/features/auth/roles";
import type { ContentKind } from "~/features/content/kinds";

/**
 * The dashboard's sections, one address each, in tab order, with the role each needs (ADR 027:
 * its routes check it on the server; the tabs show only what the role opens). `/admin` (News
 * Articles) is the default, as the specification has it.
 */
export const DASHBOARD_SECTIONS = [
  { id: "news", label: "News Articles", path: "/admin", level: "author", kind: "article" },
  { id: "videos", label: "Videos", path: "/admin/videos", level: "author", kind: "video" },
  { id: "pages", label: "Pages", path: "/admin/pages", level: "editor", kind: "page" },
  { id: "careers", label: "Careers", path: "/admin/careers", level: "editor", kind: "position" },
  { id: "media", label: "Media", path: "/admin/media", level: "author" },
  { id: "site", label: "Site", path: "/admin/site", level: "admin" },
  { id: "trash", label: "Trash", path: "/admin/trash", level: "editor" },
  { id: "messages", label: "Messages", path: "/admin/messages", level: "admin" },
  { id: "team", label: "Team", path: "/admin/team", level: "admin" },
  { id: "activity", label: "Activity", path: "/admin/activity", level: "editor" },
  { id: "account", label: "Account", path: "/admin/account", level: "author" },
] as const satisfies readonly {
  id: string;
  label: string;
  path: string;
  level: Level;
  kind?: ContentKind;
}[];
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]["id"];

/** The section an admin address belongs to (an article's form belongs to News Articles). */
export function dashboardSectionOf(pathname: string): DashboardSection {
  const [, , first] = pathname.split("/");
  if (first === "videos") return "videos";
  if (first === "pages") return "pages";
  if (first === "careers") return "careers";
  if (first === "media") return "media";
  if (first === "site") return "site";
  if (first === "trash") return "trash";
  if (first === "activity") return "activity";
  if (first === "messages") return "messages";
  if (first === "team") return "team";
  if (first === "account") return "account";
  return "news";
}
