import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The address a request comes from: `req.ip` follows the app's 'trust proxy' (TRUST_PROXY)
 * and is fixed when the request arrives (server/runtime/client-address.ts). Only a
 * client that reset the connection before the request was even read has none ('').
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

/** The client's bucket: its address; an IPv6 client by its /56, which one subscriber usually holds whole. */
export function clientKey(req: Request): string {
  return ipKeyGenerator(clientAddress(req));
}

/** `Retry-After` in whole seconds (at least 1): until the window resets, or a whole window when the store does not say. */
export function setRetryAfter(res: Response, resetTime: Date | undefined, windowMs: number): void {
  const ms = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  res.set('Retry-After', String(Math.max(1, Math.ceil(ms / 1000))));
}
