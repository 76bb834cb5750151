/** The visible text of a page (scripts and styles dropped, tags removed, entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** The options of the page's select named `name`, as their texts show them. */
export function selectOptions(html: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(html)?.[0] ?? "";
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1] ?? "");
}

/**
 * A recorded page's text or markup without what changes from one build or year to the next: the
 * hashes in the build's file names and the year in the footer.
 */
export function withoutBuildAndYear(page: string): string {
  return page
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css|svg|png|woff2)/g, "/assets/$1.$2")
    .replace(/©\s*(<!-- -->)?\s*\d{4}/g, "© YEAR");
}
