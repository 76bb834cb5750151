import type { HTMLAttributes, RefObject } from "react";

/**
 * An element whose content is server-written HTML (see app/lib/server-html.server.ts). React
 * does not hydrate or compare such content: after a document request the browser keeps what
 * the server sent; after a client navigation the HTML arrives as `html` and is set here.
 */
export function ServerHtml({
  as: Tag = "div",
  islandKey,
  html,
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: "div" | "ul" | "ol" | "tbody";
  islandKey: string;
  html: string | null;
  ref?: RefObject<HTMLElement | null>;
}) {
  const onServer = typeof document === "undefined";
  // Server, document request: a marker the page stream replaces with the HTML. Browser,
  // hydrating: "" (React keeps the server's content and never resets it).
  const content = html ?? (onServer ? `<!--server-html:${islandKey}-->` : "");
  return (
    <Tag
      {...props}
      ref={ref as never}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server's renderer
      dangerouslySetInnerHTML={{ __html: content }}
      suppressHydrationWarning
    />
  );
}
