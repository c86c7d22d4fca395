// Preloaded into the benchmarked server (`node --import bench/event-loop-probe.mjs`,
// see server-process.mjs) so the bench can read the server's event-loop delay, CPU
// time and memory from inside the process without a public endpoint: it answers
// on the IPC channel the bench opened, and does nothing in a process without one.
// Bench code only; nothing in server/ knows about it.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Sampling interval of the delay histogram in ms (prom-client's default too). */
const RESOLUTION_MS = 10;

if (typeof process.send === 'function') {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The histogram holds the time between two samples (ns), so the sampling interval
  // itself is in every value: the delay is what lies beyond it (as @fastify/under-pressure does).
  const ms = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);

  process.on('message', (message) => {
    if (message?.type !== 'bench-probe') return;
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const count = histogram.count;
    process.send?.({
      type: 'bench-probe',
      id: message.id,
      at: Date.now(),
      cpuMicros: cpu.user + cpu.system,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      eventLoopDelay: {
        resolutionMs: RESOLUTION_MS,
        samples: count,
        p50Ms: count > 0 ? ms(histogram.percentile(50)) : 0,
        p99Ms: count > 0 ? ms(histogram.percentile(99)) : 0,
        maxMs: count > 0 ? ms(histogram.max) : 0,
        meanMs: count > 0 ? ms(histogram.mean) : 0,
      },
    });
    // A reset starts a new window (the soak alone, not the search before it).
    if (message.reset) histogram.reset();
  });
  // The channel must never keep the server alive: its own shutdown decides when it exits.
  process.channel?.unref();
}
