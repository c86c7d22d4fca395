import type { RequestHandler } from 'express';

/**
 * Fixes `req.ip` when the request arrives. Express computes it on every read from
 * the socket's address (through TRUST_PROXY), and Node clears that address once a
 * client resets the connection (TCP RST): a post stored after the client left
 * would be counted by the rate limit, fingerprinted and logged under no address at
 * all, one bucket shared by everyone who resets. Read once, while the socket is
 * alive, and kept for the whole request.
 */
export const fixClientAddress: RequestHandler = (req, _res, next) => {
  const ip = req.ip ?? req.socket.remoteAddress;
  Object.defineProperty(req, 'ip', { value: ip, enumerable: true, configurable: true, writable: false });
  next();
};
