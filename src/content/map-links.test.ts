import { describe, expect, it } from 'vitest';
import { formatCoordinate, mapLinks, mapServices } from './map-links';

describe('formatCoordinate', () => {
  it('writes degrees with a dot and six decimals', () => {
    expect(formatCoordinate(50.0985)).toBe('50.098500');
    expect(formatCoordinate(14.3433)).toBe('14.343300');
    expect(formatCoordinate(-33.8688197)).toBe('-33.868820');
    expect(formatCoordinate(180)).toBe('180.000000');
  });

  it('rounds to six decimals and never writes -0', () => {
    expect(formatCoordinate(50.12345649)).toBe('50.123456');
    expect(formatCoordinate(50.1234565001)).toBe('50.123457');
    expect(formatCoordinate(-0)).toBe('0.000000');
    expect(formatCoordinate(-0.0000001)).toBe('0.000000');
  });

  it('refuses what is no number', () => {
    expect(() => formatCoordinate(Number.NaN)).toThrow(RangeError);
    expect(() => formatCoordinate(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('mapLinks', () => {
  const vokovice = { latitude: 50.0985, longitude: 14.3433 };

  it('opens Mapy.cz on the point with a marker (longitude first, as Mapy.cz documents it)', () => {
    const url = new URL(mapLinks(vokovice).mapy);
    expect(url.origin + url.pathname).toBe('https://mapy.cz/fnc/v1/showmap');
    expect(url.searchParams.get('center')).toBe('14.343300,50.098500');
    expect(url.searchParams.get('marker')).toBe('true');
    expect(url.searchParams.get('zoom')).toBe('17');
    expect(url.searchParams.get('mapset')).toBe('basic');
  });

  it('opens Google Maps with a pin on the point (Maps URLs, api=1)', () => {
    const url = new URL(mapLinks(vokovice).google);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('50.098500,14.343300');
  });

  it('opens OpenStreetMap with a marker, centred on it at street zoom', () => {
    const link = mapLinks(vokovice).osm;
    expect(link).toBe('https://www.openstreetmap.org/?mlat=50.098500&mlon=14.343300#map=17/50.098500/14.343300');
    const url = new URL(link);
    expect(url.searchParams.get('mlat')).toBe('50.098500');
    expect(url.searchParams.get('mlon')).toBe('14.343300');
  });

  it('gives one https link per service, in the listed order', () => {
    const links = mapLinks(vokovice);
    expect(Object.keys(links)).toEqual([...mapServices]);
    for (const service of mapServices) expect(new URL(links[service]).protocol).toBe('https:');
  });

  it('writes the southern and western hemispheres with a minus sign', () => {
    const links = mapLinks({ latitude: -22.9519, longitude: -43.2105 });
    expect(new URL(links.mapy).searchParams.get('center')).toBe('-43.210500,-22.951900');
    expect(new URL(links.google).searchParams.get('query')).toBe('-22.951900,-43.210500');
    expect(links.osm).toContain('#map=17/-22.951900/-43.210500');
  });

  it('refuses a position off the globe', () => {
    expect(() => mapLinks({ latitude: 91, longitude: 14 })).toThrow(RangeError);
    expect(() => mapLinks({ latitude: 50, longitude: -180.5 })).toThrow(RangeError);
    expect(() => mapLinks({ latitude: Number.NaN, longitude: 14 })).toThrow(RangeError);
  });
});
