import type { AnchorHTMLAttributes } from "react";
import { scrollToSection } from "./scroll-to-section";

/**
 * A link to a section of the current page (`#id`). It works as a plain fragment link before
 * hydration; afterwards it scrolls smoothly and moves focus (see scrollToSection).
 */
export function SectionLink({
  to,
  onNavigate,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> & {
  to: string;
  /** Called before scrolling, e.g. to close a menu. */
  onNavigate?: () => void;
}) {
  return (
    <a
      {...props}
      href={`#${to}`}
      onClick={(event) => {
        onNavigate?.();
        scrollToSection(event, to);
      }}
    >
      {children}
    </a>
  );
}
