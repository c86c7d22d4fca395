/**
 * The screens save through react-router's actions (routes.tsx): a screen submits what it wants
 * done (JSON) to its route's action, which asks the API; the router then loads the screen's
 * data again (its loaders revalidate), so what the screen shows is the server's. An action
 * answers its outcome rather than throwing it: the screen says a refusal in place, beside what
 * was tried (a thrown error would replace the whole screen with its errorElement).
 */
import { useEffect, useRef } from 'react';
import { useFetcher, type SubmitTarget } from 'react-router-dom';

/** An action's outcome: done (with what it answered), or refused (an ApiError, said by `<Problem>`). */
export type ActionOutcome<T = unknown> = { ok: true; value: T } | { ok: false; problem: unknown };

/** An action's work, its refusal kept as its outcome. */
export function outcome<T>(work: Promise<T>): Promise<ActionOutcome<T>> {
  return work.then(
    (value) => ({ ok: true, value }),
    (problem: unknown) => ({ ok: false, problem }),
  );
}

/** Reads a submitted JSON body (the screens submit with `encType: 'application/json'`). */
export async function submitted<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

/**
 * Submits to this route's action and resolves with its value once it is done (rejects with
 * its refusal), so that a screen's handlers read as before: `await save(body)`.
 */
export function useAction<Body extends SubmitTarget, T = unknown>(): (body: Body) => Promise<T> {
  const fetcher = useFetcher<ActionOutcome<T>>();
  const waiting = useRef<{ resolve(value: T): void; reject(problem: unknown): void }[]>([]);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const done = fetcher.data;
    for (const { resolve, reject } of waiting.current.splice(0)) {
      if (done.ok) resolve(done.value);
      else reject(done.problem);
    }
  }, [fetcher.state, fetcher.data]);
  return (body) =>
    new Promise<T>((resolve, reject) => {
      waiting.current.push({ resolve, reject });
      void fetcher.submit(body, { method: 'post', encType: 'application/json' });
    });
}
