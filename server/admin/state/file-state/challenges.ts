import { MAX_LIVE_CHALLENGES, type AdminState, type Challenge, type ChallengeKept } from '../admin-state';
import { JsonFiles } from '../../../lib/json-files';

/** One put or take on the list of challenges (changing it in place): its answer, and whether the file must be written. */
type Step<T> = (challenges: Challenge[]) => { result: T; changed: boolean };

interface Waiting {
  step: Step<unknown>;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** Drops, in place, what ended by `now`. */
function dropEnded(challenges: Challenge[], now: Date): void {
  const live = challenges.filter((entry) => Date.parse(entry.expiresAt) > now.getTime());
  challenges.splice(0, challenges.length, ...live);
}

const keep =
  (challenge: Challenge, now: Date): Step<ChallengeKept> =>
  (challenges) => {
    dropEnded(challenges, now);
    if (challenges.length >= MAX_LIVE_CHALLENGES) {
      // Refused until the oldest live one ends.
      return {
        result: { kept: false, retryAt: new Date(Math.min(...challenges.map((entry) => Date.parse(entry.expiresAt)))) },
        changed: false,
      };
    }
    challenges.push(challenge);
    return { result: { kept: true }, changed: true };
  };

const take =
  (challenge: string, now: Date): Step<Challenge | null> =>
  (challenges) => {
    const index = challenges.findIndex((entry) => entry.challenge === challenge);
    if (index < 0) return { result: null, changed: false };
    const [found] = challenges.splice(index, 1);
    dropEnded(challenges, now);
    return { result: found && Date.parse(found.expiresAt) > now.getTime() ? found : null, changed: true };
  };

/**
 * The challenges in DATA_DIR/admin/challenges.json, under a lock of their own
 * (challenges.lock), not the directory's: anyone may start a sign-in, and a flood of
 * starts must never queue the owners' saves, sessions or audit behind it, nor wait on
 * them. The puts and takes that arrive while the lock is held are applied together, in
 * order, with one read and at most one write, so a flood costs a few writes, not one
 * each. Written without fsync: a challenge lives 5 minutes, and one lost to a power cut
 * costs an owner a second try. The file holds at most MAX_LIVE_CHALLENGES records.
 */
export function fileChallenges(dir: string): Pick<AdminState, 'putChallenge' | 'takeChallenge'> {
  const files = new JsonFiles(dir, { lock: 'challenges', durable: false });
  let waiting: Waiting[] = [];
  let queued = false;

  const flush = async () => {
    queued = false;
    const batch = waiting;
    waiting = [];
    try {
      const challenges = await files.read<Challenge[]>('challenges', []);
      let changed = false;
      const results = batch.map(({ step }) => {
        const done = step(challenges);
        changed ||= done.changed;
        return done.result;
      });
      if (changed) await files.write('challenges', challenges);
      batch.forEach(({ resolve }, n) => resolve(results[n]));
    } catch (error) {
      batch.forEach(({ reject }) => reject(error));
    }
  };

  const run = <T>(step: Step<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ step, resolve: resolve as (result: unknown) => void, reject });
      if (queued) return;
      queued = true;
      // A lock that cannot be had fails the steps waiting for it.
      files.locked(flush).catch((error: unknown) => {
        queued = false;
        const batch = waiting;
        waiting = [];
        batch.forEach((entry) => entry.reject(error));
      });
    });

  return {
    putChallenge: (challenge, now) => run(keep(challenge, now)),
    takeChallenge: (challenge, now) => run(take(challenge, now)),
  };
}
