import { useState } from 'react';
import { dropDraft, keepDraft, readDraft, type Draft } from '../api/drafts';
import { setAt, type Path } from '../content/paths';
import { dayOf, emptyDay, withoutUnchangedCopies, type LunchDayData } from './lunch-days';
import { saveDay, type LunchFile } from './use-lunch-file';

export type DayEditState =
  'idle' | 'saving' | 'published' | 'drafted' | 'invalid' | 'unchecked' | 'conflict' | 'failed';

/** The paths the editor shows messages beside; a message about any other place is listed under the buttons. */
const shownPath =
  /^(?:(?:soups|mains)\.\d+\.(?:name|name\.cs|name\.en|price|amount|amount\.litres|amount\.grams|allergens|diet)|soups|mains|note|note\.cs|note\.en)$/;

/** A message about one allergen or tag (`allergens.2`) is shown beside the list. */
const fieldOf = (key: string): string => key.replace(/\.(allergens|diet)\.\d+$/, '.$1');

/** A note emptied in both languages leaves the day (an empty one would be refused). */
function tidy(day: LunchDayData): LunchDayData {
  if (day.note === null || typeof day.note !== 'object' || Object.keys(day.note).length > 0) return day;
  const { note: _, ...rest } = day;
  return rest as LunchDayData;
}

/**
 * One day of the lunch menu being edited: the day in memory (kept on this device at every
 * change, `ballon-admin-draft:lunch-<date>`, and offered again after a lost session or a
 * closed tab), saved as a draft or published through `saveDay`.
 */
export function useLunchDay(file: LunchFile, onSaved: (file: LunchFile) => void, date: string) {
  const draftKey = `lunch-${date}`;
  const serverDay = dayOf(file.data, date);
  /** Whether `data` differs from the day as saved (none saved: an empty day). */
  const differsFromSaved = (data: unknown) => JSON.stringify(data) !== JSON.stringify(serverDay ?? emptyDay(date));
  const [day, setDay] = useState<LunchDayData>(() => serverDay ?? emptyDay(date));
  const [base, setBase] = useState<LunchDayData | null>(serverDay);
  const [errors, setErrors] = useState<ReadonlyMap<string, string[]>>(new Map());
  const [others, setOthers] = useState<string[]>([]);
  const [state, setState] = useState<DayEditState>('idle');
  const [problem, setProblem] = useState<unknown>(null);
  const [newer, setNewer] = useState<LunchFile | null>(null);
  const [kept, setKept] = useState<Draft | null>(() => {
    const draft = readDraft(draftKey);
    return draft && differsFromSaved(draft.data) ? draft : null;
  });

  const edited = (next: LunchDayData) => {
    keepDraft(draftKey, file.version, next);
    setState((current) => (current === 'published' || current === 'drafted' ? 'idle' : current));
    return next;
  };
  const change = (path: Path, value: unknown) => {
    setDay((current) => edited(tidy(setAt(current, path, value) as LunchDayData)));
    // A dish's mark gone: the refusal said beside its allergens goes with it.
    if (path.at(-1) === 'copiedFrom') {
      const key = [...path.slice(0, -1), 'allergens'].join('.');
      setErrors((current) => {
        if (!current.has(key)) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    }
  };

  /** A publish refused before it is sent (a dish still to check): the messages beside their fields. */
  function refuse(byField: ReadonlyMap<string, string[]>) {
    setErrors(byField);
    setOthers([]);
    setState('unchecked');
  }
  const replace = (next: LunchDayData) => setDay(edited(next));

  async function save(published: boolean) {
    const next: LunchDayData = withoutUnchangedCopies({ ...day, published });
    setState('saving');
    setProblem(null);
    const outcome = await saveDay(file, next, base);
    if (outcome.ok) {
      onSaved(outcome.file);
      setDay(next);
      setBase(next);
      setErrors(new Map());
      setOthers([]);
      dropDraft(draftKey);
      setState(published ? 'published' : 'drafted');
    } else if (outcome.kind === 'invalid') {
      const byField = new Map<string, string[]>();
      const rest = [...outcome.others];
      for (const [key, messages] of outcome.byField) {
        const field = fieldOf(key);
        if (shownPath.test(field)) byField.set(field, [...(byField.get(field) ?? []), ...messages]);
        else rest.push(...messages);
      }
      setErrors(byField);
      setOthers(rest);
      setState('invalid');
    } else if (outcome.kind === 'conflict') {
      setNewer(outcome.file);
      setState('conflict');
    } else {
      setProblem(outcome.error);
      setState('failed');
    }
  }

  /** After a conflict: my day stays, to be saved over the newer one (knowingly). */
  function keepMine() {
    if (!newer) return;
    onSaved(newer);
    setBase(dayOf(newer.data, date));
    setNewer(null);
    setState('idle');
  }

  /** After a conflict: the day as the server has it now, my edit dropped. */
  function takeTheirs() {
    if (!newer) return;
    const theirs = dayOf(newer.data, date);
    onSaved(newer);
    setDay(theirs ?? emptyDay(date));
    setBase(theirs);
    setNewer(null);
    dropDraft(draftKey);
    setErrors(new Map());
    setState('idle');
  }

  function restoreDraft() {
    if (kept) setDay({ ...(kept.data as LunchDayData), date });
    setKept(null);
  }

  function discardDraft() {
    dropDraft(draftKey);
    setKept(null);
  }

  return {
    day,
    serverDay,
    /** The day has changes not saved yet. */
    unsaved: differsFromSaved(day),
    errors,
    others,
    state,
    problem,
    kept,
    change,
    replace,
    refuse,
    save,
    keepMine,
    takeTheirs,
    restoreDraft,
    discardDraft,
  };
}
