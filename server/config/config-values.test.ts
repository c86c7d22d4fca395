import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration of the enquiry path', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: 'Restaurace Ballon <web@example.com>',
      to: 'info@example.com',
      keepDays: 30,
      alertAfterMs: 900_000,
      rate: null,
    });
    expect(config.dataDir).toMatch(/[\\/]var$/);
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.contact).toEqual({ rateLimit: 5, rateWindowMs: 600_000, invalidRateLimit: 30 });
  });

  it.each([
    ['10m', 600_000],
    ['600s', 600_000],
    ['600000', 600_000],
    ['1h', 3_600_000],
    ['1500ms', 1500],
  ])('reads CONTACT_RATE_WINDOW=%s as %i ms', (value, ms) => {
    expect(loadConfig({ CONTACT_RATE_WINDOW: value }).contact.rateWindowMs).toBe(ms);
  });

  it.each([
    ['FALSE', false],
    ['1', 1],
    ['loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.1', ['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('takes an SMTP URL, sender and recipients', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Web <web@ballon.test>',
      MAIL_TO: 'info@ballon.test, Akce <akce@ballon.test>',
      DATA_DIR: '/srv/ballon',
      MAIL_KEEP_DAYS: '7',
      MAIL_ALERT_AFTER: '1h',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Web <web@ballon.test>',
      to: 'info@ballon.test, Akce <akce@ballon.test>',
      keepDays: 7,
      alertAfterMs: 3_600_000,
      rate: null,
    });
    expect(config.dataDir).toBe('/srv/ballon');
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp:/user:pass@mail.example.com'],
    ['SMTP_URL', 'smtps://user:pass@mail.example.com:465/inbox'],
    ['MAIL_FROM', 'a@ballon.test, b@ballon.test'],
    ['MAIL_FROM', 'Web <web@ballon.test>\r\nBcc: x@example.com'],
    ['MAIL_TO', 'nobody'],
    ['MAIL_KEEP_DAYS', '0'],
    ['MAIL_ALERT_AFTER', '15 minutes'],
    ['MAIL_ALERT_AFTER', '500ms'],
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['CONTACT_RATE_LIMIT', '0'],
    ['CONTACT_RATE_WINDOW', '10 minutes'],
    ['CONTACT_RATE_WINDOW', '10'],
  ])('refuses %s=%j naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}:`));
  });

  it('takes a password whose / @ : % are percent-encoded', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://web%40ballon.test:p%2Fa%3As%25s@mail.example.com:465' });
    expect(config.mail.smtpUrl).toBe('smtps://web%40ballon.test:p%2Fa%3As%25s@mail.example.com:465');
  });

  it('never echoes the SMTP password', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:s3cr@t@mail.example.com' })).toThrow(/user:\*\*\*@mail/);
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:s3cr@t@mail.example.com' })).not.toThrow(/s3cr/);
  });
});
