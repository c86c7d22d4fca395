import { addDays, pragueDate, pragueInstant } from '../../src/content/time';

/**
 * security.txt's `expires` (venue.yaml), a day: the file is current until that day
 * ends in Prague. RFC 9116 asks for an Expires field, recommends less than a year
 * ahead, and tells readers to treat a file past it as stale.
 */
export function securityExpiresAt(expires: string): Date {
  return pragueInstant(expires, '24:00');
}

export interface SecurityExpiryProblem {
  /** `error`: the day has passed (content:check fails); `warning`: more than a year ahead (content:check passes). */
  level: 'error' | 'warning';
  message: string;
}

/** What is wrong with `expires` at `now`, in words an operator can act on; null when nothing is. */
export function securityExpiryProblem(expires: string, now: Date): SecurityExpiryProblem | null {
  const today = pragueDate(now);
  if (now.getTime() >= securityExpiresAt(expires).getTime()) {
    return {
      level: 'error',
      message: `${expires} has passed (today is ${today}): security.txt now tells whoever reads it that its contact may be out of date; check the contact and set a day less than a year ahead`,
    };
  }
  const [year, month, day] = today.split('-');
  // A year from today on the calendar (from 29 February: 1 March), the latest day RFC 9116's advice allows.
  const yearAhead = addDays(`${Number(year) + 1}-${month}-01`, Number(day) - 1);
  if (expires > yearAhead) {
    return {
      level: 'warning',
      message: `${expires} is more than a year ahead (RFC 9116 recommends less than a year, so that an old contact is not taken for a current one); set a day up to ${yearAhead}`,
    };
  }
  return null;
}
