import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { EntryServerModule } from '../../server/document/render';
import { createTestApp } from '../support/test-app';

function Broken(): never {
  throw new Error('secret detail: database exploded');
}

/** The real server entry, except that every page renders a component that throws. */
async function brokenEntry(): Promise<EntryServerModule> {
  const real = await import('../../src/entry-server');
  return {
    ...real,
    async planPage(request, config, moment) {
      const plan = await real.planPage(request, config, moment);
      return plan.type === 'page' ? { ...plan, element: <Broken /> } : plan;
    },
  };
}

describe('a page that fails to render', () => {
  it('answers 500 with the generic error page and no detail in production', async () => {
    const { app, logs } = createTestApp({
      deps: {
        pages: {
          loadEntry: brokenEntry,
          getAssets: async () => ({ assets: { entry: '', modulePreloads: [], styles: [] } }),
        },
      },
    });
    const response = await request(app).get('/kontakt').expect(500);
    expect(response.text).toContain('Unexpected Application Error!');
    expect(response.text).toContain('<html lang="cs"');
    expect(response.text).not.toContain('secret detail');
    expect(response.text).not.toMatch(/at \w+ \(/); // no stack trace

    const errors = logs.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('secret detail');
    expect((errors[0]?.err as { stack?: string }).stack).toContain('Broken');
  });

  it('shows the message in development', async () => {
    const { app } = createTestApp({
      env: { NODE_ENV: 'development' },
      deps: {
        pages: {
          loadEntry: brokenEntry,
          getAssets: async () => ({ assets: { entry: '', modulePreloads: [], styles: [] } }),
        },
      },
    });
    const response = await request(app).get('/en/galerie').expect(500);
    expect(response.text).toContain('Unexpected Application Error!');
    expect(response.text).toContain('<html lang="en"');
    expect(response.text).toContain('secret detail: database exploded');
  });
});
