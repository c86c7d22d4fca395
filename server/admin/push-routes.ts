import { Router, type Request, type Response } from 'express';
import type { Answer } from '../../src/admin/api/contract';
import { sendAdminError } from './api-errors';
import type { AdminRequestContext } from './context';
import { jsonBody } from './json-body';

/**
 * What the admin needs of Web Push (server/push's `Push`, handed in by server/index.ts: the
 * admin imports nothing of server/push). Structural, like the enquiries' inbox.
 */
export interface DevicePush {
  publicKey(): Promise<string>;
  subscribe(
    who: { email: string; lang: 'cs' | 'en' },
    body: unknown,
  ): Promise<
    | { ok: true; device: Answer<'pushDevice'>['device'] }
    | { ok: false; refusal: 'push_endpoint_invalid' | 'push_keys_invalid' }
  >;
  devicesOf(email: string): Promise<Answer<'pushDevices'>['devices']>;
  unsubscribe(email: string, id: string): Promise<boolean>;
  test(email: string, id: string): Promise<Answer<'pushTest'>['outcome'] | 'not_found'>;
}

/** A device id (deviceIdOf: 16 bytes base64url); anything else is no device of anyone. */
const DEVICE_ID = /^[\w-]{22}$/;

/**
 * The devices API under /admin/api/push, behind the admin's same-origin and session checks,
 * for owners and staff alike (permissions.ts): the key to subscribe with, one's own devices,
 * switching this device on (400 in words for an endpoint or keys that are not a push
 * subscription's), off, and a test notification to it. An account sees and touches only
 * its own devices: another's id is a 404, as one that does not exist.
 */
export function pushRoutes(push: DevicePush, context: AdminRequestContext): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const deviceId = (req: Request, res: Response): string | null => {
    const id = String(req.params.id);
    if (DEVICE_ID.test(id)) return id;
    sendAdminError(req, res, 404, 'push_device_not_found');
    return null;
  };
  router.get('/push/key', async (_req, res) => {
    res.json({ publicKey: await push.publicKey() } satisfies Answer<'pushKey'>);
  });
  router.get('/push/devices', async (req, res) => {
    res.json({ devices: await push.devicesOf(context.ownerOf(req)) } satisfies Answer<'pushDevices'>);
  });
  router.post('/push/devices', jsonBody(), async (req, res) => {
    const answer = await push.subscribe({ email: context.ownerOf(req), lang: context.langOf(req) }, req.body);
    if (!answer.ok) return sendAdminError(req, res, 400, answer.refusal);
    res.status(201).json({ device: answer.device } satisfies Answer<'pushDevice'>);
  });
  router.delete('/push/devices/:id', async (req, res) => {
    const id = deviceId(req, res);
    if (id === null) return;
    if (!(await push.unsubscribe(context.ownerOf(req), id)))
      return sendAdminError(req, res, 404, 'push_device_not_found');
    res.status(204).end();
  });
  router.post('/push/devices/:id/test', async (req, res) => {
    const id = deviceId(req, res);
    if (id === null) return;
    const outcome = await push.test(context.ownerOf(req), id);
    if (outcome === 'not_found') return sendAdminError(req, res, 404, 'push_device_not_found');
    res.json({ outcome } satisfies Answer<'pushTest'>);
  });
  return router;
}
