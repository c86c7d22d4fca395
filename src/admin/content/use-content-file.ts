import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { withIds } from '../../content/item-name';
import type { ContentSubject } from '../../content/schema';
import { ApiError, request } from '../api/client';
import { dropDraft, keepDraft, readDraft, type Draft } from '../api/drafts';
import { mergeEdits } from './merge';
import { pathKey, setAt, type Path } from './paths';

export interface Loaded {
  version: string;
  data: unknown;
  editable: boolean;
  why?: string;
  samples: Path[];
  /** Why the file as it is cannot be read (a hand edit): said before the owner saves over it. */
  unreadable: string[];
}

/** The file and whether it may be written now (a read-only CONTENT_DIR says why): the editor's loader (content-page.tsx, photos-page.tsx). */
export async function fetchFile(file: ContentSubject): Promise<Loaded> {
  const [list, answer] = await Promise.all([request('/content', 'contentList'), request(`/content/${file}`, 'contentFile')]);
  const entry = list.files.find((item) => item.file === file);
  return { version: answer.version, data: answer.data, editable: list.editable && (entry?.editable ?? true), why: entry?.why ?? list.why, samples: answer.samples ?? [], unreadable: (answer.errors ?? []).map(({ message }) => message) };
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'invalid' | 'conflict' | 'failed';


/**
 * One content file being edited: loaded with its version, changed in memory and kept
 * as a draft on this device at every change, saved with If-Match. A 409 keeps the edit
 * (the owner chooses: save it over the newer version, or take the newer one); a 422
 * gives the server's messages by field; a 401 leaves the draft to be offered again.
 */
export function useContentFile(file: ContentSubject) {
  // The route's loader has read the file (an error is the route's errorElement's); a draft kept on this device is offered.
  const first = useLoaderData() as Loaded;
  const [loaded, setLoaded] = useState<Loaded | null>(first);
  const [data, setData] = useState<unknown>(first.data);
  const [version, setVersion] = useState(first.version);
  // The data of the version the edit began from (null: not known, a draft from another session):
  // a newer version's changes to other things are put together with this edit (merge.ts).
  const [base, setBase] = useState<unknown>(first.data);
  const [merged, setMerged] = useState(false);
  // Counts the times the data was replaced rather than edited (another version taken, a draft
  // restored, a merge saved): the form is drawn afresh, so nothing it holds (an undo, an open row)
  // points into the data it had.
  const [generation, setGeneration] = useState(0);
  const replaced = () => setGeneration((current) => current + 1);
  const [errors, setErrors] = useState<Map<string, string[]>>(new Map());
  const [state, setState] = useState<SaveState>('idle');
  const [problem, setProblem] = useState<unknown>(null);
  const [draft, setDraft] = useState<Draft | null>(() => {
    const kept = readDraft(file);
    return kept && JSON.stringify(kept.data) !== JSON.stringify(first.data) ? kept : null;
  });
  // The sample values the owner ticked as right (pathKey → path), sent with the next save.
  const [confirmed, setConfirmed] = useState<ReadonlyMap<string, Path>>(new Map());

  // (Another file is another editor: content-page.tsx keys it by file, so nothing here is reset.)

  const put = (sent: unknown, ifMatch: string, confirm: Path[]) =>
    request(`/content/${file}`, 'saved', { method: 'PUT', body: confirm.length > 0 ? { data: sent, confirm } : { data: sent }, ifMatch });

  /** load(), its failure shown instead of thrown. */
  const reload = async () => {
    setProblem(null);
    return fetchFile(file).then((answer) => {
      setLoaded(answer);
      return answer;
    }, (error: unknown) => {
      setProblem(error);
      return null;
    });
  };

  const change = useCallback(
    (path: Path, value: unknown) => {
      setData((current: unknown) => {
        const next = setAt(current, path, value);
        keepDraft(file, version, next);
        return next;
      });
      setState((current) => (current === 'saved' ? 'idle' : current));
    },
    [file, version],
  );

  async function save() {
    setState('saving');
    setProblem(null);
    setMerged(false);
    const confirm = [...confirmed.values()];
    // A new item's id, from its name (kept from then on, through renames).
    let sent = withIds(data);
    let against = version;
    try {
      let answer;
      try {
        answer = await put(sent, against, confirm);
      } catch (error) {
        // Saved meanwhile by someone else: their changes and this edit put together when they touch
        // different things, and saved on their version (once: a third save in between is the owner's to see).
        if (!(error instanceof ApiError && error.status === 409 && error.code === 'conflict') || base === null) throw error;
        const theirs = await fetchFile(file);
        // (Merged before the new items get their ids: each is new on its side, and its id is made
        // against the merged file, unique among theirs too.)
        const both = mergeEdits(base, data, theirs.data);
        if (!both) throw error;
        sent = withIds(both.merged);
        against = theirs.version;
        answer = await put(sent, against, confirm);
        setMerged(true);
        replaced();
      }
      setData(sent);
      setBase(sent);
      setVersion(answer.version);
      setErrors(new Map());
      dropDraft(file);
      setConfirmed(new Map());
      setState('saved');
      // What is still a sample now (a changed or confirmed field has lost its marker).
      void reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const byPath = new Map<string, string[]>();
        for (const entry of error.fieldErrors) byPath.set(pathKey(entry.path), [...(byPath.get(pathKey(entry.path)) ?? []), entry.message]);
        setErrors(byPath);
        setState('invalid');
      } else if (error instanceof ApiError && error.status === 409 && error.code === 'conflict') setState('conflict');
      else {
        setProblem(error);
        setState('failed');
      }
    }
  }

  /** After a 409: my edit stays, against the newer version (the next save overwrites it, knowingly). */
  async function keepMine() {
    const answer = await reload();
    if (!answer) return;
    setVersion(answer.version);
    setBase(answer.data);
    keepDraft(file, answer.version, data);
    setState('idle');
  }

  /** After a 409, or for an unwanted draft: the server's current version, my edit dropped. */
  async function takeTheirs() {
    const answer = await reload();
    if (!answer) return;
    setVersion(answer.version);
    setData(answer.data);
    setBase(answer.data);
    replaced();
    setErrors(new Map());
    dropDraft(file);
    setDraft(null);
    setState('idle');
  }

  function restoreDraft() {
    if (!draft) return;
    setData(draft.data);
    replaced();
    // Saved against the version it began from: a newer one on the server answers 409, never lost silently
    // (and never put together with it: that version's data is not known here).
    setVersion(draft.version);
    setBase(draft.version === version ? base : null);
    setDraft(null);
  }

  function discardDraft() {
    dropDraft(file);
    setDraft(null);
  }

  function confirmSample(path: Path, checked: boolean) {
    setConfirmed((current) => {
      const next = new Map(current);
      if (checked) next.set(pathKey(path), path);
      else next.delete(pathKey(path));
      return next;
    });
    setState((current) => (current === 'saved' ? 'idle' : current));
  }

  return { loaded, version, data, errors, state, merged, generation, problem, draft, confirmed, change, confirmSample, save, keepMine, takeTheirs, restoreDraft, discardDraft };
}
