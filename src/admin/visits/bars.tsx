/**
 * The bar charts of "Návštěvnost", drawn as SVG by our own code: no chart library (uPlot or
 * Chart.js would weigh 20–60 kB gzip against the admin chunk's ceiling, and our SVG needs no
 * inline style, so the admin's CSP stays as it is). Each is one picture (`role="img"`) whose
 * label says what it shows in a sentence; its numbers are in a hidden table beside it
 * (chart-table.tsx). Colours are the site's tokens (admin.css `.admin-chart-*`); a bar's height is
 * a share of the chart's largest value, so the shape reads at a glance on a phone.
 */
import type { ReactNode } from 'react';

/** The share of `max` as a length, 0 for 0 (and a sliver for any count above 0, so one view is seen). */
const scaled = (value: number, max: number, length: number) =>
  value <= 0 || max <= 0 ? 0 : Math.max(1, (value / max) * length);

const HEIGHT = 40;
const DAY = 10;
const GAP = 2;

/**
 * One row of daily bars (the last 30 days, today on the right): each day's `lower` (Czech) with its
 * `upper` (English) on top. The SVG stretches to the row's width (`preserveAspectRatio="none"`).
 */
export function DayBars({ label, lower, upper }: { label: string; lower: number[]; upper: number[] }) {
  const max = Math.max(0, ...lower.map((value, day) => value + (upper[day] ?? 0)));
  const width = lower.length * DAY;
  return (
    <svg
      className="admin-chart admin-chart-days"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
    >
      <rect className="admin-chart-base" x={0} y={HEIGHT - 1} width={width} height={1} />
      {lower.map((value, day) => {
        const low = scaled(value, max, HEIGHT - 1);
        const high = scaled(upper[day] ?? 0, max, HEIGHT - 1);
        return (
          <g key={day}>
            {low > 0 && (
              <rect className="admin-chart-cs" x={day * DAY} y={HEIGHT - 1 - low} width={DAY - GAP} height={low} />
            )}
            {high > 0 && (
              <rect
                className="admin-chart-en"
                x={day * DAY}
                y={HEIGHT - 1 - low - high}
                width={DAY - GAP}
                height={high}
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Ranked bars: one row per item, its name and count as text (the page's own font at any width),
 * its bar a share of the first's. The whole list is one picture with its label.
 */
export function RankedBars({
  label,
  items,
}: {
  label: string;
  items: { name: ReactNode; value: string; count: number }[];
}) {
  const max = Math.max(0, ...items.map((item) => item.count));
  return (
    <div className="admin-chart admin-chart-ranked" role="img" aria-label={label}>
      {items.map((item, index) => (
        <div key={index} className="admin-chart-rank">
          <span className="admin-chart-rank-name">{item.name}</span>
          <span className="admin-chart-rank-value">{item.value}</span>
          <svg className="admin-chart-rank-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
            <rect className="admin-chart-cs" x={0} y={0} width={scaled(item.count, max, 100)} height={8} />
          </svg>
        </div>
      ))}
    </div>
  );
}

/** Two bars a week (enquiries, then bookings), the last 13 weeks, this one on the right. */
export function PairedBars({ label, pairs }: { label: string; pairs: [number, number][] }) {
  const max = Math.max(0, ...pairs.flat());
  const group = 3 * DAY;
  const width = pairs.length * group;
  return (
    <svg
      className="admin-chart admin-chart-weeks"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT * 2}`}
      preserveAspectRatio="none"
    >
      <rect className="admin-chart-base" x={0} y={HEIGHT * 2 - 1} width={width} height={1} />
      {pairs.map(([first, second], week) => {
        const a = scaled(first, max, HEIGHT * 2 - 1);
        const b = scaled(second, max, HEIGHT * 2 - 1);
        return (
          <g key={week}>
            {a > 0 && (
              <rect className="admin-chart-en" x={week * group} y={HEIGHT * 2 - 1 - a} width={DAY} height={a} />
            )}
            {b > 0 && (
              <rect className="admin-chart-cs" x={week * group + DAY} y={HEIGHT * 2 - 1 - b} width={DAY} height={b} />
            )}
          </g>
        );
      })}
    </svg>
  );
}
