/**
 * The content API on its own, as the content tests drive it: an express app with the
 * content routes over a folder, a signed-in owner whose language is the request's
 * Accept-Language, and the warnings the routes log (a client's request causes none).
 */
import express from 'express';
import type { AdminRequestContext } from '../context';
import { ContentEditor, type EditorWork } from './editor';
import { contentRoutes } from './routes';

const ownerContext: AdminRequestContext = {
  ownerOf: () => 'owner@example.cz',
    roleOf: () => 'owner' as const,
  langOf: (req) => (req.get('accept-language')?.startsWith('en') ? 'en' : 'cs'),
  audit: async () => undefined,
};

export async function contentApp(dir: string, work?: EditorWork): Promise<{ app: express.Express; warnings: unknown[] }> {
  const warnings: unknown[] = [];
  const editor = await ContentEditor.open({ dir, ...(work ? { work } : {}) });
  const app = express();
  app.use('/admin/api', contentRoutes({ editor, context: ownerContext, logger: { warn: (object: unknown) => void warnings.push(object) } }));
  return { app, warnings };
}

/** Steps per node of the data and of the file a save's merge may take (sorting a map's keys included). */
export const STEPS_PER_NODE = 20;

/** The nodes of a JSON value: itself and everything in it. */
export function nodesOf(value: unknown): number {
  let count = 0;
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    count++;
    if (current !== null && typeof current === 'object') for (const child of Object.values(current)) pending.push(child);
  }
  return count;
}
