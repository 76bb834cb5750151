import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { tabForKey } from "~/components/ui/tab-keys";
import { useAuth } from "~/features/auth/auth-context";
import { hasLevel } from "~/features/auth/roles";
import type { ContentKind } from "~/features/content/kinds";
import { DASHBOARD_SECTIONS, type DashboardSection } from "./sections";

/**
 * The dashboard's sections as tabs that are links to their addresses, so they work before
 * hydration and reload and Back keep the section. Arrow keys, Home and End move between them
 * as the ARIA tabs pattern describes.
 */
export function DashboardTabs({
  current,
  unreadMessages,
  newApplications = 0,
  inReview = {},
}: {
  current: DashboardSection;
  unreadMessages: number;
  /** Applications nobody has looked at yet (the Careers tab's badge). */
  newApplications?: number;
  /** Items waiting for an editor, by kind (the content tabs' badges, for editors). */
  inReview?: Partial<Record<ContentKind, number>>;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  // The sections the signed-in role opens (each route checks it again on the server).
  const role = user?.role;
  const sections = useMemo(
    () => DASHBOARD_SECTIONS.filter((section) => hasLevel(role, section.level)),
    [role],
  );
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  // Which ends have more tabs beyond them: those ends fade out, so the row shows it scrolls.
  const [more, setMore] = useState({ before: false, after: false });

  // On a narrow screen the tabs scroll sideways: keep the current one in view (also when the
  // screen turns or the window narrows).
  useEffect(() => {
    const list = listRef.current;
    const measure = () => {
      if (!list) return;
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    const reveal = () => {
      const tab = refs.current[sections.findIndex((section) => section.id === current)];
      if (!list || !tab) return;
      const left = tab.offsetLeft - list.offsetLeft;
      if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
        list.scrollLeft = left - (list.clientWidth - tab.offsetWidth) / 2;
      }
      measure();
    };
    reveal();
    window.addEventListener("resize", reveal);
    list?.addEventListener("scroll", measure, { passive: true });
    return () => {
      window.removeEventListener("resize", reveal);
      list?.removeEventListener("scroll", measure);
    };
  }, [current, sections]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabForKey(event.key, index, sections.length);
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    const section = sections[next];
    if (section) navigate(section.path, { preventScrollReset: true });
  };

  const fade =
    "pointer-events-none absolute inset-y-0 z-10 w-10 from-mist to-transparent transition-opacity";
  return (
    <div className="relative mt-8">
      <div
        aria-hidden="true"
        data-more="before"
        className={`${fade} left-0 bg-gradient-to-r ${more.before ? "opacity-100" : "opacity-0"}`}
      />
      <div
        aria-hidden="true"
        data-more="after"
        className={`${fade} right-0 bg-gradient-to-l ${more.after ? "opacity-100" : "opacity-0"}`}
      />
      <div
        ref={listRef}
        role="tablist"
        aria-label="Content"
        className="relative flex gap-1 overflow-x-auto border-slate-200 border-b"
      >
        {sections.map((section, index) => {
          const selected = section.id === current;
          const waiting = "kind" in section ? (inReview[section.kind] ?? 0) : 0;
          return (
            <Link
              key={section.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={`tab-${section.id}`}
              role="tab"
              aria-selected={selected}
              aria-controls="dashboard-panel"
              tabIndex={selected ? 0 : -1}
              to={section.path}
              preventScrollReset
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 font-semibold text-sm transition ${
                selected
                  ? "border-ev-700 text-ev-900"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
              }`}
            >
              {section.label}
              {waiting > 0 ? (
                <span className="ml-2 rounded-full bg-sky-700 px-2 py-0.5 text-white text-xs">
                  {waiting}
                  <span className="sr-only"> in review</span>
                </span>
              ) : null}
              {section.id === "messages" && unreadMessages > 0 ? (
                <span className="ml-2 rounded-full bg-copper-600 px-2 py-0.5 text-white text-xs">
                  {unreadMessages}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
              {section.id === "careers" && newApplications > 0 ? (
                <span className="ml-2 rounded-full bg-copper-600 px-2 py-0.5 text-white text-xs">
                  {newApplications}
                  <span className="sr-only">
                    {newApplications === 1 ? " new application" : " new applications"}
                  </span>
                </span>
              ) : null}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
