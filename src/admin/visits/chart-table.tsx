/**
 * A chart's numbers as a table nobody sees and a screen reader reads (admin.css
 * `.admin-visually-hidden`): the chart itself is one picture (`role="img"`) with a summary label.
 * The hiding is on a wrapper: a table is as wide as its cells whatever its own width says, and
 * would scroll a phone's page sideways.
 */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <div className="admin-visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
