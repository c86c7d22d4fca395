import { isIPv4 } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { TrustProxy } from '../config/config-values';

/** Headers a reverse proxy sets and Express believes only from a trusted peer. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'] as const;

/** Express's compiled 'trust proxy' (proxy-addr): is the hop at `index` (0 = the socket's peer) trusted? */
type TrustFn = (address: string, index: number) => boolean;

/** How many distinct peers are remembered (and warned about) at most: memory and log lines stay bounded. */
const DEFAULT_MAX_PEERS = 100;

/** `::ffff:172.17.0.1` (an IPv4 peer on a dual-stack socket) as TRUST_PROXY would name it. */
function plainAddress(peer: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(peer)?.[1];
  return mapped && isIPv4(mapped) ? mapped : peer;
}

function describe(trustProxy: TrustProxy): string {
  return Array.isArray(trustProxy) ? trustProxy.join(',') : String(trustProxy);
}

/** The TRUST_PROXY value that trusts `peer` as well as what is trusted now. */
export function trustProxySuggestion(trustProxy: TrustProxy, peer: string): string {
  const address = plainAddress(peer);
  return Array.isArray(trustProxy) ? [...trustProxy, address].join(',') : address;
}

/**
 * Forwarded headers from a peer that TRUST_PROXY does not trust are ignored
 * (rightly: anyone can send them), but when that peer is the operator's own
 * proxy every visitor then shares the proxy's address: one rate-limit bucket
 * for the world, the proxy's address in every log line, no https redirect.
 * This says so once per peer, at warn level, naming the peer and the value
 * that would trust it. After `maxPeers` distinct peers it says so one last
 * time and stops (a server exposed directly would otherwise log every forger).
 */
export function trustProxyWarning(options: {
  logger: Logger;
  trustProxy: TrustProxy;
  maxPeers?: number;
}): RequestHandler {
  const { logger, trustProxy, maxPeers = DEFAULT_MAX_PEERS } = options;
  const warned = new Set<string>();
  let silenced = false;
  return (req, _res, next) => {
    const peer = req.socket.remoteAddress;
    if (silenced || peer === undefined || warned.has(peer)) return next();
    const headers = FORWARDED_HEADERS.filter((name) => req.headers[name] !== undefined);
    if (headers.length === 0 || (req.app.get('trust proxy fn') as TrustFn)(peer, 0)) return next();
    if (warned.size >= maxPeers) {
      silenced = true;
      logger.warn(
        { maxPeers },
        `forwarded headers from more than ${maxPeers} untrusted peers: no further warnings until restart`,
      );
      return next();
    }
    warned.add(peer);
    const suggestion = trustProxySuggestion(trustProxy, peer);
    logger.warn(
      { peer, headers, trustProxy: describe(trustProxy), suggestion },
      `forwarded headers from ${peer} ignored: that peer is not trusted by TRUST_PROXY=${describe(trustProxy)}; ` +
        `if it is your reverse proxy, set TRUST_PROXY=${suggestion}`,
    );
    next();
  };
}
