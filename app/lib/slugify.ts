/**
 * The specification's slug rule: lower case; drop characters other than letters, digits,
 * underscore, whitespace and hyphen; whitespace becomes hyphens; repeated hyphens collapse.
 * Letters and digits of any script are kept (Amharic titles keep their words).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/**
 * An address made from a title (a page's, a position's): lower-case letters, digits and
 * hyphens, at most 80 characters, no hyphen at either end.
 */
export function addressFromTitle(title: string): string {
  return slugify(title)
    .normalize("NFD")
    .replace(/[^a-z0-9-]+/g, "")
    .replace(/-+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
}
