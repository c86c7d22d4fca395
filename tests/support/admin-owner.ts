/**
 * An owner signed in to built server processes (dist/server), the way a phone does it but
 * with the software authenticator: invited by the built command line, registered on one
 * process, signed in on another. For the two-replica fault test and the save-to-visible bench.
 */
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Answer } from './built-server';
import { SoftAuthenticator } from './soft-authenticator';

export type Options = Record<string, unknown> & { challenge: string; rp: { id: string }; user: { id: string } };

/** One request on a new connection, with the session cookie and the site's Origin when given. */
export function adminRequest(
  port: number,
  method: string,
  urlPath: string,
  options: { body?: object; cookie?: string; origin?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: Record<string, string | number> = { 'Content-Length': Buffer.byteLength(body) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.origin) headers.Origin = options.origin;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, method, agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    })
      .on('error', reject)
      .end(body);
  });
}

export const parsedOptions = (answer: Answer) => JSON.parse(answer.body) as Options;
export const cookieOf = (answer: Answer) => String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0]!;

/** The token of a first-owner invitation printed by the built `admin-cli.js invite`. */
export async function inviteByCommandLine(email: string, env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(process.cwd(), 'dist/server/admin-cli.js'), 'invite', email],
    {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    },
  );
  return new URL(stdout.trim()).hash.replace('#token=', '');
}

/** Registers a passkey for the invitation: options from `optionsPort`, the answer to `verifyPort`; the session cookie. */
export async function registerOwner(siteUrl: string, token: string, optionsPort: number, verifyPort = optionsPort) {
  const authenticator = new SoftAuthenticator(siteUrl);
  const options = await adminRequest(optionsPort, 'POST', '/admin/api/invitation/options', {
    body: { token },
    origin: siteUrl,
  });
  if (options.status !== 200) throw new Error(`invitation options: ${options.status} ${options.body}`);
  const registered = await adminRequest(verifyPort, 'POST', '/admin/api/invitation/verify', {
    body: { token, response: authenticator.create(parsedOptions(options)) },
    origin: siteUrl,
  });
  return { authenticator, options, registered, cookie: cookieOf(registered) };
}
