import { request } from '../api/client';
import type { PushDevice } from '../api/contract';

/** The admin's service worker (server/admin/installable.ts) and its scope: every admin page. */
const WORKER = '/admin/service-worker.js';
const SCOPE = '/admin';

/** What this browser can do about notifications, before anything is asked of the person. */
export type PushSupport = 'unsupported' | 'denied' | 'available';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** The admin's worker registered (again: the browser keeps one), resolved once it is active. */
async function adminWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  return navigator.serviceWorker.ready;
}

/** The device's id as the server names it (server/push/subscription.ts `deviceIdOf`): 128 bits of the endpoint's SHA-256. */
async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  let binary = '';
  for (const byte of digest.subarray(0, 16)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

/** A base64url key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's subscription, if notifications are on here, with its id. */
export async function thisDevice(): Promise<{ id: string; subscription: PushSubscription } | null> {
  const registration = await adminWorker();
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? { id: await deviceIdOf(subscription.endpoint), subscription } : null;
}

/**
 * Switches notifications on here: the person's permission (asked now, on their tap), a
 * subscription to the push service with the server's key, and the server told of it.
 * 'denied' when the person said no.
 */
export async function switchOn(): Promise<PushDevice | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await adminWorker();
  const { publicKey } = await request('/push/key', 'pushKey');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  const answer = await request('/push/devices', 'pushDevice', {
    method: 'POST',
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  return answer.device;
}

/** Switches notifications off here: the browser's subscription ended, then the server's record. */
export async function switchOff(): Promise<void> {
  const device = await thisDevice();
  if (!device) return;
  await device.subscription.unsubscribe().catch(() => false);
  await request(`/push/devices/${device.id}`, null, { method: 'DELETE' }).catch((error: unknown) => {
    // Already gone on the server (dropped after a 410, or switched off elsewhere): off is off.
    if ((error as { status?: number }).status !== 404) throw error;
  });
}
