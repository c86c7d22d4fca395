// Turns the benchmark's figures into Markdown tables (printed to stdout, ready to
// paste into a note): per section the runs, then each figure beside its target.

function table(header, rows) {
  const cell = (value) => String(value ?? '').replaceAll('|', '\\|');
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

const ok = (value) => (value === null ? '—' : value ? 'ok' : '**MISS**');
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function targets(checks, section) {
  return table(
    ['figure', 'measured', 'target', 'ok'],
    checks
      .filter((check) => check.section === section)
      .map((check) => [check.name, check.measured, check.target, ok(check.ok)]),
  );
}

function closedLoop(result) {
  const { config, closed } = result;
  return [
    `### Closed loop: server-rendered vs the same bytes served static (${config.connections} connections, ${config.pairs} A/B pair(s) × ${config.durationSeconds} s)`,
    '',
    table(
      [
        'page',
        'SSR req/s',
        'static req/s',
        'ratio',
        'SSR p50 / p99',
        'static p50 / p99',
        'p99 ratio',
        'SSR cores',
        'wire SSR / static',
      ],
      closed.pages.map((page) => [
        page.path,
        fixed(page.ssr.requestsPerSecond),
        fixed(page.static.requestsPerSecond),
        fixed(page.ratio, 2),
        `${page.ssr.p50} / ${page.ssr.p99} ms`,
        `${page.static.p50} / ${page.static.p99} ms`,
        fixed(page.p99Ratio, 2),
        fixed(page.ssr.serverCores, 2),
        `${kb(page.ssr.bytesPerResponse)} ${page.encodings?.ssr ?? ''} / ${kb(page.static.bytesPerResponse)} ${page.encodings?.static ?? ''}`,
      ]),
    ),
    '',
    targets(result.checks, 'closed loop'),
  ];
}

function fixedRate(result) {
  const { config, fixed: section } = result;
  return [
    `### Open loop: each page at a fixed ${config.rate} req/s (${config.openSeconds} s, up to ${config.openConnections} keep-alive connections, latency from when each request was due)`,
    '',
    table(
      ['page', 'asked', 'achieved', 'p50', 'p99', 'max', 'sender lag p99', 'failed'],
      section.pages.map((page) => [
        page.path,
        page.targetRate,
        page.achievedRate,
        `${page.latency.p50} ms`,
        `${page.latency.p99} ms`,
        `${page.latency.max} ms`,
        `${page.senderLagP99} ms`,
        page.errors + page.timeouts + page.non2xx,
      ]),
    ),
    '',
    targets(result.checks, 'fixed rate'),
  ];
}

function soak(result) {
  const { config, soak: section } = result;
  return [
    `### Highest rate with p99 ≤ 100 ms, then a ${config.soakSeconds} s soak (${section.soak.pages.length} pages in turn)`,
    '',
    table(
      ['step rate', 'achieved', 'p99', 'sender lag p99', 'failed', 'fits'],
      section.search.steps.map((step) => [
        step.rate,
        step.achievedRate,
        `${step.p99} ms`,
        `${step.senderLagP99} ms`,
        step.failures,
        step.ok ? 'yes' : 'no',
      ]),
    ),
    '',
    targets(result.checks, 'soak'),
  ];
}

function scaling(result) {
  const { scaling: section, config } = result;
  const pinned = new Map((section.pinned?.pages ?? []).map((page) => [page.path, page]));
  const lines = [
    `### Scaling: server-rendered req/s per core (${config.cpus} CPUs shared with the load generator)`,
    '',
    table(
      [
        'page',
        'SSR req/s',
        'server CPU',
        'req/s per server core',
        section.pinned ? `pinned: server alone on CPU ${section.pinned.serverCpu}` : 'pinned',
      ],
      section.perCore.map((page) => {
        const run = pinned.get(page.path);
        return [
          page.path,
          fixed(page.ssrRequestsPerSecond),
          `${fixed(page.serverCores, 2)} cores`,
          fixed(page.requestsPerCore),
          run ? `${fixed(run.requestsPerSecond)} req/s (p99 ${run.p99} ms, ${fixed(run.serverCores, 2)} cores)` : '—',
        ];
      }),
    ),
  ];
  if (section.pinnedSkipped) lines.push('', `Pinned run skipped: ${section.pinnedSkipped}.`);
  return lines;
}

function worstPaths(result) {
  const { worst: section } = result;
  return [
    `### Worst paths: long paths one request at a time (${section.paths[0]?.requests ?? 0} requests each, after one unmeasured)`,
    '',
    table(
      ['path', 'characters', 'status', 'answer p50 / max', 'server CPU per request', 'event-loop stall max'],
      section.paths.map((entry) => [
        entry.name,
        entry.length,
        entry.statuses.join(', '),
        `${entry.medianMs} / ${entry.maxMs} ms`,
        `${entry.serverCpuMsPerRequest} ms`,
        `${entry.eventLoopDelayMaxMs} ms`,
      ]),
    ),
    '',
    targets(result.checks, 'worst paths'),
  ];
}

export function formatReport(result) {
  const { config } = result;
  const lines = [
    `## npm run bench — ${result.date}`,
    '',
    `node ${config.node}, ${config.cpus} CPUs, Accept-Encoding: \`${config.acceptEncoding}\`; static baseline: ${config.staticBaseline}.`,
  ];
  for (const [key, format] of [
    ['closed', closedLoop],
    ['fixed', fixedRate],
    ['soak', soak],
    ['scaling', scaling],
    ['worst', worstPaths],
  ]) {
    if (result[key]) lines.push('', ...format(result));
  }
  const missed = result.checks.filter((check) => check.ok === false);
  lines.push(
    '',
    missed.length === 0
      ? 'All targets met.'
      : `Missed ${missed.length} of ${result.checks.filter((check) => check.ok !== null).length} targets.`,
  );
  return lines.join('\n');
}
