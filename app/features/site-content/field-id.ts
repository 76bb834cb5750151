/** A field's id in the page: names hold dots and colons, ids keep to letters, digits, hyphens. */
export function siteFieldId(name: string) {
  return `site-${name.replace(/[^a-zA-Z0-9]+/g, "-")}`;
}
