import { type KeyboardEvent, useRef } from "react";
import { Link, useNavigate } from "react-router";

export const DASHBOARD_TABS = [
  { id: "news", label: "News Articles" },
  { id: "videos", label: "Videos" },
  { id: "messages", label: "Messages" },
  { id: "team", label: "Team" },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]["id"];

export function parseTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.some((tab) => tab.id === value) ? (value as DashboardTab) : "news";
}

/**
 * Tabs whose selection lives in the URL (`?tab=videos`), so reload and Back keep it. They are
 * links, so they work before hydration; arrow keys, Home and End move between them as the ARIA
 * tabs pattern describes.
 */
export function DashboardTabs({
  current,
  unreadMessages,
}: {
  current: DashboardTab;
  unreadMessages: number;
}) {
  const navigate = useNavigate();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = DASHBOARD_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    navigate(`/admin?tab=${DASHBOARD_TABS[next]?.id}`, { preventScrollReset: true });
  };

  return (
    <div
      role="tablist"
      aria-label="Content"
      className="mt-8 flex gap-1 overflow-x-auto border-slate-200 border-b"
    >
      {DASHBOARD_TABS.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={`tab-${tab.id}`}
            role="tab"
            aria-selected={selected}
            aria-controls="dashboard-panel"
            tabIndex={selected ? 0 : -1}
            to={`/admin?tab=${tab.id}`}
            preventScrollReset
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 font-semibold text-sm transition ${
              selected
                ? "border-ev-700 text-ev-900"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
            }`}
          >
            {tab.label}
            {tab.id === "messages" && unreadMessages > 0 ? (
              <span className="ml-2 rounded-full bg-copper-600 px-2 py-0.5 text-white text-xs">
                {unreadMessages}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </Link>
        );
      })}
    </div>
  );
}
