import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '', SITE_URL: ' ', HOST: '', SHUTDOWN_TIMEOUT: '' });
    expect(config).toMatchObject({
      port: 3000,
      siteUrl: 'http://localhost:3000',
      host: '0.0.0.0',
      shutdownTimeoutMs: 10_000,
    });
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
  ])('refuses %s=%j naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });

  it.each([
    'DAILY_MENU_URL',
    'FOOD_MENU_URL',
    'FOOD_MENU_PDF_URL',
    'MENU_SUBSCRIBE_URL',
    'SOCIAL_URL',
    'RESERVATION_URL',
  ])('refuses %s, which moved to links.yaml, saying where it went', (name) => {
    expect(() => loadConfig({ [name]: 'https://menu.example.com/' })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: 'https://menu.example.com/' })).toThrow(
      new RegExp(`^${name} is no longer read: .*links\\.yaml`),
    );
    // Unset or empty is fine (an old .env with `DAILY_MENU_URL=`).
    expect(() => loadConfig({ [name]: '' })).not.toThrow();
  });

  it('reads MAIL_RATE as messages per minute, unset (unpaced) by default', () => {
    expect(loadConfig({}).mail.rate).toBeNull();
    expect(loadConfig({ MAIL_RATE: '600' }).mail.rate).toBe(600);
    expect(loadConfig({ MAIL_RATE: ' 1 ' }).mail.rate).toBe(1);
    expect(loadConfig({ MAIL_RATE: '100000' }).mail.rate).toBe(100_000);
  });

  it.each(['0', '100001', '1.5', '-5', '10/s', '1e3'])('refuses MAIL_RATE=%j naming the variable', (value) => {
    expect(() => loadConfig({ MAIL_RATE: value })).toThrow(/^Invalid MAIL_RATE: /);
  });

  it('says what SITE_URL should look like', () => {
    expect(() => loadConfig({ SITE_URL: 'ftp://www.example.cz' })).toThrow(/http:\/\/ or https:\/\/ address/);
  });

  it('reads REDIS_URL (redis:// or rediss://, a database number at most), unset by default', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:p%40ss@redis.example.com:6380/2' }).redisUrl).toBe(
      'rediss://:p%40ss@redis.example.com:6380/2',
    );
  });

  it.each(['http://redis:6379', 'redis:/redis:6379', 'redis://redis:6379/queue', 'redis://', 'localhost:6379'])(
    'refuses REDIS_URL=%j naming the variable',
    (value) => {
      expect(() => loadConfig({ REDIS_URL: value })).toThrow(/^Invalid REDIS_URL: /);
    },
  );

  it('never echoes the password of a bad REDIS_URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://:s3cr@t@redis:6379/queue' })).toThrow(/:\*\*\*@redis/);
    expect(() => loadConfig({ REDIS_URL: 'redis://:s3cr@t@redis:6379/queue' })).not.toThrow(/s3cr/);
  });
});
