// Turns the benchmark's figures into the table printed to stdout.

const MB = 1024 * 1024;

function pad(cells, widths) {
  return cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
}

function table(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)));
  return [pad(header, widths), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((row) => pad(row, widths))].join('\n');
}

const ms = (value) => `${value} ms`;

export function formatReport(result) {
  const { pages, soak, targets, config } = result;
  const lines = [];
  lines.push(
    `bench: ${config.connections} connections, ${config.durationSeconds} s per run after a ${config.warmupSeconds} s warm-up, ` +
      `Accept-Encoding: ${config.acceptEncoding}, node ${config.node}, ${config.cpus} CPUs`,
    '',
  );
  const rows = [];
  for (const page of pages) {
    for (const [label, run] of [
      ['SSR', page.ssr],
      ['static', page.static],
    ]) {
      rows.push([
        label === 'SSR' ? page.path : '',
        label,
        run.requestsPerSecond.toFixed(0),
        label === 'SSR' ? page.ratio.toFixed(2) : '',
        ms(run.latency.p50),
        ms(run.latency.p99),
        run.errors + run.timeouts,
        run.non2xx,
        `${(run.bytesPerResponse / 1024).toFixed(1)} KB`,
      ]);
    }
  }
  lines.push(table(['page', 'server', 'req/s', 'ratio', 'p50', 'p99', 'errors', 'non-2xx', 'body (wire)'], rows));
  lines.push('');
  lines.push(
    `soak: ${soak.durationSeconds} s on ${soak.path}: ${soak.requestsPerSecond.toFixed(0)} req/s, p99 ${ms(soak.latency.p99)}, ` +
      `errors ${soak.errors + soak.timeouts}, non-2xx ${soak.non2xx}; ` +
      `RSS ${(soak.rssStart / MB).toFixed(1)} MB → ${(soak.rssEnd / MB).toFixed(1)} MB (${soak.rssGrowthPercent >= 0 ? '+' : ''}${soak.rssGrowthPercent.toFixed(1)} %, peak ${(soak.rssPeak / MB).toFixed(1)} MB)`,
  );
  lines.push('');
  lines.push('targets:');
  for (const check of targets) lines.push(`  ${check.ok ? 'PASS' : 'MISS'}  ${check.name}: ${check.measured}`);
  return lines.join('\n');
}
