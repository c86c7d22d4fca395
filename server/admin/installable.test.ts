/**
 * The admin's service worker as served, run in a sandbox with a stand-in for the worker's
 * global scope: what it shows for a push and what a tap opens. (tests/e2e/admin-push.spec.ts
 * runs the same text in Chromium.)
 */
import { runInNewContext } from 'node:vm';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pushCs, pushEn } from '../../src/admin/i18n/push-words';
import { installableRoutes } from './installable';

const ORIGIN = 'https://www.restaurace-ballon.test';

interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient>;
}

/** The worker's text, evaluated against a scope that records what it does. */
async function worker(windows: string[] = []) {
  const app = express().use('/admin', installableRoutes("default-src 'none'"));
  const text = (await request(app).get('/admin/service-worker.js')).text;
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const clients: WindowClient[] = windows.map((url) => {
    const client: WindowClient = {
      url,
      focus: async () => (focused.push(url), client),
      navigate: async (to) => (navigated.push(to), client),
    };
    return client;
  });
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  runInNewContext(text, { self, URL, String, JSON });
  /** Dispatches an event and waits for what it passed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  const push = (data: unknown) =>
    dispatch('push', {
      data:
        data === null
          ? null
          : {
              json: () => {
                if (typeof data === 'string') return JSON.parse(data) as unknown;
                return data;
              },
            },
    });
  const click = (url: unknown) =>
    dispatch('notificationclick', { notification: { data: { url }, close: () => undefined } });
  return { push, click, shown, opened, focused, navigated };
}

describe("the admin's service worker", () => {
  it('shows a push as a notification with its words and its admin URL', async () => {
    const sw = await worker();
    await sw.push({
      title: 'Nová rezervace',
      body: 'čt 3. 12. 19:00, 4 osoby',
      url: `${ORIGIN}/admin/bookings/2026-12-03`,
      lang: 'cs',
    });
    expect(sw.shown).toEqual([
      {
        title: 'Nová rezervace',
        options: {
          body: 'čt 3. 12. 19:00, 4 osoby',
          lang: 'cs',
          icon: '/apple-touch-icon.png',
          data: { url: `${ORIGIN}/admin/bookings/2026-12-03` },
        },
      },
    ]);
  });

  it('still shows something for a push it cannot read, and never links outside the admin', async () => {
    const sw = await worker();
    await sw.push('{not json');
    await sw.push(null);
    await sw.push({ title: 'Hi', body: 'x', url: 'https://evil.example/admin', lang: 'en', tag: 'test' });
    await sw.push({ title: 'Hi', body: 'x', url: `${ORIGIN}/administrator`, lang: 'en' });
    expect(sw.shown.map(({ title, options }) => [title, options.body, (options.data as { url: string }).url])).toEqual([
      [pushCs.push.notice.fallbackTitle, pushCs.push.notice.fallbackBody, `${ORIGIN}/admin`],
      [pushCs.push.notice.fallbackTitle, pushCs.push.notice.fallbackBody, `${ORIGIN}/admin`],
      ['Hi', 'x', `${ORIGIN}/admin`],
      ['Hi', 'x', `${ORIGIN}/admin`],
    ]);
    expect(sw.shown[2]!.options.tag).toBe('test');
    expect(pushEn.push.notice.fallbackTitle).not.toBe(pushCs.push.notice.fallbackTitle);
  });

  it('opens the notification URL on a tap when no admin window is open', async () => {
    const sw = await worker([`${ORIGIN}/menu`]);
    await sw.click(`${ORIGIN}/admin/inbox`);
    expect(sw.opened).toEqual([`${ORIGIN}/admin/inbox`]);
    expect(sw.focused).toEqual([]);
  });

  it('focuses an admin window already open and sends it to the URL, and opens only admin URLs', async () => {
    const sw = await worker([`${ORIGIN}/`, `${ORIGIN}/admin/lunch`]);
    await sw.click(`${ORIGIN}/admin/inbox`);
    expect(sw.focused).toEqual([`${ORIGIN}/admin/lunch`]);
    expect(sw.navigated).toEqual([`${ORIGIN}/admin/inbox`]);
    expect(sw.opened).toEqual([]);
    const fresh = await worker();
    await fresh.click('javascript:alert(1)');
    expect(fresh.opened).toEqual([`${ORIGIN}/admin`]);
  });
});
