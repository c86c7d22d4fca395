import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/config';
import { composeValidator, environmentOf, networksOf, readCompose, type ComposeFile } from '../support/compose-file';
import { placeholdersOf } from '../support/nginx-proxy';

const root = process.cwd();
const TEMPLATE_MOUNT = './deploy/nginx/site.conf.template';
/** What `docker compose up` would be given, for the ${…} of the file. */
const VARS = { SITE_URL: 'https://www.example.cz' };
const configSource = ['config.ts', 'config-values.ts']
  .map((file) => readFileSync(path.join(root, 'server/config', file), 'utf8'))
  .join('\n');

/** The services built from the repository's Dockerfile: the replicas of the site. */
const appServices = (compose: ComposeFile) =>
  Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
const volumeName = (volume: string, target: string) =>
  volume.split(':')[1] === target ? volume.split(':')[0] : undefined;

/** What the deployment needs of the topology, beyond the schema: each broken promise, named. */
function topologyProblems(compose: ComposeFile, template: string): string[] {
  const problems: string[] = [];
  const declaredVolumes = Object.keys(compose.volumes ?? {});
  const apps = appServices(compose);
  const replicas = apps.reduce((sum, [, service]) => sum + (service.deploy?.replicas ?? 1), 0);
  if (replicas !== 2) problems.push(`${replicas} replicas of the site, not 2`);

  const [redisName, redis] =
    Object.entries(compose.services).find(([, service]) => /^redis:7\b/.test(service.image ?? '')) ?? [];
  const command = [redis?.command ?? ''].flat().join(' ');
  if (!redis) problems.push('no redis:7 service');
  if (!/--appendonly yes\b/.test(command) || !/--appendfsync always\b/.test(command))
    problems.push(`redis does not run with --appendonly yes --appendfsync always: ${command}`);
  const redisData = (redis?.volumes ?? []).map((volume) => volumeName(volume, '/data')).find(Boolean);
  if (!redisData || !declaredVolumes.includes(redisData)) problems.push('redis keeps /data on no named volume');
  if (!redis?.healthcheck?.test) problems.push('redis has no healthcheck');

  const [, proxy] =
    Object.entries(compose.services).find(([, service]) =>
      (service.volumes ?? []).some((volume) => volume.startsWith(`${TEMPLATE_MOUNT}:`)),
    ) ?? [];
  if (!proxy) problems.push(`no service mounts ${TEMPLATE_MOUNT}`);
  if (!(proxy?.ports ?? []).some((port) => /(^|:)443(\/tcp)?$/.test(port)))
    problems.push('the proxy does not publish 443');
  // No default folder inside the repository: the image's build context must never hold the private key.
  if (!(proxy?.volumes ?? []).some((volume) => /^\$\{TLS_DIR:\?[^}]+\}:\/etc\/nginx\/tls:ro$/.test(volume)))
    problems.push('the certificate is not mounted read-only from a required TLS_DIR');
  const proxyEnv = proxy ? environmentOf(proxy, VARS) : {};
  if (proxyEnv.NGINX_ENVSUBST_FILTER !== '^BALLON_')
    problems.push('the proxy does not limit envsubst to the BALLON_ placeholders');
  const unfilled = placeholdersOf(template).filter((name) => proxyEnv[name] === undefined);
  if (unfilled.length > 0) problems.push(`the proxy gives no value for ${unfilled.join(', ')}`);
  const proxyAddresses = Object.values(proxy ? networksOf(proxy) : {}).map((network) => network.ipv4_address);
  const upstreams = Object.entries(proxyEnv)
    .filter(([name]) => /^BALLON_WEB_\d+$/.test(name))
    .map(([, value]) => value);

  const dataVolumes = new Set<string>();
  for (const [name, service] of apps) {
    const env = environmentOf(service, VARS);
    const where = `${name}:`;
    for (const variable of Object.keys(env))
      if (!new RegExp(`\\b${variable}\\b`).test(configSource))
        problems.push(`${where} ${variable} is not read by server/config`);
    if (!env.REDIS_URL || !env.REDIS_URL.startsWith(`redis://${redisName ?? 'redis'}:`))
      problems.push(`${where} REDIS_URL does not point at the redis service`);
    if (!env.SITE_URL?.startsWith('https://')) problems.push(`${where} SITE_URL is not https`);
    const trust = env.TRUST_PROXY ?? '';
    if (
      /^(true|\*)$/i.test(trust) ||
      trust === '' ||
      !trust.split(',').every((entry) => proxyAddresses.includes(entry.trim()))
    )
      problems.push(`${where} TRUST_PROXY=${trust} is not exactly the proxy's address (${proxyAddresses.join(', ')})`);
    const data = (service.volumes ?? []).map((volume) => volumeName(volume, '/data')).find(Boolean);
    if (!data || !declaredVolumes.includes(data)) problems.push(`${where} DATA_DIR (/data) is on no named volume`);
    else if (dataVolumes.has(data)) problems.push(`${where} shares its DATA_DIR volume ${data}`);
    else dataVolumes.add(data);
    if (service.restart !== 'unless-stopped') problems.push(`${where} restart is ${service.restart}`);
    if (!/\/(healthz|readyz)\b/.test([service.healthcheck?.test ?? ''].flat().join(' ')))
      problems.push(`${where} no healthcheck on /healthz or /readyz`);
    const address = Object.values(networksOf(service))
      .map((network) => network.ipv4_address)
      .find(Boolean);
    if (!upstreams.includes(`${address}:3000`))
      problems.push(`${where} not among the proxy's upstreams (${upstreams.join(', ')})`);
  }
  return problems;
}

