/**
 * The lunch menu's views as a weekday × hour grid (Monday to Friday, Prague hours): the darker a
 * square, the more views, as a share of the busiest hour. Drawn as SVG by our own code (bars.tsx
 * says why); one picture with its label, its numbers in the hidden table beside it.
 */
const CELL = 14;
const GAP = 2;
const LABEL = 26;
const AXIS = 14;

export function HeatGrid({
  label,
  views,
  hours,
  rowNames,
  hourName,
}: {
  label: string;
  /** Monday to Friday, each with 24 hours. */
  views: readonly (readonly number[])[];
  /** The hours shown (shownHours in visits-view.ts). */
  hours: readonly number[];
  rowNames: readonly string[];
  hourName(hour: number): string;
}) {
  const max = Math.max(0, ...views.flatMap((row) => hours.map((hour) => row[hour] ?? 0)));
  const width = LABEL + hours.length * CELL;
  const height = rowNames.length * CELL + AXIS;
  return (
    <svg className="admin-chart admin-chart-grid" role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`}>
      {rowNames.map((name, row) => (
        <g key={row}>
          <text className="admin-chart-text" x={0} y={row * CELL + CELL - 4}>
            {name}
          </text>
          {hours.map((hour, column) => {
            const count = views[row]?.[hour] ?? 0;
            return (
              <rect
                key={hour}
                className={count > 0 ? 'admin-chart-cs' : 'admin-chart-empty'}
                x={LABEL + column * CELL}
                y={row * CELL}
                width={CELL - GAP}
                height={CELL - GAP}
                fillOpacity={count > 0 ? (0.15 + 0.85 * (count / max)).toFixed(2) : undefined}
              />
            );
          })}
        </g>
      ))}
      {/* Every third hour named under the grid: 6, 9, 12, … */}
      {hours.map((hour, column) =>
        hour % 3 === 0 ? (
          <text
            key={hour}
            className="admin-chart-text"
            x={LABEL + column * CELL + (CELL - GAP) / 2}
            y={height - 2}
            textAnchor="middle"
          >
            {hourName(hour)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
