import { venue } from './venue';

/**
 * The Avion Lounge: what it offers and how its tables can be arranged.
 * Capacities are people (seated for U, T and I; standing for the bar and receptions).
 */
export const lounge = {
  name: venue.loungeName,
  seats: venue.seats.lounge,
  arrangements: [
    { id: 'U', capacity: 50, upTo: false },
    { id: 'T', capacity: 36, upTo: false },
    { id: 'I', capacity: 30, upTo: false },
    { id: 'bar', capacity: 40, upTo: true },
    { id: 'reception', capacity: 100, upTo: true },
    { id: 'combined', capacity: venue.seats.joined, upTo: true },
  ],
} as const;

/** Seated capacity of an arrangement the enquiry form offers (U, T, I). */
export function arrangementCapacity(id: 'U' | 'T' | 'I'): number {
  const found = lounge.arrangements.find((arrangement) => arrangement.id === id);
  if (!found) throw new Error(`unknown lounge arrangement ${id}`);
  return found.capacity;
}
