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
