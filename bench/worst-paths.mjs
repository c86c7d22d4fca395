// Section 5: the worst paths. A long path with nothing the log's scrubber
// looks for once held the server's one event loop for a long time per request (a regex
// that took quadratic time), and every other request waited. Each path here is sent
// `requests` times, one request at a time on one keep-alive connection: the server's CPU
// time per request and the event loop's longest stall over the runs (what the request
// costs every other one), beside the answer times; first a short unknown path, the same
// 404 without the length, so that what the length adds can be read off.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './load.mjs';

export const WORST_PATH_TARGET_MS = 50;

/** The paths that once stalled the server, each under Node's 16 KiB limit of a request head. */
export const WORST_PATHS = [
  { name: "16,000 × 'a'", path: `/${'a'.repeat(16_000)}` },
  { name: '%61 × 5,300', path: `/${'%61'.repeat(5_300)}` },
  { name: "/api/ + 15,995 × 'a'", path: `/api/${'a'.repeat(15_995)}` },
  { name: "8,100 characters (nginx's default 8 KB request line lets it through)", path: `/${'a'.repeat(8_099)}` },
];

/** The same answer (a 404 page) for a short path: the cost of the page, not of the path. */
const BASELINE = { name: 'baseline: /neexistuje', path: '/neexistuje' };

/** One GET on `agent`: its status and the milliseconds until the whole answer was read. */
function timedGet(url, path, agent) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(`${url}${path}`, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.once('error', reject);
  });
}

const round = (value) => Math.round(value * 10) / 10;

export async function worstPathsSection(server, config, log) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const paths = [];
  try {
    for (const { name, path } of [BASELINE, ...WORST_PATHS]) {
      log(`worst path ${name} (${path.length} characters): ${config.worstRequests} requests, one at a time…`);
      // One request first, unmeasured: the first 404 loads the page chunks.
      await timedGet(server.url, path, agent);
      const before = await server.probe({ reset: true });
      const answers = [];
      for (let i = 0; i < config.worstRequests; i += 1) answers.push(await timedGet(server.url, path, agent));
      const after = await server.probe({ reset: true });
      const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      paths.push({
        name,
        length: path.length,
        requests: answers.length,
        statuses: [...new Set(answers.map((answer) => answer.status))],
        medianMs: round(percentile(times, 50)),
        maxMs: round(times.at(-1) ?? 0),
        serverCpuMsPerRequest: round((after.cpuMicros - before.cpuMicros) / 1000 / answers.length),
        eventLoopDelayMaxMs: round(after.eventLoopDelay.maxMs),
      });
    }
  } finally {
    agent.destroy();
  }
  // The answer leaves before the request's log line is written: the server's CPU time says what
  // a request costs the others, the answer time alone does not. The maxima (answer, stall) are
  // reported beside them: on a shared machine a garbage collection or a neighbour lands there.
  const checks = paths
    .filter((entry) => entry.name !== BASELINE.name)
    .flatMap((entry) => [
      {
        section: 'worst paths',
        name: `${entry.name}: server CPU per request`,
        measured: `${entry.serverCpuMsPerRequest} ms`,
        target: `≤ ${WORST_PATH_TARGET_MS} ms`,
        ok: entry.serverCpuMsPerRequest <= WORST_PATH_TARGET_MS,
      },
      {
        section: 'worst paths',
        name: `${entry.name}: median answer`,
        measured: `${entry.medianMs} ms`,
        target: `≤ ${WORST_PATH_TARGET_MS} ms`,
        ok: entry.medianMs <= WORST_PATH_TARGET_MS,
      },
    ]);
  return { paths, checks };
}
