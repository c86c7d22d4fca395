import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '', SITE_URL: ' ', HOST: '', SHUTDOWN_TIMEOUT: '' });
    expect(config).toMatchObject({ port: 3000, siteUrl: 'http://localhost:3000', host: '0.0.0.0', shutdownTimeoutMs: 10_000 });
  });

  it.each([
    ['30s', 30_000],
    ['1m', 60_000],
    ['2500', 2500],
  ])('reads SHUTDOWN_TIMEOUT=%s as %i ms', (value, ms) => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT: value }).shutdownTimeoutMs).toBe(ms);
  });

  it.each([
    ['SHUTDOWN_TIMEOUT', '0'],
    ['SHUTDOWN_TIMEOUT', '1h'],
    ['PORT', '70000'],
    ['PORT', 'http'],
    ['SITE_URL', 'www.example.cz'],
    ['SITE_URL', 'ftp://www.example.cz'],
    ['LOG_LEVEL', 'loud'],
    ['DAILY_MENU_URL', 'javascript:alert(1)'],
  ])('refuses %s=%j naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });

  it('says what SITE_URL should look like', () => {
    expect(() => loadConfig({ SITE_URL: 'ftp://www.example.cz' })).toThrow(/http:\/\/ or https:\/\/ address/);
  });
});
