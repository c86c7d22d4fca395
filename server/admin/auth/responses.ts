import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';

/**
 * The shapes of a browser's WebAuthn answers (what @simplewebauthn/browser sends), checked
 * before the library sees them, each text cut to a bound: anything else is a 400, and the
 * library never meets a number where it expects a string.
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w-]*={0,2}$/);

const registration = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32_768),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

const authentication = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(512).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

export function registrationResponse(input: unknown): RegistrationResponseJSON | null {
  const parsed = registration.safeParse(input);
  return parsed.success ? (parsed.data as unknown as RegistrationResponseJSON) : null;
}

export function authenticationResponse(input: unknown): AuthenticationResponseJSON | null {
  const parsed = authentication.safeParse(input);
  return parsed.success ? (parsed.data as unknown as AuthenticationResponseJSON) : null;
}

/** The challenge a response answers, read from its client data (null when unreadable). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && /^[\w-]{16,128}$/.test(data.challenge) ? data.challenge : null;
  } catch {
    return null;
  }
}
