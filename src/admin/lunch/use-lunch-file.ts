import { useLoaderData } from 'react-router-dom';
import { ApiError, request } from '../api/client';
import { settle, useLoaded, type Settled } from '../api/loaded';
import { whenSignedIn } from '../auth/session';
import { dayIndex, dayOf, withDay, type LunchDayData } from './lunch-days';

export interface LunchFile {
  version: string;
  data: unknown;
  editable: boolean;
  why?: string;
}

/** daily-menu.yaml as the server has it now, and whether it may be written. */
export async function fetchLunchFile(): Promise<LunchFile> {
  const [list, answer] = await Promise.all([
    request('/content', 'contentList'),
    request('/content/dailyMenu', 'contentFile'),
  ]);
  const entry = list.files.find((item) => item.file === 'dailyMenu');
  return {
    version: answer.version,
    data: answer.data,
    editable: list.editable && (entry?.editable ?? true),
    why: entry?.why ?? list.why,
  };
}

/** What the lunch's screens load (`lunchLoader`, and the first screen's loader with its checklist): the file, or why not. */
export interface LunchLoaded {
  lunch: Settled<LunchFile>;
  /** The hours (the week's closed days); none when they cannot be read: the week then shows no closed day. */
  hours?: unknown;
}

/** The lunch editor's loader (routes.tsx). */
export const lunchLoader = (): Promise<LunchLoaded | null> =>
  whenSignedIn(async () => {
    const [lunch, hours] = await Promise.all([
      settle(fetchLunchFile()),
      settle(request('/content/hours', 'contentFile')),
    ]);
    return { lunch, hours: hours.value?.data ?? null };
  });

/** The file as the route's loader read it (a page's `setFile` after a save; loaded anew with the route). */
export function useLunchFile() {
  const { lunch, hours = null } = useLoaderData() as LunchLoaded;
  const [file, setFile] = useLoaded<LunchFile | null>(lunch.value);
  return { file, setFile, problem: lunch.problem, hours };
}

/** How often a copy (`saveMade`) is made again on a newer file (someone saved meanwhile) before it gives up. */
const MAX_TRIES = 3;

/**
 * Saves what `make` makes of the file's data ("copy last week", "copy this day to …") as one PUT
 * with If-Match; after a 409 made again on the file as it is now, so a day written meanwhile is
 * judged as it is then. `make` answers null when there is nothing (any longer) to save: the
 * file is then returned as it is, `saved` false.
 */
export async function saveMade(
  file: LunchFile,
  make: (data: unknown) => unknown,
): Promise<{ file: LunchFile; saved: boolean }> {
  let current = file;
  for (let tries = 1; ; tries += 1) {
    const data = make(current.data);
    if (data === null) return { file: current, saved: false };
    try {
      const answer = await request('/content/dailyMenu', 'saved', {
        method: 'PUT',
        body: { data },
        ifMatch: current.version,
      });
      return { file: { ...current, version: answer.version, data }, saved: true };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || tries >= MAX_TRIES) throw error;
      current = await fetchLunchFile();
    }
  }
}

export type SaveOutcome =
  | { ok: true; file: LunchFile }
  /** 422: the messages of this day's fields by their path inside the day (`mains.0.price`), and any others. */
  | { ok: false; kind: 'invalid'; byField: Map<string, string[]>; others: string[] }
  /** 409: this day changed on the server since `base`; `file` is the server's now. */
  | { ok: false; kind: 'conflict'; file: LunchFile }
  | { ok: false; kind: 'failed'; error: unknown };

/**
 * How many times in a row a save is applied to a newer version in which only other days changed:
 * more than once, since two owners (or an owner's two devices) planning other days can each save in
 * between; bounded, so that a file changing all the time ends in the owner's choice, not a loop.
 */
const MAX_REBASES = 5;

/**
 * Saves one day through the content API's generic PUT with If-Match (the server applies
 * it node by node, keeping the file's comments, order and every other day; history and
 * audit as for any save). `base` is the day as the owner began editing it: when the save
 * meets a newer version in which only other days changed (someone planned another day),
 * the day is applied to that version and saved again (up to MAX_REBASES times); when this
 * day changed too, the owner chooses.
 */
export async function saveDay(file: LunchFile, day: LunchDayData, base: LunchDayData | null): Promise<SaveOutcome> {
  let current = file;
  for (let attempt = 0; ; attempt += 1) {
    const data = withDay(current.data, day);
    try {
      const answer = await request('/content/dailyMenu', 'saved', {
        method: 'PUT',
        body: { data },
        ifMatch: current.version,
      });
      return { ok: true, file: { ...current, version: answer.version, data } };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        return { ok: false, kind: 'invalid', ...errorsByField(error, dayIndex(data, day.date)) };
      if (!(error instanceof ApiError && error.status === 409 && error.code === 'conflict'))
        return { ok: false, kind: 'failed', error };
      let fresh: LunchFile;
      try {
        fresh = await fetchLunchFile();
      } catch (reload) {
        return { ok: false, kind: 'failed', error: reload };
      }
      const sameDay = JSON.stringify(dayOf(fresh.data, day.date)) === JSON.stringify(base);
      if (!sameDay || attempt >= MAX_REBASES) return { ok: false, kind: 'conflict', file: fresh };
      current = fresh;
    }
  }
}

function errorsByField(error: ApiError, index: number): { byField: Map<string, string[]>; others: string[] } {
  const byField = new Map<string, string[]>();
  const others: string[] = [];
  for (const { path, message } of error.fieldErrors) {
    if (path[0] === 'days' && path[1] === index) {
      const key = path.slice(2).join('.');
      byField.set(key, [...(byField.get(key) ?? []), message]);
    } else others.push(message);
  }
  if (error.fieldErrors.length === 0 && error.message) others.push(error.message);
  return { byField, others };
}
