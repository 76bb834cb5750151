import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/*
 * The React-drawn admin lists (Messages, a position's Applications, the Media library, the
 * activity log, the trash) kept light however far the reader scrolls, as the content lists are
 * (app/features/content/list-window.ts): their rows come in chunks, and a chunk far from the
 * screen is drawn as one empty row of its measured height until the reader comes back near it.
 * So a reader who scrolls through 100,000 messages has a few hundred rows in the page, and the
 * scroll bar stays where it was.
 *
 * A chunk stays while it holds the focused control (the keyboard's place is kept), a field typed
 * in but not saved, or a row whose action waits for its answer (marked `aria-busy`): their state
 * lives in the rows, and a chunk put away is drawn anew when it comes back.
 */

/**
 * The rows of a chunk: a multiple of 2 and 3, so each chunk of the Media library's grid starts a
 * line.
 */
const CHUNK_ROWS = 60;
/** A chunk further than this many screens away is put away, one nearer than that is put back. */
const PUT_AWAY_SCREENS = 3;
const PUT_BACK_SCREENS = 1.5;

/** What a list draws: a row, or the empty row in the place of a chunk put away. */
export type Slice<Row> = { row: Row } | { gap: string; style: CSSProperties };

/**
 * The rows to draw of `rows`, and the ref of the list (`<ul>`, `<ol>`) that holds them, each row
 * one element of it. Chunks are counted from the top: a row taken out moves rows only between
 * the chunks below it, rows added at the top (an upload) move them in every chunk; a chunk's
 * height is measured again whenever it is drawn.
 */
export function useRowWindow<Row>(rows: Row[]) {
  const [away, setAway] = useState<ReadonlyMap<number, number>>(new Map());
  const list = useRef<HTMLElement | null>(null);
  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  // What the page shows, for the measurements made after it is drawn.
  const drawn = useRef({ count: rows.length, away });
  useLayoutEffect(() => {
    drawn.current = { count: rows.length, away };
  });

  const frame = useRef(0);
  const update = useCallback(() => {
    frame.current = 0;
    const element = list.current;
    if (!element) return;
    const { count, away } = drawn.current;
    const screen = innerHeight;
    const focused = document.activeElement;
    const children = element.children;
    // Every chunk's place is read before anything changes (one layout).
    const next = new Map(away);
    let at = 0;
    for (let chunk = 0; chunk * CHUNK_ROWS < count; chunk++) {
      const size = away.has(chunk) ? 1 : Math.min(CHUNK_ROWS, count - chunk * CHUNK_ROWS);
      const first = children[at];
      const last = children[at + size - 1];
      if (!first || !last) break;
      const { top } = first.getBoundingClientRect();
      const { bottom } = last.getBoundingClientRect();
      const distance = bottom < 0 ? -bottom : top > screen ? top - screen : 0;
      if (away.has(chunk)) {
        if (distance < screen * PUT_BACK_SCREENS) next.delete(chunk);
      } else if (distance > screen * PUT_AWAY_SCREENS && !mustStay(children, at, size, focused)) {
        next.set(chunk, bottom - top);
      }
      at += size;
    }
    if (next.size !== away.size || [...next.keys()].some((chunk) => !away.has(chunk))) {
      setAway(next);
    }
  }, []);
  const schedule = useCallback(() => {
    if (frame.current === 0) frame.current = requestAnimationFrame(update);
  }, [update]);

  useEffect(() => {
    addEventListener("scroll", schedule, { passive: true });
    addEventListener("resize", schedule, { passive: true });
    return () => {
      removeEventListener("scroll", schedule);
      removeEventListener("resize", schedule);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [schedule]);
  // Rows added or taken out, chunks put away or back: where they all are is looked at again.
  useEffect(schedule);

  const slices: Slice<Row>[] = [];
  for (let chunk = 0; chunk * CHUNK_ROWS < rows.length; chunk++) {
    const height = away.get(chunk);
    if (height === undefined) {
      for (const row of rows.slice(chunk * CHUNK_ROWS, (chunk + 1) * CHUNK_ROWS)) {
        slices.push({ row });
      }
    } else {
      slices.push({ gap: `gap-${chunk}`, style: { ...GAP_STYLE, height } });
    }
  }
  return { listRef, slices };
}

const GAP_STYLE: CSSProperties = { padding: 0, margin: 0, border: 0, gridColumn: "1 / -1" };

/** The empty row in the place of a chunk put away. */
export function RowGap({ slice }: { slice: { gap: string; style: CSSProperties } }) {
  return <li aria-hidden="true" data-gap="" style={slice.style} />;
}

/**
 * Whether one of the `size` rows from the `at`-th holds `focused`, a field typed in but not saved
 * or an action waiting for its answer.
 */
function mustStay(children: HTMLCollection, at: number, size: number, focused: Element | null) {
  for (let n = at; n < at + size; n++) {
    const row = children[n];
    if (!row) continue;
    if (focused && focused !== document.body && row.contains(focused)) return true;
    if (row.querySelector('[aria-busy="true"]')) return true;
    for (const field of row.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input:not([type=hidden]), textarea",
    )) {
      if (field.value !== field.defaultValue) return true;
    }
  }
  return false;
}
