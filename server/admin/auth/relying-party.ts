/**
 * The WebAuthn relying party, from SITE_URL only (never from the request's Host): its
 * id is SITE_URL's host name, the one origin a ceremony may come from is SITE_URL's.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name: 'Restaurace Ballon', origin: url.origin };
}

/** A ceremony waits this long for its answer; its challenge expires with it (≤ 5 minutes). */
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;
