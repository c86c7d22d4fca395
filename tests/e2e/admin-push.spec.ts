import type { Worker } from '@playwright/test';
import { signedIn } from './admin-support';
import { expect } from './fixtures';

/**
 * The admin's service worker in Chromium: registered by the first screen's
 * "Upozornění na tomto zařízení" card under the scope /admin, it shows a push delivered through
 * the DevTools protocol (`ServiceWorker.deliverPushMessage`, the payload as server/push/notice.ts
 * words it: the encryption is server/push's tests' subject, a headless Chromium has no push
 * service) as a notification carrying the booking's URL, and a click on that notification opens
 * that URL. Chromium cannot click a notification for a test: the click is the worker's own
 * `notificationclick` handler run on the notification it showed (a synthetic event, in which a
 * window may not be focused, so the handler's `openWindow` is recorded instead of opening).
 */
signedIn(
  'the worker under /admin shows a pushed booking and its click opens the booking',
  async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    const workerStarted = context.waitForEvent('serviceworker');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Upozornění na tomto zařízení' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zapnout upozornění' })).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${origin}/admin`);
    const worker: Worker =
      context.serviceWorkers().find((one) => one.url().endsWith('/admin/service-worker.js')) ?? (await workerStarted);

    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((one) => one.scopeURL === `${origin}/admin` && !one.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const booking = `${origin}/admin/bookings/2026-12-03`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registered,
      data: JSON.stringify({ title: 'Nová rezervace', body: 'čt 3. 12. 19:00, 4 osoby', url: booking, lang: 'cs' }),
    });

    // The notification the worker showed, as the browser keeps it.
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: (notification.data as { url?: string } | null)?.url,
        })),
      );
    // (The browser starts the worker for the push and runs its handler: on a machine busy with the other
    // browser tests and three servers that took more than poll's default 5 s once; the bound is for a hang.)
    await expect
      .poll(shown, { timeout: 30_000 })
      .toEqual([{ title: 'Nová rezervace', body: 'čt 3. 12. 19:00, 4 osoby', url: booking }]);

    // Its click, through the worker's own handler: the window it opens is the booking's.
    const opened = await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        clients: { openWindow(url: string): Promise<unknown> };
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const asked = new Promise<string>((resolve) => {
        scope.clients.openWindow = async (url: string) => (resolve(url), null);
      });
      const NotificationEventOf = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
      ).NotificationEvent;
      try {
        scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
      } catch {
        // (waitUntil refuses a synthetic event after the handler has started the work.)
      }
      return asked;
    });
    expect(opened).toBe(booking);
    await expect.poll(shown, { timeout: 30_000 }).toEqual([]);
  },
);
