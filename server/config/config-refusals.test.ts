import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/**
 * Values that parse but mean something dangerous ("trust everyone", an address
 * that breaks out of where it is printed) or nothing an operator meant: each is
 * refused with one message naming its variable.
 */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe('TRUST_PROXY that trusts everyone, as the refused true does', () => {
  it.each(['6', '1000', '4294967296', '99999999999999999999'])('a hop count of %s', (value) => {
    expect(refusal({ TRUST_PROXY: value })).toMatch(
      /^Invalid TRUST_PROXY: a hop count above 5 believes X-Forwarded-For entries the client wrote itself/,
    );
  });

  it.each([
    '0.0.0.0/1,128.0.0.0/1',
    '0.0.0.0/1',
    '128.0.0.0/2',
    '10.0.0.0/7',
    'loopback,0.0.0.0/4',
    '::/1,8000::/1',
    '2000::/3',
    'fd00::/8',
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/97',
    '::/80',
    '::ffff:10.0.0.0/103',
  ])('the ranges %s (wider than a /8 of IPv4 or a /16 of IPv6)', (value) => {
    expect(refusal({ TRUST_PROXY: value })).toMatch(
      /^Invalid TRUST_PROXY: \S+ trusts more than a \/8 of IPv4 or a \/16 of IPv6 addresses/,
    );
  });

  it('/8s that together are all of IPv4, mapped or not', () => {
    const all = Array.from({ length: 256 }, (_, i) => (i % 2 === 0 ? `${i}.0.0.0/8` : `::ffff:${i}.0.0.0/104`)).join(
      ',',
    );
    expect(refusal({ TRUST_PROXY: all })).toMatch(
      /^Invalid TRUST_PROXY: together the entries trust every IPv4 address/,
    );
    // One /8 short of it is a (strange) list of networks, not everyone.
    expect(refusal({ TRUST_PROXY: all.split(',').slice(1).join(',') })).toBeNull();
  });

  it.each([
    '0',
    '1',
    '5',
    'false',
    'loopback,linklocal,uniquelocal',
    '10.0.0.0/8',
    '172.16.0.0/12',
    '::ffff:10.0.0.0/104',
    '2001:db8::/16',
    'fe80::1%eth0',
    '172.17.0.1,::1',
  ])('takes %s', (value) => {
    expect(refusal({ TRUST_PROXY: value })).toBeNull();
  });
});

