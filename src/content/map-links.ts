/**
 * Links that open the restaurant's position in the public map services, built
 * from the geo position of the content (venue.yaml `geo`). Pure: no facts, no
 * I/O. The contact page links to them (no map script or frame of a third party
 * is ever loaded: the CSP stays as it is).
 *
 * Coordinates are written with a dot and six decimals (about 0.1 m), whatever
 * the page's language: `50.098500`, `14.343300`.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The map services, in the order the contact page lists them. */
export const mapServices = ['mapy', 'google', 'osm'] as const;
export type MapService = (typeof mapServices)[number];

const DECIMALS = 6;
/** The zoom of a street with its houses (Mapy.cz and OpenStreetMap count zoom levels alike). */
const STREET_ZOOM = 17;

/** A coordinate in degrees as the map services read it: a dot, six decimals, never `-0`. */
export function formatCoordinate(degrees: number): string {
  if (!Number.isFinite(degrees)) throw new RangeError(`expected a coordinate in degrees, got ${degrees}`);
  const text = degrees.toFixed(DECIMALS);
  return /^-0\.0*$/.test(text) ? text.slice(1) : text;
}

function checked({ latitude, longitude }: GeoPoint): { lat: string; lon: string } {
  if (!(Math.abs(latitude) <= 90)) throw new RangeError(`expected a latitude of -90 to 90 degrees, got ${latitude}`);
  if (!(Math.abs(longitude) <= 180)) throw new RangeError(`expected a longitude of -180 to 180 degrees, got ${longitude}`);
  return { lat: formatCoordinate(latitude), lon: formatCoordinate(longitude) };
}

/**
 * Mapy.cz's documented link for a point with a marker ("URL Mapy.cz", /fnc/v1/showmap):
 * `center` is longitude first, then latitude. It opens the Mapy.cz app on a phone that has it.
 */
function mapyCzLink(point: GeoPoint): string {
  const { lat, lon } = checked(point);
  return `https://mapy.cz/fnc/v1/showmap?mapset=basic&center=${lon},${lat}&zoom=${STREET_ZOOM}&marker=true`;
}

/** Google Maps' documented universal link (Maps URLs, `search` with `api=1`): a pin at the point. */
function googleMapsLink(point: GeoPoint): string {
  const { lat, lon } = checked(point);
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`;
}

/** OpenStreetMap with a marker (`mlat`, `mlon`) and the map centred on it at street zoom. */
function openStreetMapLink(point: GeoPoint): string {
  const { lat, lon } = checked(point);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${STREET_ZOOM}/${lat}/${lon}`;
}

/** The three links, by service. */
export function mapLinks(point: GeoPoint): Record<MapService, string> {
  return { mapy: mapyCzLink(point), google: googleMapsLink(point), osm: openStreetMapLink(point) };
}
