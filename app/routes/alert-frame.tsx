import type { ReactNode } from "react";
import { PageFrame } from "~/features/site/page-frame";

/** The alert pages' frame (app/features/alerts/alert-pages.tsx): the site's page, one column. */
export function AlertFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame title={title} lead={lead} width="max-w-3xl">
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">{children}</div>
    </PageFrame>
  );
}
