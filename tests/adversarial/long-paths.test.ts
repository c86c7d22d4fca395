import { maxHeaderSize } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpServer } from '../../server/runtime/http-server';
import type * as scrubbing from '../../server/runtime/scrub-path';
import { MAX_LOGGED_PATH, SCANNED_PATH, scrubPath } from '../../server/runtime/scrub-path';
import { loggedText, redactingLogger } from '../support/contact-harness';
import { listen, rawRequest, type Listening } from '../support/raw-http';
import { longestInput, regexInputsDuring, type RegexInput } from '../support/regex-spy';
import { createTestApp, type LogLine } from '../support/test-app';

// One request with a long path once held the event loop for seconds (the log's scrubber
// searched all of it, 3–4 times per request, with patterns quadratic in a run without `@`).
// These are such paths through the whole app on a real socket, with the server's own
// limits: each answered, its log line short and scrubbed, the scrubber run once per request
// and every pattern in it given at most SCANNED_PATH characters. No clock: what a path costs
// in time is `npm run bench`'s (its worst-paths section).

vi.mock('../../server/runtime/scrub-path', async (importOriginal) => {
  const actual = await importOriginal<typeof scrubbing>();
  return { ...actual, scrubPath: vi.fn(actual.scrubPath) };
});
const { scrubPath: realScrubPath } = await vi.importActual<typeof scrubbing>('../../server/runtime/scrub-path');
/** What the patterns were given inside the scrubber, over all its calls since the last reset. */
let scrubberInputs: RegexInput[] = [];
vi.mocked(scrubPath).mockImplementation((path) => {
  const { result, inputs } = regexInputsDuring(() => realScrubPath(path));
  scrubberInputs.push(...inputs);
  return result;
});

const { logger, lines } = redactingLogger();
const { app } = createTestApp({ deps: { logger } });
let server: Listening;
beforeAll(async () => {
  server = await listen(app, createHttpServer());
});
afterAll(() => server.close());

/** The request's lines, once its completion line (written as the answer finishes, maybe after the client has it) is there. */
async function linesOf(id: string): Promise<LogLine[]> {
  for (
    let tries = 0;
    tries < 500 && !lines.some((line) => line.reqId === id && typeof line.status === 'number');
    tries++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return lines.filter((line) => line.reqId === id);
}

/** One GET of `path` on a fresh connection: its status and its log lines, with the scrubber's calls and inputs. */
async function get(path: string) {
  vi.mocked(scrubPath).mockClear();
  scrubberInputs = [];
  const response = await rawRequest(server.port, 'GET', path);
  const logged = await linesOf(response.headers['x-request-id'] ?? '');
  return { response, logged, scrubs: vi.mocked(scrubPath).mock.calls.length, longest: longestInput(scrubberInputs) };
}

describe('the long paths that once held every request, through the whole app on a real socket', () => {
  it.each([
    ["16,000 × 'a'", `/${'a'.repeat(16_000)}`, 'text/html'],
    ['%61 × 5,300', `/${'%61'.repeat(5_300)}`, 'text/html'],
    ["/api/ + 15,995 × 'a'", `/api/${'a'.repeat(15_995)}`, 'application/json'],
    ["8,100 characters (through nginx's default 8 KB request line)", `/${'a'.repeat(8_099)}`, 'text/html'],
  ])(
    '%s: its 404, one line (and the 404 warning) with the path cut to 512 characters, the scrubber run once on 1,024',
    async (_name, path, type) => {
      expect(path.length).toBeLessThan(maxHeaderSize);
      const { response, logged, scrubs, longest } = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain(type);
      const completion = logged.filter((line) => typeof line.status === 'number');
      expect(completion).toHaveLength(1);
      expect(completion[0]).toMatchObject({
        status: 404,
        path: `${path.slice(0, MAX_LOGGED_PATH)}…`,
        msg: `GET ${path.slice(0, MAX_LOGGED_PATH)}… 404`,
      });
      for (const line of logged) expect(JSON.stringify(line).length).toBeLessThan(2 * MAX_LOGGED_PATH + 1000);
      expect(scrubs).toBe(1);
      expect(longest).toBeGreaterThan(0);
      expect(longest).toBeLessThanOrEqual(SCANNED_PATH);
    },
  );

  it.each([
    ['an address', `/jana.novakova@example.com/${'a'.repeat(15_900)}`],
    ['a full-width at sign', `/kontakt/jana.novakova%EF%BC%A0example.com/${'%61'.repeat(5_000)}`],
    ['an address spelled out', `/jana.novakova%20at%20example%20dot%20com/${'.'.repeat(15_900)}`],
    ['a phone number', `/volejte/777%20123%20456/${'-_.'.repeat(5_000)}`],
  ])('a long path that begins with %s: logged redacted and cut', async (_name, path) => {
    const { response, logged, scrubs, longest } = await get(path);
    expect(response.status).toBe(404);
    const text = loggedText(logged);
    expect(text).toContain('[redacted]');
    expect(text).not.toMatch(/jana|novakova|example|777|123%20456/);
    expect(logged.find((line) => typeof line.status === 'number')?.path).toMatch(
      /^\/(?:volejte\/|kontakt\/)?\[redacted\]\/.{1,510}…$/,
    );
    expect(scrubs).toBe(1);
    expect(longest).toBeLessThanOrEqual(SCANNED_PATH);
  });

  it('a path longer than a request head may be never reaches the app: Node answers 431, the scrubber never runs', async () => {
    const before = lines.length;
    vi.mocked(scrubPath).mockClear();
    expect((await rawRequest(server.port, 'GET', `/${'a'.repeat(maxHeaderSize)}`)).status).toBe(431);
    expect(vi.mocked(scrubPath)).not.toHaveBeenCalled();
    // The next request's line is the first one since.
    const { response } = await get('/kontakt');
    expect(lines.slice(before).map((line) => line.reqId)).toEqual([response.headers['x-request-id']]);
  });
});
