// Types of server-process.mjs, for the benches written in TypeScript (admin-worst.ts).
export function freePort(): Promise<number>;

export interface BenchServer {
  url: string;
  pid: number | undefined;
  rss(): Promise<number>;
  probe(options?: { reset?: boolean }): Promise<unknown>;
  exitCode(): number | null;
  stop(): Promise<void>;
}

export function startServer(options: {
  root: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  entry?: string;
  probe?: boolean;
  cpuList?: string | null;
}): Promise<BenchServer>;
