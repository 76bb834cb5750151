import { canEditAll, type Role } from "~/features/auth/roles";

/**
 * The words of what waits (the Overview's cards and the line above every admin section), for
 * the server's groups (waiting.server.ts). Browser-safe: the screens render them.
 */
/** The groups of what waits, in the Overview's order. */
export const WAITING_GROUPS = [
  "review",
  "changes",
  "questions",
  "messages",
  "applications",
  "translations",
  "scheduled",
  "drafts",
] as const;
export type WaitingGroupName = (typeof WAITING_GROUPS)[number];

/** "1 new message", "3 new messages". */
function counted(one: string, many: string) {
  return (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

const PHRASES: Record<WaitingGroupName, (n: number) => string> = {
  review: (n) => `${n.toLocaleString("en-US")} in review`,
  changes: counted("change requested", "changes requested"),
  questions: counted("tender question", "tender questions"),
  messages: counted("new message", "new messages"),
  applications: counted("new application", "new applications"),
  translations: counted("translation to update", "translations to update"),
  scheduled: counted("scheduled item", "scheduled items"),
  drafts: counted("draft", "drafts"),
};

/** A group counted as the waiting line says it: '2 in review', '1 new application'. */
export function waitingPhrase(group: WaitingGroupName, n: number): string {
  return PHRASES[group](n);
}

/** 'Waiting for you: 2 in review, 3 new applications' (null when nothing waits). */
export function waitingLine(
  counts: Partial<Record<WaitingGroupName, number>>,
  groups: readonly WaitingGroupName[],
): string | null {
  const parts = groups
    .filter((group) => (counts[group] ?? 0) > 0)
    .map((group) => waitingPhrase(group, counts[group] ?? 0));
  return parts.length > 0 ? `Waiting for you: ${parts.join(", ")}` : null;
}

/** A card's heading and what it says of its items, for `role`. */
export function waitingCard(
  group: WaitingGroupName,
  role: Role,
): { title: string; hint: string; more?: { href: string; label: string } } {
  switch (group) {
    case "review":
      return canEditAll(role)
        ? { title: "To review", hint: "Submitted for review, longest waiting first." }
        : { title: "Waiting for review", hint: "Yours, submitted: an editor reviews them next." };
    case "changes":
      return { title: "Changes requested", hint: "An editor asked you to change these." };
    case "questions":
      return {
        title: "Tender questions",
        hint: "Asked by bidders, not answered yet.",
        more: { href: "/admin/tenders", label: "Open Tenders" },
      };
    case "messages":
      return {
        title: "New messages",
        hint: "From the contact form, not opened yet.",
        more: { href: "/admin/messages", label: "Open Messages" },
      };
    case "applications":
      return {
        title: "New applications",
        hint: "Nobody has looked at them yet.",
        more: { href: "/admin/careers", label: "Open Careers" },
      };
    case "translations":
      return {
        title: "Translations to update",
        hint: "The English text changed after they were written.",
        more: { href: "/admin/site", label: "Open Site" },
      };
    case "scheduled":
      return canEditAll(role)
        ? { title: "Scheduled", hint: "Going public by themselves at these times." }
        : { title: "Your scheduled items", hint: "Going public by themselves at these times." };
    case "drafts":
      return { title: "Your drafts", hint: "Not public yet, nor submitted." };
  }
}
