import { type DayTotals, formatCount, shortDay } from "./report";

/** The chart's drawing space: stretched to the box's width, its strokes kept at 2 px. */
const WIDTH = 600;
const HEIGHT = 200;

/** A round ceiling for the chart's scale (1, 2 or 5 times a power of ten), never below 4. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= value) ?? 10;
  return step * power;
}

/** The points of one series across the drawing space, one per day. */
function points(values: readonly number[], max: number): [number, number][] {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((value, i) => [
    values.length > 1 ? i * step : WIDTH / 2,
    HEIGHT - (value / max) * HEIGHT,
  ]);
}

const path = (at: [number, number][]) =>
  at.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ");

/** What the chart says to a screen reader: the period's totals and its busiest day. */
function chartName(daily: readonly DayTotals[], label: string) {
  const views = daily.reduce((sum, d) => sum + d.views, 0);
  const visitors = daily.reduce((sum, d) => sum + d.visitors, 0);
  const busiest = daily.reduce<DayTotals | null>(
    (best, d) => (d.views > (best?.views ?? 0) ? d : best),
    null,
  );
  return `${label}: ${formatCount(visitors)} visitors and ${formatCount(views)} page views${
    busiest ? `, the most on ${shortDay(busiest.day)} (${formatCount(busiest.views)} views)` : ""
  }. The figures are in the table that follows.`;
}

/**
 * Visitors and page views per day, drawn on the server as SVG (views an area, visitors a line)
 * with the scale and the days' labels in HTML beside it, so they stay legible however narrow the
 * chart; the same figures follow in a table.
 */
export function DailyChart({ daily, label }: { daily: readonly DayTotals[]; label: string }) {
  const max = niceMax(Math.max(0, ...daily.map((d) => d.views)));
  const views = points(
    daily.map((d) => d.views),
    max,
  );
  const visitors = points(
    daily.map((d) => d.visitors),
    max,
  );
  const first = views[0];
  const last = views.at(-1);
  const area = first && last ? `${path(views)} L${last[0]} ${HEIGHT} L${first[0]} ${HEIGHT} Z` : "";
  const ticks = [1, 0.75, 0.5, 0.25, 0];
  const middle = daily[Math.floor((daily.length - 1) / 2)];
  return (
    <figure className="mt-4">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-48 w-10 shrink-0 flex-col justify-between text-right text-[11px] text-slate-500 tabular-nums leading-none sm:h-56"
        >
          {ticks.map((tick) => (
            <span key={tick} className="-my-1">
              {compact(max * tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={chartName(daily, label)}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-48 w-full overflow-visible sm:h-56"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT * (1 - tick)}
                y2={HEIGHT * (1 - tick)}
                className="stroke-slate-200"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={area} className="fill-ev-600/15" />
            <path
              d={path(views)}
              fill="none"
              className="stroke-ev-600"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            <path
              d={path(visitors)}
              fill="none"
              className="stroke-copper-600"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div
            aria-hidden="true"
            className="mt-2 flex justify-between text-[11px] text-slate-500 tabular-nums"
          >
            <span>{daily[0] ? shortDay(daily[0].day) : ""}</span>
            <span>{middle && daily.length > 2 ? shortDay(middle.day) : ""}</span>
            <span>{daily.at(-1) ? shortDay(daily.at(-1)?.day ?? "") : ""}</span>
          </div>
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-600 text-xs">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-4 rounded-sm bg-ev-600/60" />
          Page views
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 rounded-full bg-copper-600" />
          Visitors
        </span>
      </figcaption>
    </figure>
  );
}

/** 1200 as '1.2k' for the scale's labels. */
function compact(n: number): string {
  if (n >= 1_000_000) return `${+(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${+(n / 1_000).toFixed(1)}k`;
  return String(Math.round(n));
}

/** The chart's figures as a table, newest day first, in a box that scrolls on its own. */
export function DailyTable({ daily, caption }: { daily: readonly DayTotals[]; caption: string }) {
  return (
    // A box that scrolls is reached by the keyboard too, and named for a screen reader.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to scroll by keys
      tabIndex={0}
      className="mt-3 max-h-80 overflow-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-ev-600"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-slate-600 text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Day
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Visitors
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Page views
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {[...daily].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-slate-700">
                <time dateTime={d.day}>{shortDay(d.day)}</time>
              </th>
              <td className="px-3 py-1.5 text-right">{formatCount(d.visitors)}</td>
              <td className="px-3 py-1.5 text-right">{formatCount(d.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A week's views as a small line for the Overview's card, its days and figures in its name.
 */
export function Sparkline({ daily, label }: { daily: readonly DayTotals[]; label: string }) {
  const max = Math.max(1, ...daily.map((d) => d.views));
  const at = points(
    daily.map((d) => d.views),
    max,
  ).map(([x, y]): [number, number] => [x, y * 0.9 + HEIGHT * 0.05]);
  const name = `${label}: ${daily
    .map((d) => `${shortDay(d.day)} ${formatCount(d.views)}`)
    .join(", ")}`;
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="block h-12 w-full"
    >
      <path d={`${path(at)} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z`} className="fill-ev-600/10" />
      <path
        d={path(at)}
        fill="none"
        className="stroke-ev-600"
        strokeWidth={2}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
