import { diffWords } from "diff";

/** A run of text as a diff shows it: kept, added or removed. */
export interface DiffPart {
  /** "+" added, "-" removed, "=" the same in both. */
  op: "+" | "-" | "=";
  text: string;
}

/** Longer texts are compared line by line: a word diff of 100,000 characters is too slow. */
const WORD_DIFF_LIMIT = 20_000;

/** The word-level changes that turn `before` into `after`. */
export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before === "" ? [] : [{ op: "=", text: before }];
  if (before.length + after.length > WORD_DIFF_LIMIT) return lineDiff(before, after);
  return diffWords(before, after).map((change) => ({
    op: change.added ? "+" : change.removed ? "-" : "=",
    text: change.value,
  }));
}

/** A simple line diff: shared leading and trailing lines kept, the middle removed and added. */
function lineDiff(before: string, after: string): DiffPart[] {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const parts: DiffPart[] = [];
  const join = (lines: string[]) => lines.join("\n");
  if (start > 0) parts.push({ op: "=", text: `${join(a.slice(0, start))}\n` });
  const removed = a.slice(start, a.length - end);
  const added = b.slice(start, b.length - end);
  if (removed.length > 0) parts.push({ op: "-", text: join(removed) });
  if (added.length > 0) parts.push({ op: "+", text: join(added) });
  if (end > 0) parts.push({ op: "=", text: `\n${join(a.slice(a.length - end))}` });
  return parts;
}
