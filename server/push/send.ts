import webpush from 'web-push';
import type { Device, VapidKeys } from './store';

/** How one push ended: accepted by the push service, gone (404/410: the device unsubscribed), or failed otherwise. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

export interface PushRequestOptions {
  keys: VapidKeys;
  /** The VAPID `sub` claim: `mailto:` or an https URL (vapid.ts). */
  subject: string;
  /** Seconds the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** The whole request, connect to answer: a push service that hangs costs no more. */
  timeoutMs: number;
}

/**
 * One push to one device. `web-push` (RFC 8291 aes128gcm encryption of the payload to the
 * device's keys, RFC 8292 VAPID JWT signed with ours) makes the request: its method, headers
 * (`Authorization: vapid t=…, k=…`, `Content-Encoding: aes128gcm`, `TTL`, `Urgency`) and body.
 * We send it with fetch under one deadline, instead of web-push's own https request, whose
 * timeout is an idle socket's only (a service that trickles would hold it) and which speaks
 * https only (a test's local push service is plain http on loopback, subscription.ts).
 * Never rejects.
 */
export async function sendPush(device: Device, payload: string, options: PushRequestOptions): Promise<PushOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: options.keys.publicKey,
          privateKey: options.keys.privateKey,
        },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    return { kind: 'failed', reason: `cannot encrypt: ${(error as Error).message}` };
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The answer's body is not ours to read (a push service's error text); the connection is freed.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
    return { kind: 'failed', reason: `push service answered ${response.status}` };
  } catch (error) {
    const name = (error as Error).name;
    return {
      kind: 'failed',
      reason:
        name === 'TimeoutError'
          ? `no answer within ${options.timeoutMs} ms`
          : `unreachable: ${(error as Error).message}`,
    };
  }
}
