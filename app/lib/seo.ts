import type { MetaDescriptor } from "react-router";

export interface PageMetaInput {
  /** The page's own title; the home page passes none and gets the site name alone. */
  title?: string;
  description: string;
  /** The page's path, e.g. "/sector/mining". */
  path: string;
  siteName: string;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** A path or absolute URL of the sharing image. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

export const DEFAULT_SHARE_IMAGE = "/og-image.png";

function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title ? `${input.title} | ${input.siteName}` : input.siteName;
  const url = absolute(input.siteUrl, input.path);
  const image = absolute(input.siteUrl, input.image ?? DEFAULT_SHARE_IMAGE);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: input.title ?? input.siteName },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title ?? input.siteName },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
