import type { HTMLAttributes, RefObject } from "react";

/**
 * An element whose content is HTML rendered apart from the page (see
 * app/lib/server-html.server.ts). React does not hydrate, compare or change that content: after
 * a document request the browser keeps what the server sent; after a client navigation the
 * page that uses it fills it itself (the admin list adds its rows a few at a time).
 */
export function ServerHtml({
  as: Tag = "div",
  islandKey,
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: "div" | "ul" | "ol" | "tbody";
  islandKey: string;
  ref?: RefObject<HTMLElement | null>;
}) {
  const onServer = typeof document === "undefined";
  // Server, document request: a marker the page stream replaces with the HTML. Browser: ""
  // (React keeps the server's content, never resets it, and leaves what the page adds alone).
  const content = onServer ? `<!--server-html:${islandKey}-->` : "";
  return (
    <Tag
      {...props}
      ref={ref as never}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a marker, or nothing
      dangerouslySetInnerHTML={{ __html: content }}
      suppressHydrationWarning
    />
  );
}
