// The probe preloaded into the benchmarked server: answers over IPC with the
// event-loop delay (a blocked loop must show), CPU time and memory, and never keeps
// a process alive that would otherwise exit.
import { spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';

const PROBE = new URL('./event-loop-probe.mjs', import.meta.url).href;

function child(script) {
  const process_ = spawn(process.execPath, ['--import', PROBE, '--input-type=module', '-e', script], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  let id = 0;
  const probe = (reset = false) =>
    new Promise((resolve) => {
      id += 1;
      const mine = id;
      const onMessage = (message) => {
        if (message.id !== mine) return;
        process_.off('message', onMessage);
        resolve(message);
      };
      process_.on('message', onMessage);
      process_.send({ type: 'bench-probe', id: mine, reset });
    });
  return { process: process_, exited, probe };
}

describe('event-loop probe', () => {
  it('reports a blocked event loop, CPU time and RSS, and starts a new window on reset', async () => {
    // Blocks its loop for 300 ms after 200 ms, says so 100 ms later (the probe has sampled since), then idles until killed.
    const server = child(
      "setTimeout(() => { const end = Date.now() + 300; while (Date.now() < end); setTimeout(() => process.send({ type: 'blocked' }), 100); }, 200); setInterval(() => undefined, 1000);",
    );
    try {
      await new Promise((resolve) =>
        server.process.on('message', (message) => message.type === 'blocked' && resolve()),
      );
      const first = await server.probe(true);
      expect(first.eventLoopDelay.maxMs).toBeGreaterThan(250);
      expect(first.eventLoopDelay.p50Ms).toBeLessThan(first.eventLoopDelay.maxMs);
      expect(first.cpuMicros).toBeGreaterThan(50_000);
      expect(first.rss).toBeGreaterThan(10 * 2 ** 20);
      // Asked again at once: the window the reset opened holds (next to) nothing yet.
      const second = await server.probe();
      expect(first.eventLoopDelay.samples).toBeGreaterThan(10);
      expect(second.eventLoopDelay.samples).toBeLessThan(first.eventLoopDelay.samples / 2);
    } finally {
      server.process.kill();
      await server.exited;
    }
  });

  it('does not keep a process alive through the IPC channel', async () => {
    const server = child('setTimeout(() => undefined, 100);');
    onTestFinished(() => {
      if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill();
    });
    // Kept alive, it would never exit: the test's time-out says so.
    expect(await server.exited).toBe(0);
  });
});
