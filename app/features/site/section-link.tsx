import type { AnchorHTMLAttributes } from "react";

/**
 * A link to a section of the current page (`#id`). A plain fragment link; the page script
 * (app/enhance/section-links.ts) adds smooth scrolling and moves the focus to the section.
 */
export function SectionLink({
  to,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  return (
    <a {...props} href={`#${to}`} data-section-link="">
      {children}
    </a>
  );
}
