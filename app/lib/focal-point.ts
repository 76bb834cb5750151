/**
 * A photo's focal point, the point its crops keep in view (percent from the top left), as staff
 * set it: by clicking the photo, or with the arrow keys (Shift: finer). Shared by the site's photo
 * fields and a People block's photos. No DOM types beyond what an event carries.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** How far an arrow key moves the point, in percent (Shift: 1). */
const STEP = 5;

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/**
 * The point a click on the photo chose, or undefined: a click from the keyboard (Enter, Space)
 * has no position, so the point stays.
 */
export function focalPointAt(event: {
  detail: number;
  clientX: number;
  clientY: number;
  currentTarget: {
    getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  };
}): FocalPoint | undefined {
  const box = event.currentTarget.getBoundingClientRect();
  if (event.detail === 0 || box.width === 0 || box.height === 0) return undefined;
  return {
    x: clamp(((event.clientX - box.left) / box.width) * 100),
    y: clamp(((event.clientY - box.top) / box.height) * 100),
  };
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The point an arrow key moves `focus` to, or undefined for any other key. */
export function nudgedFocalPoint(
  focus: FocalPoint,
  event: { key: string; shiftKey: boolean },
): FocalPoint | undefined {
  const move = MOVES[event.key];
  if (!move) return undefined;
  const step = event.shiftKey ? 1 : STEP;
  return { x: clamp(focus.x + move[0] * step), y: clamp(focus.y + move[1] * step) };
}
