/**
 * A push service on loopback, for tests: it takes what the server sends to a
 * device the way a real push service does and reads it the way the device's browser would,
 * with code of its own on node:crypto, independent of the `web-push` package the server sends with.
 *
 * - **VAPID (RFC 8292)**: `Authorization: vapid t=<JWT>, k=<key>`; `k` must be the server's public
 *   key, the JWT's ES256 signature must verify against it, `aud` must be this service's origin,
 *   `exp` within 24 hours, `sub` a `mailto:` or `https:` contact.
 * - **The payload (RFC 8291 with RFC 8188 aes128gcm)**: the body's header (salt, record size,
 *   the sender's ephemeral public key), ECDH of that key with the device's private key, HKDF with
 *   the device's 16-byte auth secret, AES-128-GCM, the padding delimiter checked.
 *
 * A device is made here as a browser makes one (`PushEndpoint.device`: a P-256 key pair and 16
 * random bytes of auth secret); its subscription names `http://127.0.0.1:<port>/push/<name>`,
 * which the server takes only with `loopbackEndpoints` (server/push/subscription.ts).
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

/** A device as the browser holds it: the subscription it sends to the server, and its secrets. */
export interface TestDevice {
  name: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

/** One push the service took and read. */
export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

/** How the service answers a device's pushes: a status, never an answer, or the connection dropped. */
export type EndpointAnswer = number | 'hang' | 'reset';

const b64 = (data: Buffer) => data.toString('base64url');

/** HKDF-Expand (RFC 5869) for at most one block (the 32, 16 and 12 bytes RFC 8291 asks). */
function hkdfExpand(prk: Buffer, info: Buffer, length: number): Buffer {
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}
const hkdfExtract = (salt: Buffer, ikm: Buffer) => createHmac('sha256', salt).update(ikm).digest();

/** A raw uncompressed P-256 point as a key node:crypto verifies with. */
function p256Key(raw: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** Reads an RFC 8291 aes128gcm body as the device: the plaintext, or an Error saying what did not fit. */
function decryptPush(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'auth'>): Buffer {
  if (body.length < 21) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, not a P-256 public key`);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record (a payload this small fits one)');
  const devicePublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  // RFC 8291 §3.4: the auth secret salts the ECDH secret, the key info binds both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderKey]);
  const ikm = hkdfExpand(hkdfExtract(device.auth, ecdhSecret), keyInfo, 32);
  const prk = hkdfExtract(salt, ikm);
  const cek = hkdfExpand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdfExpand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // RFC 8188 §2: the last record's plaintext ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks the VAPID header against `serverKey` (base64url): the JWT's claims, or an Error. */
function verifyVapid(
  authorization: string | undefined,
  serverKey: string,
  audience: string,
  nowSeconds: number,
): ReceivedPush['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no vapid authorization: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== serverKey) throw new Error('k is not the server public key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: p256Key(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (body.aud !== audience) throw new Error(`aud ${body.aud}, not ${audience}`);
  if (!(body.exp > nowSeconds && body.exp <= nowSeconds + 24 * 3600)) throw new Error(`exp ${body.exp} out of range`);
  if (!/^(mailto:|https:\/\/)/.test(body.sub)) throw new Error(`sub ${body.sub}`);
  return body;
}

export class PushEndpoint {
  readonly received: ReceivedPush[] = [];
  /** Pushes the service refused to read (a bad signature, a body it could not decrypt): a test expects none. */
  readonly refused: { device: string; reason: string }[] = [];
  private readonly devices = new Map<string, TestDevice>();
  private readonly answers = new Map<string, EndpointAnswer>();
  private readonly sockets = new Set<Socket>();
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    /** The server's VAPID public key, as the test read it from GET /admin/api/push/key. */
    public serverKey: string,
  ) {}

  static async start(serverKey = ''): Promise<PushEndpoint> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const endpoint = new PushEndpoint(server, `http://127.0.0.1:${port}`, serverKey);
    server.on('connection', (socket) => {
      endpoint.sockets.add(socket);
      socket.on('close', () => endpoint.sockets.delete(socket));
    });
    server.on('request', (req, res) => void endpoint.take(req, res));
    return endpoint;
  }

  /** A new device of this service, as a browser makes one: its P-256 key pair and auth secret. */
  device(name: string): TestDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const device: TestDevice = {
      name,
      ecdh,
      auth,
      subscription: {
        endpoint: `${this.origin}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
      },
    };
    this.devices.set(name, device);
    return device;
  }

  /** How pushes to `device` are answered from now on (default 201). */
  answer(device: string, answer: EndpointAnswer): void {
    this.answers.set(device, answer);
  }

  /** Resolves once `count` pushes were received (or refused). */
  async until(count: number): Promise<void> {
    while (this.received.length + this.refused.length < count)
      await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private async take(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const name = decodeURIComponent(/^\/push\/([^/]+)$/.exec(req.url ?? '')?.[1] ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = this.answers.get(name) ?? 201;
    if (answer === 'hang') return;
    if (answer === 'reset') {
      req.socket.destroy();
      return;
    }
    const device = this.devices.get(name);
    try {
      if (!device) throw new Error('no such device');
      if (req.method !== 'POST') throw new Error(`method ${req.method}`);
      if (req.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`encoding ${req.headers['content-encoding']}`);
      const claims = verifyVapid(req.headers.authorization, this.serverKey, this.origin, Math.floor(Date.now() / 1000));
      const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8')) as Record<
        string,
        unknown
      >;
      if (answer === 201)
        this.received.push({
          device: name,
          payload,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          claims,
        });
      res.writeHead(answer).end();
    } catch (error) {
      this.refused.push({ device: name, reason: (error as Error).message });
      res.writeHead(400).end();
    }
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
