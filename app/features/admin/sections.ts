/**
 * The dashboard's sections, one address each, in tab order. `/admin` (News Articles) is the
 * default, as the specification has it.
 */
export const DASHBOARD_SECTIONS = [
  { id: "news", label: "News Articles", path: "/admin" },
  { id: "videos", label: "Videos", path: "/admin/videos" },
  { id: "pages", label: "Pages", path: "/admin/pages" },
  { id: "careers", label: "Careers", path: "/admin/careers" },
  { id: "media", label: "Media", path: "/admin/media" },
  { id: "site", label: "Site", path: "/admin/site" },
  { id: "trash", label: "Trash", path: "/admin/trash" },
  { id: "messages", label: "Messages", path: "/admin/messages" },
  { id: "team", label: "Team", path: "/admin/team" },
  { id: "activity", label: "Activity", path: "/admin/activity" },
  { id: "account", label: "Account", path: "/admin/account" },
] as const;
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
