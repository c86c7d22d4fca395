// Section 4: server-rendered requests per second per CPU core, for
// docs/scaling.md. From the closed-loop runs: SSR req/s divided by the CPU the
// server process used meanwhile (its own process.cpuUsage, all threads), since
// autocannon shares the machine. With taskset, also a run with the server pinned
// to the last CPU and this process (autocannon) to the others: req/s of one core.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { closedLoop } from './load.mjs';

export function perCoreFromClosedLoop(closedPages) {
  return closedPages.map((page) => ({
    path: page.path,
    ssrRequestsPerSecond: page.ssr.requestsPerSecond,
    serverCores: page.ssr.serverCores,
    requestsPerCore: page.ssr.requestsPerSecond / Math.max(0.01, page.ssr.serverCores),
  }));
}

/** Whether the pinned run can happen here: taskset present and at least two CPUs. */
export function canPin() {
  return (
    availableParallelism() >= 2 && spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0
  );
}

function pinSelf(cpuList) {
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpuList, String(process.pid)], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`taskset could not pin the bench to CPUs ${cpuList}`);
}

/** The server's CPU (`serverCpu`) and the bench's (`benchCpus`) for a pinned run. */
export function pinnedCpus() {
  const last = availableParallelism() - 1;
  return { serverCpu: String(last), benchCpus: last === 1 ? '0' : `0-${last - 1}`, all: `0-${last}` };
}

/** Closed-loop SSR runs against a server started with `cpuList: serverCpu`. */
export async function pinnedRuns(server, pagePaths, config, log) {
  const cpus = pinnedCpus();
  pinSelf(cpus.benchCpus);
  try {
    const pages = [];
    for (const pagePath of pagePaths) {
      const url = `${server.url}${pagePath}`;
      const options = {
        connections: config.connections,
        durationSeconds: config.warmupSeconds,
        headers: config.headers,
      };
      log(
        `pinned: ${pagePath}: warm-up ${config.warmupSeconds} s, then ${config.durationSeconds} s (server on CPU ${cpus.serverCpu})…`,
      );
      await closedLoop(url, options);
      const before = await server.probe();
      const run = await closedLoop(url, { ...options, durationSeconds: config.durationSeconds });
      const after = await server.probe();
      pages.push({
        path: pagePath,
        requestsPerSecond: run.requestsPerSecond,
        p99: run.latency.p99,
        serverCores: (after.cpuMicros - before.cpuMicros) / 1000 / (after.at - before.at),
        failures: run.errors + run.timeouts + run.non2xx,
      });
    }
    return { serverCpu: cpus.serverCpu, benchCpus: cpus.benchCpus, pages };
  } finally {
    pinSelf(cpus.all);
  }
}
