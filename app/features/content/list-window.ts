/**
 * Keeps a long admin list light however far the reader scrolls: its rows come in chunks (the
 * first screen, then a page at a time), and a chunk far from the screen is replaced by one empty
 * row of the same height, its rows kept as HTML until the reader comes back near it. So the page
 * holds a few hundred rows, not the 100,000 a reader may scroll through, and the scroll bar
 * stays where it was.
 *
 * A chunk holding the focused control stays (the keyboard's place is kept), and so does one
 * holding a row whose action waits for its answer (the answer is shown in that row); rows that
 * are put away keep their state (a filter's `hidden`, a new Publish button) in their HTML.
 */
interface Chunk {
  first: Element;
  last: Element;
  /** The empty row in the chunk's place, and its rows' HTML, while it is put away. */
  gap?: HTMLElement;
  html?: string;
}

/** A chunk further than this many screens away is put away, one nearer than that is put back. */
const PUT_AWAY_SCREENS = 3;
const PUT_BACK_SCREENS = 1.5;

export class ListWindow {
  private chunks: Chunk[] = [];
  private frame = 0;
  private pinned: Element | null = null;

  constructor(private readonly list: HTMLElement) {
    addEventListener("scroll", this.schedule, { passive: true });
    addEventListener("resize", this.schedule, { passive: true });
  }

  dispose() {
    removeEventListener("scroll", this.schedule);
    removeEventListener("resize", this.schedule);
    cancelAnimationFrame(this.frame);
  }

  /** Every row was replaced (a new list): they are one chunk again. */
  reset() {
    this.chunks = [];
    this.add(0);
  }

  /** The rows from the `from`-th of the list on (just added) are one chunk. */
  add(from: number) {
    const rows = this.list.children;
    const first = rows[from];
    const last = rows[rows.length - 1];
    if (first && last) this.chunks.push({ first, last });
    this.schedule();
  }

  /** `row` stays in the page until `pin(null)` (its action's answer is on its way). */
  pin(row: Element | null) {
    this.pinned = row;
    if (!row) this.schedule();
  }

  /** A row was replaced by another (an action's answer): chunks that ended on it end on the new one. */
  replaced(old: Element, row: Element) {
    for (const chunk of this.chunks) {
      if (chunk.first === old) chunk.first = row;
      if (chunk.last === old) chunk.last = row;
    }
    if (this.pinned === old) this.pinned = row;
  }

  /** A row is about to leave the list (deleted). */
  removing(row: Element) {
    this.chunks = this.chunks.filter((chunk) => {
      if (chunk.first === row && chunk.last === row) return false;
      if (chunk.first === row && row.nextElementSibling) chunk.first = row.nextElementSibling;
      if (chunk.last === row && row.previousElementSibling) chunk.last = row.previousElementSibling;
      return true;
    });
  }

  private readonly schedule = () => {
    if (this.frame === 0) this.frame = requestAnimationFrame(this.update);
  };

  /** Reads where every chunk is, then puts away and back what needs it (one layout). */
  private readonly update = () => {
    this.frame = 0;
    const screen = innerHeight;
    const focused = document.activeElement;
    // A chunk to put back, or to put away with its height (all read before anything changes).
    const changes: [Chunk, number | "back"][] = [];
    for (const chunk of this.chunks) {
      const { top } = (chunk.gap ?? chunk.first).getBoundingClientRect();
      const { bottom } = (chunk.gap ?? chunk.last).getBoundingClientRect();
      const distance = bottom < 0 ? -bottom : top > screen ? top - screen : 0;
      if (chunk.gap) {
        if (distance < screen * PUT_BACK_SCREENS) changes.push([chunk, "back"]);
      } else if (
        distance > screen * PUT_AWAY_SCREENS &&
        !holds(chunk, focused) &&
        !holds(chunk, this.pinned)
      ) {
        changes.push([chunk, bottom - top]);
      }
    }
    for (const [chunk, change] of changes) {
      if (change === "back") putBack(chunk);
      else putAway(chunk, change);
    }
  };
}

function holds(chunk: Chunk, element: Element | null) {
  if (!element || element === document.body) return false;
  const range = document.createRange();
  range.setStartBefore(chunk.first);
  range.setEndAfter(chunk.last);
  return range.intersectsNode(element);
}

function putAway(chunk: Chunk, height: number) {
  const range = document.createRange();
  range.setStartBefore(chunk.first);
  range.setEndAfter(chunk.last);
  const rows = range.extractContents();
  const gap = document.createElement("li");
  gap.setAttribute("aria-hidden", "true");
  gap.dataset.gap = "";
  gap.style.cssText = `height:${height}px;padding:0;margin:0;border:0`;
  range.insertNode(gap);
  chunk.html = Array.from(rows.children, (row) => row.outerHTML).join("");
  chunk.gap = gap;
}

function putBack(chunk: Chunk) {
  const { gap, html } = chunk;
  if (!gap || html === undefined) return;
  const range = document.createRange();
  range.selectNode(gap);
  const rows = range.createContextualFragment(html);
  const first = rows.firstElementChild;
  const last = rows.lastElementChild;
  gap.replaceWith(rows);
  if (first && last) {
    chunk.first = first;
    chunk.last = last;
  }
  chunk.gap = undefined;
  chunk.html = undefined;
}
