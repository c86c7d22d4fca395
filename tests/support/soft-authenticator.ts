import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCbor } from './tiny-cbor';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** What a ceremony may be made to do wrong, for the adversarial tests. */
export interface Twist {
  /** The origin written into the client data (a phishing page's). */
  origin?: string;
  /** The RP id whose hash goes into the authenticator data. */
  rpId?: string;
  /** Whether the user-verified flag is set (default true). */
  userVerified?: boolean;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** Another challenge than the options' (a replay). */
  challenge?: string;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/**
 * A software passkey for the server tests: an ES256 key made with node:crypto, 'none'
 * attestation, its authenticator data and attestation object encoded here (tiny-cbor.ts),
 * so the real @simplewebauthn/server verification checks real signatures. One instance
 * is one discoverable credential (it remembers the user handle it was created for).
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, twist: Twist, attested?: Uint8Array): Buffer {
    const flags = 0x01 | (twist.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, twist: Twist): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: twist.challenge ?? challenge,
        origin: twist.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  /** navigator.credentials.create(): the RegistrationResponseJSON @simplewebauthn/browser would send. */
  create(options: CreationOptions, twist: Twist = {}) {
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = encodeCbor(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const authData = this.authData(twist.rpId ?? options.rp.id ?? this.rpId, twist, attested);
    const attestationObject = encodeCbor(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, twist)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() with this discoverable credential: the AuthenticationResponseJSON. */
  get(options: RequestOptions, twist: Twist = {}) {
    this.counter = twist.counter ?? this.counter + 1;
    const authData = this.authData(twist.rpId ?? options.rpId ?? this.rpId, twist);
    const clientData = this.clientData('webauthn.get', options.challenge, twist);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
