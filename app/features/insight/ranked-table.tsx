import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCount, type RankedRow, sharePercent } from "./report";

/** The look of Insight's panels (a white card), for the sections other features bring too. */
export const INSIGHT_CARD =
  "min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/** One of Insight's panels: a heading, a line on what it counts, and its figures. */
export function InsightCard({
  id,
  title,
  hint,
  children,
  wide = false,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`${INSIGHT_CARD} ${wide ? "lg:col-span-2" : ""}`}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-ink">
        {title}
      </h3>
      {hint ? <p className="mt-0.5 text-slate-600 text-sm">{hint}</p> : null}
      {children}
    </section>
  );
}

/** What a panel says when its period counted nothing: what will show here, and from where. */
export function EmptyFigures({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-2xl border border-slate-200 border-dashed px-4 py-6 text-center text-slate-600 text-sm">
      {children}
    </p>
  );
}

/**
 * A ranked list as a table, each row with a bar of its share of the first (drawn, not read: the
 * figure is in its own cell). The table scrolls in its own box when a label is long.
 */
export function RankedTable({
  rows,
  caption,
  labelHeading,
  valueHeading,
}: {
  rows: readonly RankedRow[];
  caption: string;
  labelHeading: string;
  valueHeading: string;
}) {
  const top = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-slate-600 text-xs">
          <tr>
            <th scope="col" className="pb-2 font-semibold">
              {labelHeading}
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-semibold">
              {valueHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="w-full max-w-0 py-1 pr-3 text-left font-normal">
                <span className="relative block overflow-hidden rounded-md px-2 py-1">
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-0 left-0 rounded-md bg-ev-50"
                    style={{ width: `${(row.value / top) * 100}%` }}
                  />
                  <span className="relative block truncate text-ink">
                    {row.href?.startsWith("/admin") ? (
                      <Link to={row.href} className="hover:text-ev-700 hover:underline">
                        {row.label}
                      </Link>
                    ) : row.href ? (
                      // A public page: a document of the site, not a screen of the admin.
                      <a href={row.href} className="hover:text-ev-700 hover:underline">
                        {row.label}
                      </a>
                    ) : (
                      row.label
                    )}
                  </span>
                </span>
              </th>
              <td className="whitespace-nowrap py-1 pl-3 text-right text-slate-700 tabular-nums">
                {formatCount(row.value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The shares' colours, in the rows' order. */
const SHARE_COLOURS = ["bg-ev-600", "bg-copper-500", "bg-sky-500"];
const SHARE_FILLS = ["fill-ev-600", "fill-copper-500", "fill-sky-500"];

/**
 * A whole split in a few parts (languages, devices): one bar of SVG, named by its figures, and
 * the table of the same figures with each part's share.
 */
export function ShareTable({
  rows,
  caption,
  labelHeading,
}: {
  rows: readonly { key: string; label: string; value: number }[];
  caption: string;
  labelHeading: string;
}) {
  const whole = rows.reduce((sum, row) => sum + row.value, 0);
  let x = 0;
  return (
    <>
      <svg
        role="img"
        aria-label={`${caption}: ${rows
          .map((row) => `${row.label} ${sharePercent(row.value, whole)}`)
          .join(", ")}`}
        viewBox="0 0 100 6"
        preserveAspectRatio="none"
        className="mt-4 block h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        {rows.map((row, i) => {
          const width = whole === 0 ? 0 : (row.value / whole) * 100;
          const rect = (
            <rect
              key={row.key}
              x={x}
              y={0}
              width={width}
              height={6}
              className={SHARE_FILLS[i % SHARE_FILLS.length]}
            />
          );
          x += width;
          return rect;
        })}
      </svg>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-left text-slate-600 text-xs">
            <tr>
              <th scope="col" className="pb-1 font-semibold">
                {labelHeading}
              </th>
              <th scope="col" className="pb-1 pl-3 text-right font-semibold">
                Page views
              </th>
              <th scope="col" className="pb-1 pl-3 text-right font-semibold">
                Share
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {rows.map((row, i) => (
              <tr key={row.key}>
                <th scope="row" className="py-1 text-left font-normal text-ink">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={`size-2.5 shrink-0 rounded-full ${SHARE_COLOURS[i % SHARE_COLOURS.length]}`}
                    />
                    {row.label}
                  </span>
                </th>
                <td className="py-1 pl-3 text-right text-slate-700">{formatCount(row.value)}</td>
                <td className="py-1 pl-3 text-right font-semibold text-ink">
                  {sharePercent(row.value, whole)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
