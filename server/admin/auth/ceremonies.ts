import { randomBytes } from 'node:crypto';
import type * as SimpleWebAuthn from '@simplewebauthn/server';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AuditLog } from '../audit';
import { roleOf } from '../../../src/admin/api/roles';
import { invitationFits, type AdminState, type Owner, type Passkey } from '../state/admin-state';
import { openInvitation } from './invitations';
import { CEREMONY_TIMEOUT_MS, type RelyingParty } from './relying-party';
import { authenticationResponse, challengeOf, registrationResponse } from './responses';

/**
 * SimpleWebAuthn, loaded with the first ceremony rather than with the server: with its ASN.1 and
 * X.509 packages it was about a quarter of every start's CPU (0.3 of 1.2 CPU-s), for a sign-in that
 * most starts never see.
 */
let webauthn: Promise<typeof SimpleWebAuthn> | null = null;
const simpleWebAuthn = () => (webauthn ??= import('@simplewebauthn/server'));

/** What a finished ceremony gives: the owner and the passkey used, or why not. */
export type CeremonyResult =
  | { ok: true; owner: Owner; credential: string }
  | {
      ok: false;
      reason:
        | 'malformed'
        | 'invitation'
        | 'challenge'
        | 'verification'
        | 'unknown-credential'
        | 'credential-taken'
        | 'counter-regression';
    };

/** A ceremony's options, or refused: the challenges' bound is reached for `retryAfterMs` more (by the ceremonies' clock). */
export type CeremonyStart<T> = { ok: true; options: T } | { ok: false; retryAfterMs: number };

export interface CeremonyOptions {
  state: AdminState;
  rp: RelyingParty;
  audit: AuditLog;
  now: () => Date;
}

/**
 * The two WebAuthn ceremonies, done strictly: the relying party from SITE_URL, user
 * verification required, discoverable credentials (sign-in names no one: no
 * allowCredentials), each challenge kept in the shared state, taken once, expiring with
 * the ceremony's 5 minutes, so a ceremony started on one replica completes on another.
 * A start past the live challenges' bound (MAX_LIVE_CHALLENGES) is refused, not kept.
 */
export class Ceremonies {
  constructor(private readonly options: CeremonyOptions) {}

  private async keepChallenge<T extends { challenge: string }>(
    options: T,
    kind: 'registration' | 'authentication',
    extra: { invitation?: string; userId?: string } = {},
  ): Promise<CeremonyStart<T>> {
    const now = this.options.now();
    const expiresAt = new Date(now.getTime() + CEREMONY_TIMEOUT_MS).toISOString();
    const kept = await this.options.state.putChallenge(
      { challenge: options.challenge, kind, expiresAt, ...extra },
      now,
    );
    return kept.kept ? { ok: true, options } : { ok: false, retryAfterMs: kept.retryAt.getTime() - now.getTime() };
  }

  /** Options to create a passkey with an invitation's token (refused at the challenges' bound); null when the invitation is not live. */
  async registrationOptions(token: unknown): Promise<CeremonyStart<PublicKeyCredentialCreationOptionsJSON> | null> {
    const { state, rp, now } = this.options;
    const invitation = await openInvitation(state, token, now());
    if (!invitation) return null;
    const existing = await state.getOwner(invitation.email);
    // An invitation that no longer fits its address's owner (one became, or left) is as good as spent.
    if (!invitationFits(invitation, existing)) return null;
    // A new device keeps its owner's user handle; a new owner gets a new random one.
    const userId = invitation.userId ?? randomBytes(16).toString('base64url');
    const excluded = existing ? (await state.listPasskeys()).filter((passkey) => passkey.owner === existing.email) : [];
    const options = await (
      await simpleWebAuthn()
    ).generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: invitation.email,
      userID: new Uint8Array(Buffer.from(userId, 'base64url')),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: excluded.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    return this.keepChallenge(options, 'registration', { invitation: invitation.tokenHash, userId });
  }

