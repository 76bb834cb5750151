/**
 * Links that never break (docs/decisions/057-link-checker.md): what the link checker finds and
 * how the Insight page says it. No server imports: the screen reads it too.
 */
import type { LinkProblem } from "../../../db/schema";

export type { LinkProblem };

/** What is wrong with a link, as staff read it. */
export function problemText(problem: LinkProblem, status: number | null): string {
  switch (problem) {
    case "draft":
      return "Links to a draft";
    case "trashed":
      return "Links to an item in the trash";
    case "not-found":
      return "Page not found";
    case "unreachable":
      return "No answer";
    case "error":
      return status === null ? "Answered with an error" : `Answered ${status}`;
  }
}

/** An item holding broken links, as the Insight page lists it. */
export interface BrokenLinkItem {
  key: string;
  /** 'Article', 'Page', 'Site'. */
  kindLabel: string;
  title: string;
  /** Its form, where the link is fixed. */
  editHref: string;
  links: { url: string; problem: string }[];
}

/** What the Insight page shows of the link checker. */
export interface BrokenLinks {
  /** A check in hand: the addresses checked so far. */
  running: { checked: number } | null;
  /** 'Check links now' was pressed and no instance has started yet. */
  requested: boolean;
  /** The last check that ended, in the site's time zone. */
  last: { at: string; when: string; links: number | null; problems: number } | null;
  items: BrokenLinkItem[];
  /** Problems beyond the ones listed. */
  more: number;
  /** Whether other sites' addresses are asked (LINK_CHECK_EXTERNAL). */
  externalChecked: boolean;
}

/** A link found in published content: where it is (an item of a kind, or a part of the site). */
export interface FoundLink {
  /** A content kind, or `site` for the site's texts and menus. */
  kind: string;
  /** The item's id, or the site's section ('home', 'menus'). */
  itemId: string | null;
  itemTitle: string;
  url: string;
}

/** A link's verdict: fine (null), or what is wrong with it. */
export type LinkVerdict = { problem: LinkProblem; status?: number } | null;

/** The link checker every instance runs (app/features/links/checker.server.ts). */
export interface LinkChecker {
  /** Looks now (after 'Check links now') instead of at its next tick. */
  wake(): void;
  /** One look, awaited: whether this instance ran a check (tests). */
  runOnce(): Promise<"checked" | "not-due" | "busy">;
  /** Starts its ticks (the server at start). */
  start(): void;
  /** Stops its ticks and waits for the check in hand to stop (shutdown). */
  stop(): Promise<void>;
}

/** What the load context holds of the link checker. */
export interface LinkServices {
  checker: LinkChecker;
  /** Whether links to other sites are asked (LINK_CHECK_EXTERNAL). */
  externalChecked: boolean;
}