describe('SITE_URL: an origin whose host is a host name', () => {
  it.each([
    'https://h.example"onx=1&y',
    "https://h.example'x",
    'https://h.example`x',
    'https://h.ex{a}mple',
    'https://a_b.example',
    'https://-h.example',
    'https://h-.example',
    'https://h..example',
    'https://h.example.',
    `https://${'a'.repeat(64)}.example`,
    'https://h.example:0',
    'https://h.example!$&(),;=*+~',
  ])('refuses %s', (value) => {
    expect(refusal({ SITE_URL: value })).toMatch(/^Invalid SITE_URL: /);
  });

  it.each([
    ['https://xn--tvr-eqa75b.example', 'https://xn--tvr-eqa75b.example'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://www.restaurace-ballon.cz', 'https://www.restaurace-ballon.cz'],
  ])('takes %s as %s', (value, origin) => {
    expect(loadConfig({ SITE_URL: value }).siteUrl).toBe(origin);
  });
});

describe('METRICS_PORT', () => {
  it('must differ from PORT, also from its default', () => {
    expect(refusal({ METRICS_PORT: '3000' })).toBe(
      'Invalid METRICS_PORT: must differ from PORT: the metrics have a listener of their own (got "3000")',
    );
    expect(refusal({ PORT: '8080', METRICS_PORT: '8080' })).toMatch(/^Invalid METRICS_PORT: must differ from PORT/);
    expect(loadConfig({ PORT: '8080', METRICS_PORT: '3000' }).metrics.port).toBe(3000);
  });
});

describe('numbers, hosts and mailboxes', () => {
  it.each([
    ['PORT', '1e3'],
    ['PORT', '0x50'],
    ['PORT', '80.0'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '9e3'],
    ['MAIL_KEEP_DAYS', '-5'],
    ['MAIL_KEEP_DAYS', '1e1'],
    ['CONTACT_RATE_LIMIT', '2.5'],
    ['CONTACT_INVALID_RATE_LIMIT', 'Infinity'],
    ['HOST', '0.0.0.0 --inspect'],
    ['HOST', 'http://localhost'],
    ['METRICS_HOST', 'x"y'],
    ['SMTP_URL', 'smtps://web:pw@mail.example.com:465?tls.rejectUnauthorized=false'],
    ['SMTP_URL', 'smtp://web:pw@mail.example.com:587?ignoreTLS=true'],
    ['SMTP_URL', 'smtps://mail.example.com:465?secure=false'],
    ['SMTP_URL', 'smtps://mail.example.com:465#debug'],
    // Hosts the URL parser takes and nodemailer's refuses (a stack trace with the password, at start-up).
    ['SMTP_URL', 'smtp://u:secretpw@h%0aost'],
    ['SMTP_URL', 'smtp://u:secretpw@h%20ost'],
    ['SMTP_URL', 'smtp://u:secretpw@xn--a'],
    ['SMTP_URL', 'smtp://u:secretpw@h%ost'],
    ['MAIL_FROM', '"info@restaurace-ballon.cz" <web@example.com>'],
    ['MAIL_FROM', 'Web \u202e <web@example.com>'],
    ['MAIL_FROM', 'Web\u0007 <web@example.com>'],
    ['MAIL_TO', 'info@example.com, "a@b.cz" <events@example.com>'],
    ['MAIL_TO', 'Akce \u2066 <events@example.com>'],
  ])('refuses %s=%j, naming it', (name, value) => {
    expect(refusal({ [name]: value })).toMatch(new RegExp(`^Invalid ${name}: `));
  });

  it.each([
    ['https://www.example.cz/', 'https://www.example.cz'],
    ['https://www.example.cz:443', 'https://www.example.cz'],
    ['http://localhost:80', 'http://localhost'],
    ['https://WWW.Example.cz', 'https://www.example.cz'],
    // An IDN as browsers send it in Host: its xn-- form.
    ['https://čtvrť.example', 'https://xn--tvr-eqa75b.example'],
    ['http://[::1]:3000/', 'http://[::1]:3000'],
  ])(
    'refuses SITE_URL=%j, which the proxy would redirect to itself for ever, naming the value to write (%s)',
    (value, origin) => {
      const line = refusal({ SITE_URL: value });
      expect(line).toMatch(/^Invalid SITE_URL: /);
      expect(line).toContain(`"${origin}"`);
    },
  );

  it('an SMTP_URL nodemailer cannot read is refused in one line that does not show its password', () => {
    const line = refusal({ SMTP_URL: 'smtp://u:secretpw@h%0aost' });
    expect(line).toMatch(/^Invalid SMTP_URL: /);
    expect(line).not.toContain('secretpw');
    expect(line).not.toContain('\n');
  });

  it.each([
    ['HOST', '::'],
    ['HOST', '127.0.0.1'],
    ['HOST', 'localhost'],
    ['METRICS_HOST', '0.0.0.0'],
    ['PORT', ' 8080 '],
    ['MAIL_FROM', 'Restaurace Ballon <web@example.com>'],
    ['MAIL_TO', 'info@example.com, Akce <events@example.com>'],
    ['SMTP_URL', 'smtps://web%40example.com:p%3Fw@mail.example.com:465'],
    ['SMTP_URL', 'smtp://127.0.0.1:2525'],
    ['SMTP_URL', 'smtp://[::1]:2525'],
  ])('takes %s=%j', (name, value) => {
    expect(refusal({ [name]: value })).toBeNull();
  });
});