describe('compose.yaml', () => {
  const compose = readCompose();
  const template = readFileSync(path.join(root, TEMPLATE_MOUNT), 'utf8');
  // Compiled once, on first use: a missing schema fails the tests that need it, with the way to get it.
  let compiled: ValidateFunction | undefined;
  const composeSchema = () => (compiled ??= composeValidator());

  it('a missing schema is a failure that says how to get it, never a skip', () => {
    expect(() => composeValidator('/nonexistent/compose_spec.json')).toThrow(
      /schema is missing: \/nonexistent\/compose_spec.json\. Run `bash scripts\/ensure-test-tools.sh`/,
    );
  });

  it("is valid by the Compose specification schema (from Debian's docker-compose package)", () => {
    const validate = composeSchema();
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('the schema check is real: broken copies fail it', () => {
    const validate = composeSchema();
    const broken = (change: (copy: ComposeFile) => void) => {
      const copy = structuredClone(compose);
      change(copy);
      return validate(copy);
    };
    expect(broken(() => {})).toBe(true);
    expect(broken((copy) => ((copy.services.redis as Record<string, unknown>).appendonly = 'yes'))).toBe(false);
    expect(
      broken(
        (copy) =>
          ((copy.services.redis as Record<string, unknown>).healthcheck = {
            test: ['CMD', 'redis-cli', 'ping'],
            interval: '10 seconds',
          }),
      ),
    ).toBe(false);
    expect(broken((copy) => (copy.services.proxy = { ...copy.services.proxy, ports: ['443:443:443'] }))).toBe(false);
    expect(broken((copy) => (copy.networks = { web: { ipam: { config: [{ subnet: '10.220.14.0/33' }] } } }))).toBe(
      false,
    );
    expect(
      broken(
        (copy) =>
          (copy.services['web-1'] = {
            ...copy.services['web-1'],
            restart: 'unless-stopped',
            environment: ['A=1', 'A=1'] as never,
          }),
      ),
    ).toBe(false);
  });

  it('runs two replicas on Redis (appendonly, fsync always, a volume) behind a TLS proxy that its TRUST_PROXY names exactly', () => {
    expect(topologyProblems(compose, template)).toEqual([]);
    expect(existsSync(path.join(root, 'Dockerfile'))).toBe(true);
  });

  it('each demand is checked: broken copies are named', () => {
    const problemsOf = (change: (copy: ComposeFile) => void) => {
      const copy = structuredClone(compose);
      change(copy);
      return topologyProblems(copy, template).join('\n');
    };
    const web1 = (copy: ComposeFile) => copy.services['web-1']!;
    expect(problemsOf((copy) => delete copy.services['web-2'])).toMatch(/1 replicas of the site/);
    expect(
      problemsOf((copy) => (copy.services.redis!.command = 'redis-server --appendonly yes --appendfsync everysec')),
    ).toMatch(/appendfsync always/);
    expect(problemsOf((copy) => (copy.services.redis!.volumes = []))).toMatch(/redis keeps \/data on no named volume/);
    expect(problemsOf((copy) => (web1(copy).environment = { ...web1(copy).environment, TRUST_PROXY: 'true' }))).toMatch(
      /web-1: TRUST_PROXY=true/,
    );
    expect(
      problemsOf((copy) => (web1(copy).environment = { ...web1(copy).environment, TRUST_PROXY: '10.220.14.0/24' })),
    ).toMatch(/web-1: TRUST_PROXY=10.220.14.0\/24/);
    expect(
      problemsOf((copy) => (web1(copy).environment = { ...web1(copy).environment, REDIS_ULR: 'redis://redis:6379' })),
    ).toMatch(/web-1: REDIS_ULR is not read/);
    expect(problemsOf((copy) => delete web1(copy).environment!.REDIS_URL)).toMatch(/web-1: REDIS_URL/);
    expect(problemsOf((copy) => (web1(copy).volumes = ['web-2-data:/data']))).toMatch(/shares its DATA_DIR/);
    expect(problemsOf((copy) => (copy.services.proxy!.ports = ['80:80']))).toMatch(/does not publish 443/);
    expect(
      problemsOf((copy) => (copy.services.proxy!.volumes = ['./nginx.conf:/etc/nginx/conf.d/default.conf:ro'])),
    ).toMatch(/no service mounts/);
    expect(problemsOf((copy) => delete copy.services.proxy!.environment!.BALLON_TLS_CERTIFICATE)).toMatch(
      /no value for BALLON_TLS_CERTIFICATE\b/,
    );
    expect(
      problemsOf(
        (copy) =>
          (copy.services.proxy!.volumes = [
            `${TEMPLATE_MOUNT}:/etc/nginx/templates/default.conf.template:ro`,
            './deploy/tls:/etc/nginx/tls:ro',
          ]),
      ),
    ).toMatch(/required TLS_DIR/);
  });

  it("the replicas' environment is a configuration the server accepts", () => {
    const [, web] = appServices(compose)[0]!;
    // The image's ENV (PORT, DATA_DIR, NODE_ENV) under the service's own.
    const config = loadConfig({ NODE_ENV: 'production', PORT: '3000', DATA_DIR: '/data', ...environmentOf(web, VARS) });
    expect(config.siteUrl).toBe(VARS.SITE_URL);
    expect(config.trustProxy).toEqual([networksOf(compose.services.proxy!).web?.ipv4_address]);
    expect(() => environmentOf(web, {})).toThrow(/SITE_URL is required/);
  });
});
