/** A tender's status as the public and staff see it (the order of the checks is the rule). */
export const TENDER_STATUSES = ["open", "closed", "awarded", "cancelled"] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** How the admin list names each status (the public pages say it in their language). */
export const TENDER_STATUS_LABELS: Record<TenderStatus, string> = {
  open: "Open",
  closed: "Closed",
  awarded: "Awarded",
  cancelled: "Cancelled",
};

/**
 * Cancelled if cancelled, awarded if awarded, closed once its closing time (the extension's when
 * extended) has come, open before.
 */
export function tenderStatusAt(
  tender: {
    closesAt: Date | string;
    extendedTo: Date | string | null;
    awardedAt: Date | string | null;
    cancelledAt: Date | string | null;
  },
  now: Date,
): TenderStatus {
  if (tender.cancelledAt) return "cancelled";
  if (tender.awardedAt) return "awarded";
  const closing = new Date(tender.extendedTo ?? tender.closesAt);
  return closing <= now ? "closed" : "open";
}

/** Whether a status filter's value is one. */
export function isTenderStatus(value: unknown): value is TenderStatus {
  return TENDER_STATUSES.some((status) => status === value);
}
