import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

/**
 * compose.yaml as Docker Compose reads it (YAML merge keys resolved), and the
 * Compose specification's JSON schema that scripts/ensure-test-tools.sh unpacks
 * from Debian's docker-compose package: there is no Docker daemon here to ask.
 */

export interface ComposeService {
  build?: string | { context: string };
  image?: string;
  command?: string | string[];
  environment?: Record<string, string | number | null>;
  volumes?: string[];
  ports?: string[];
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  healthcheck?: { test?: string | string[] };
  restart?: string;
  deploy?: { replicas?: number };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] }; internal?: boolean } | null>;
  volumes?: Record<string, unknown>;
  [extension: string]: unknown;
}

export function readCompose(file = path.join(process.cwd(), 'compose.yaml')): ComposeFile {
  // merge: Compose resolves `<<: *anchor` (YAML 1.1 merge keys); the yaml package does so only when asked.
  return parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
}

function composeSchemaPath(env: NodeJS.ProcessEnv = process.env): string {
  const cache = env.XDG_CACHE_HOME ?? path.join(env.HOME ?? homedir(), '.cache');
  const dir = env.COMPOSE_SCHEMA_DIR ?? path.join(cache, 'ballon-test-tools', 'compose-schema');
  return path.join(dir, 'usr/lib/python3/dist-packages/compose/config/compose_spec.json');
}

/** Go's time.ParseDuration syntax, which Compose uses: `15s`, `1m30s`, `500ms`. */
const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
const PORT_RANGE = /^\d{1,5}(?:-\d{1,5})?$/;
const PROTOCOL = /^(?:tcp|udp|sctp)$/;

/** Compose's short port syntax: `[[ip:][host]:]container[/protocol]`, ranges allowed, an IPv6 address in brackets. */
function isPorts(value: string): boolean {
  const [mapping = '', protocol, ...more] = value.split('/');
  if (more.length > 0 || (protocol !== undefined && !PROTOCOL.test(protocol))) return false;
  const ipv6 = /^\[([0-9a-fA-F:.]+)\]:(.*)$/.exec(mapping);
  const parts = ipv6 ? [ipv6[1] ?? '', ...(ipv6[2] ?? '').split(':')] : mapping.split(':');
  const [ip, host, container] =
    parts.length === 3 ? parts : parts.length === 2 ? [undefined, ...parts] : [undefined, undefined, parts[0]];
  if (parts.length > 3 || (ip !== undefined && isIP(ip) === 0)) return false;
  return (
    PORT_RANGE.test(container ?? '') &&
    (host === undefined || host === '' ? ip !== undefined || host === undefined : PORT_RANGE.test(host))
  );
}

const isExpose = (value: string) => {
  const [port = '', protocol, ...more] = value.split('/');
  return more.length === 0 && PORT_RANGE.test(port) && (protocol === undefined || PROTOCOL.test(protocol));
};

function isSubnet(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  return (
    family !== 0 &&
    rest.length === 0 &&
    bits !== undefined &&
    /^\d{1,3}$/.test(bits) &&
    Number(bits) <= (family === 4 ? 32 : 128)
  );
}

/**
 * The schema, compiled. It names draft 2019-09 by a URL that is no meta-schema's
 * and marks its subschemas with draft 4's `id` (docker-compose 1.x validated it
 * with a draft 4 validator): read as draft-07, `$schema` dropped and `id` ignored,
 * its keywords mean what they meant there. The custom formats are real checks,
 * so that a `15 seconds` or a `80:80:80:80` fails as it would in Compose.
 */
export function composeValidator(file = composeSchemaPath()): ValidateFunction {
  if (!existsSync(file)) {
    throw new Error(
      `The Compose specification's schema is missing: ${file}. Run \`bash scripts/ensure-test-tools.sh\` (npm test's pretest does; set COMPOSE_SCHEMA_DIR to unpack it elsewhere).`,
    );
  }
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  delete schema.$schema;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.removeKeyword('id');
  ajv.addFormat('duration', DURATION);
  // (A port given as a number is checked by the schema's own type.)
  ajv.addFormat('ports', { type: 'string', validate: isPorts });
  ajv.addFormat('expose', { type: 'string', validate: isExpose });
  ajv.addFormat('subnet_ip_address', isSubnet);
  return ajv.compile(schema);
}

/**
 * Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME-default}`,
 * `${NAME:?error}`, `${NAME?error}`, `$$` for a `$`. A required variable that
 * `vars` lacks throws, as `docker compose up` would refuse to start.
 */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name?: string, colon?: string, kind?: string, word = '') => {
      if (name === undefined) return '$';
      const set = vars[name];
      const missing = set === undefined || (colon === ':' && set === '');
      if (!missing) return set;
      if (kind === '?') throw new Error(`${name} is required: ${word}`);
      if (kind === '-') return word;
      throw new Error(`${whole}: ${name} is not set`);
    },
  );
}

/** A service's environment with its variables filled in. */
export function environmentOf(service: ComposeService, vars: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value ?? ''), vars)]),
  );
}

/** A service's network attachments as a map (the list form has no addresses). */
export function networksOf(service: ComposeService): Record<string, { ipv4_address?: string }> {
  const networks = service.networks ?? {};
  return Array.isArray(networks)
    ? Object.fromEntries(networks.map((name) => [name, {}]))
    : Object.fromEntries(Object.entries(networks).map(([name, value]) => [name, value ?? {}]));
}