  /** Registers the passkey an invitation's ceremony created, consuming the invitation. */
  async register(token: unknown, input: unknown): Promise<CeremonyResult> {
    const { state, rp, now } = this.options;
    const response = registrationResponse(input);
    const challenge = response && challengeOf(response.response.clientDataJSON);
    const invitation = await openInvitation(state, token, now());
    if (!invitation || !invitationFits(invitation, await state.getOwner(invitation.email)))
      return { ok: false, reason: 'invitation' };
    if (!response || !challenge) return { ok: false, reason: 'malformed' };
    const kept = await state.takeChallenge(challenge, now());
    if (!kept || kept.kind !== 'registration' || kept.invitation !== invitation.tokenHash || !kept.userId)
      return { ok: false, reason: 'challenge' };
    if (invitation.userId !== undefined && kept.userId !== invitation.userId) return { ok: false, reason: 'challenge' };
    let verified;
    try {
      verified = await (
        await simpleWebAuthn()
      ).verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch {
      return { ok: false, reason: 'verification' };
    }
    if (!verified.verified) return { ok: false, reason: 'verification' };
    const { credential } = verified.registrationInfo;
    // An id already registered is refused (WebAuthn §7.1, step 22): the state keys passkeys by id, so
    // registering it again would hand someone else's passkey (ids are listed to owners) to this key.
    if (await state.getPasskey(credential.id)) return { ok: false, reason: 'credential-taken' };
    const at = now().toISOString();
    const passkey: Passkey = {
      id: credential.id,
      owner: invitation.email,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      createdAt: at,
      lastUsedAt: null,
    };
    // A new account takes the invitation's role; a new device is added to an account, which keeps its own.
    const owner: Owner = { email: invitation.email, userId: kept.userId, createdAt: at, role: roleOf(invitation) };
    // The state checks the invitation's fit again in the same step as it writes: nothing comes between.
    if (!(await state.register({ owner, passkey, invitation: invitation.tokenHash }, now())))
      return { ok: false, reason: 'invitation' };
    const registered = await state.getOwner(invitation.email);
    if (registered?.userId !== kept.userId) return { ok: false, reason: 'invitation' };
    const type = invitation.userId === undefined ? 'owner-registered' : 'passkey-added';
    await this.options.audit.record({
      type,
      owner: registered.email,
      credential: passkey.id,
      invitedBy: invitation.by,
    });
    return { ok: true, owner: registered, credential: passkey.id };
  }

  /** Options to sign in: no credential named, nothing said about who is an owner. */
  async signInOptions(): Promise<CeremonyStart<PublicKeyCredentialRequestOptionsJSON>> {
    const options = await (
      await simpleWebAuthn()
    ).generateAuthenticationOptions({
      rpID: this.options.rp.id,
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    return this.keepChallenge(options, 'authentication');
  }

  /** Signs in with a discoverable passkey; every refusal is audited (a cloned authenticator twice). */
  async signIn(input: unknown): Promise<CeremonyResult> {
    const result = await this.verifySignIn(input);
    if (!result.ok) {
      const credential = authenticationResponse(input)?.id.slice(0, 200);
      await this.options.audit.record({
        type: 'sign-in-failed',
        reason: result.reason,
        ...(credential ? { credential } : {}),
      });
    }
    return result;
  }

  private async verifySignIn(input: unknown): Promise<CeremonyResult> {
    const { state, rp, now, audit } = this.options;
    const response = authenticationResponse(input);
    const challenge = response && challengeOf(response.response.clientDataJSON);
    if (!response || !challenge) return { ok: false, reason: 'malformed' };
    const kept = await state.takeChallenge(challenge, now());
    if (!kept || kept.kind !== 'authentication') return { ok: false, reason: 'challenge' };
    const passkey = await state.getPasskey(response.id);
    const owner = passkey && (await state.getOwner(passkey.owner));
    if (!passkey || !owner) return { ok: false, reason: 'unknown-credential' };
    const userHandle = response.response.userHandle;
    if (userHandle !== undefined && userHandle !== owner.userId) return { ok: false, reason: 'unknown-credential' };
    let verified;
    try {
      // The counter is checked below, once the signature is known to be the passkey's own: a regression is then a clone, and audited.
      const credential = {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: 0,
        transports: passkey.transports,
      };
      verified = await (
        await simpleWebAuthn()
      ).verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential,
        requireUserVerification: true,
      });
    } catch {
      return { ok: false, reason: 'verification' };
    }
    if (!verified.verified) return { ok: false, reason: 'verification' };
    const counter = verified.authenticationInfo.newCounter;
    if ((counter > 0 || passkey.counter > 0) && counter <= passkey.counter) {
      await audit.record({ type: 'counter-regression', owner: owner.email, credential: passkey.id });
      return { ok: false, reason: 'counter-regression' };
    }
    await state.usePasskey(passkey.id, counter, now());
    await audit.record({ type: 'sign-in', owner: owner.email, credential: passkey.id });
    return { ok: true, owner, credential: passkey.id };
  }
}
