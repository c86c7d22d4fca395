/** The referring host: reduced to a host, normalised, never our own; at most 50 distinct per hour, the rest `(other)`. */
import { describe, expect, it } from 'vitest';
import { DIRECT, normalHost, OTHER, referrerHost } from './referrer';
import { HOUR_MS, REFERRER_HOSTS, Tally } from './tally';

const OWN = normalHost('www.restauraceballon.cz');

describe('referrerHost', () => {
  it.each([
    ['https://www.google.com/', 'google.com'],
    ['https://www.google.cz/search?q=ballon+praha', 'google.cz'],
    ['https://mapy.cz/zakladni?source=firm&id=123', 'mapy.cz'],
    ['https://l.instagram.com/?u=https%3A%2F%2Frestauraceballon.cz', 'instagram.com'],
    ['https://lm.facebook.com/l.php?u=x', 'facebook.com'],
    ['https://m.facebook.com/', 'facebook.com'],
    ['https://en.wikipedia.org/wiki/Prague_6', 'wikipedia.org'],
    ['http://WWW.Seznam.CZ/', 'seznam.cz'],
    ['https://www.tripadvisor.com./Restaurant', 'tripadvisor.com'],
    ['https://xn--hospoda-ns-ckb.cz/', 'xn--hospoda-ns-ckb.cz'],
    ['https://user:secret@example.org:8443/path', 'example.org'],
    ['https://www.mapy.cz:443', 'mapy.cz'],
    ['https://Maps.Example.COM?x=1', 'maps.example.com'],
    ['https://www.zlín.cz/', 'xn--zln-sma.cz'],
    ['https://example.com\\path', 'example.com'],
  ])('%s → %s', (referer, host) => {
    expect(referrerHost(referer, OWN)).toBe(host);
  });

  it('no Referer at all is (direct)', () => {
    expect(referrerHost(undefined, OWN)).toBe(DIRECT);
    expect(referrerHost('', OWN)).toBe(DIRECT);
  });

  it('our own site is no referral, however spelled', () => {
    expect(referrerHost('https://www.restauraceballon.cz/denni-menu', OWN)).toBeNull();
    expect(referrerHost('https://restauraceballon.cz/', OWN)).toBeNull();
    expect(referrerHost('https://RESTAURACEBALLON.CZ/en', OWN)).toBeNull();
  });

  it('what names no http(s) host we keep is (other)', () => {
    expect(referrerHost('not a url', OWN)).toBe(OTHER);
    expect(referrerHost('android-app://com.google.android.gm/', OWN)).toBe(OTHER);
    expect(referrerHost('file:///etc/passwd', OWN)).toBe(OTHER);
    expect(referrerHost('https://[::1]/', OWN)).toBe(OTHER);
    expect(referrerHost(`https://${'a'.repeat(250)}.example/`, OWN)).toBe(OTHER);
    expect(referrerHost('https://exa_mple.com/', OWN)).toBe(OTHER);
  });
});

describe('the bound of referring hosts per hour', () => {
  it(`keeps ${REFERRER_HOSTS} distinct hosts an hour; the rest, and only they, are (other); the next hour starts afresh`, () => {
    let now = Date.UTC(2027, 2, 1, 9, 0);
    const tally = new Tally(() => new Date(now));
    for (let i = 0; i < REFERRER_HOSTS + 10; i++) tally.referral(`site${i}.cz`);
    tally.referral('site0.cz');
    tally.referral(DIRECT);
    const hour = Math.floor(now / HOUR_MS);
    const first = tally.take();
    expect(first.get(`${hour}|r|site0.cz`)).toBe(2);
    expect(first.get(`${hour}|r|site${REFERRER_HOSTS - 1}.cz`)).toBe(1);
    expect(first.get(`${hour}|r|site${REFERRER_HOSTS}.cz`)).toBeUndefined();
    expect(first.get(`${hour}|r|${OTHER}`)).toBe(10);
    expect(first.get(`${hour}|r|${DIRECT}`)).toBe(1);
    expect(first.size).toBe(REFERRER_HOSTS + 2);

    // The bound holds across a flush within the hour…
    tally.referral('late.cz');
    expect(tally.take().get(`${hour}|r|${OTHER}`)).toBe(1);
    // …and a new hour keeps new hosts again.
    now += HOUR_MS;
    tally.referral('late.cz');
    expect(tally.take().get(`${hour + 1}|r|late.cz`)).toBe(1);
  });

  it('never pushes the well-known sources into (other), however many made-up hosts came first', () => {
    const now = Date.UTC(2027, 2, 1, 9, 0);
    const tally = new Tally(() => new Date(now));
    for (let i = 0; i < REFERRER_HOSTS; i++) tally.referral(`spam${i}.example`);
    tally.referral('mapy.cz');
    tally.referral('google.com');
    tally.referral('spam-late.example');
    const hour = Math.floor(now / HOUR_MS);
    const counts = tally.take();
    expect(counts.get(`${hour}|r|mapy.cz`)).toBe(1);
    expect(counts.get(`${hour}|r|google.com`)).toBe(1);
    expect(counts.get(`${hour}|r|${OTHER}`)).toBe(1);
  });
});
