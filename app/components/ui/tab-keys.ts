/**
 * The tab a key moves to in a tablist of `count` tabs, from the tab at `index` (WAI-ARIA tabs:
 * the arrows move and wrap around, Home and End go to the first and last), or undefined for any
 * other key.
 */
export function tabForKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case "ArrowRight":
      return index === last ? 0 : index + 1;
    case "ArrowLeft":
      return index === 0 ? last : index - 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}
