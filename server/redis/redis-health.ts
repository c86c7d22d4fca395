import { Gauge, type Registry } from 'prom-client';
import type { RedisOutage } from './redis-outage';

/** What /readyz's body lists (server/runtime/readiness.ts's Readiness, which server/redis may not import). */
export interface ProblemBoard {
  setProblem(name: string, active: boolean): void;
}

/**
 * Shows a Redis outage (lost, hung, or refusing our credentials) beyond its log line:
 * `redis-unavailable` in /readyz's body, which stays 200 (decision 0010: pages still
 * serve), and `ballon_redis_up` in the metrics, read at each scrape.
 */
export function reportRedisHealth(outage: RedisOutage, board: ProblemBoard, registry?: Registry): void {
  board.setProblem('redis-unavailable', outage.unavailable);
  outage.onChange((unavailable) => board.setProblem('redis-unavailable', unavailable));
  if (!registry) return;
  new Gauge({
    name: 'ballon_redis_up',
    help: '1 while Redis answers this process, 0 during an outage (unreachable, not answering, or refusing the credentials in REDIS_URL): enquiries are refused (503) meanwhile.',
    registers: [registry],
    collect() {
      this.set(outage.unavailable ? 0 : 1);
    },
  });
}
