import { chmod, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, openSocket, parseResponse, type Listening } from '../../../tests/support/raw-http';
import { photoLimit } from '../../content/photo-limit';
import { createHttpServer } from '../../runtime/http-server';
import { multipart, multipartType, phonePhoto, BOUNDARY } from './upload-fixtures.test-support';
import { uploadHarness, type UploadHarness } from './upload-harness.test-support';

// A limit of 1 MB, so that "over the limit" takes no 40 MB.
const limit = { ...photoLimit, maxFileBytes: 1024 * 1024 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function harnessWith(options: Parameters<typeof uploadHarness>[0] = {}): Promise<UploadHarness> {
  const harness = await uploadHarness(options);
  cleanups.push(() => harness.remove());
  return harness;
}
async function served(harness: UploadHarness, limits: Parameters<typeof createHttpServer>[0] = {}): Promise<Listening> {
  const listening = await listen(harness.app, createHttpServer({ checkIntervalMs: 25, ...limits }));
  cleanups.push(() => listening.close());
  return listening;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const head = (length: number | 'chunked', target = '/admin/api/photos', type = multipartType) =>
  `POST ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nContent-Type: ${type}\r\n${length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}\r\n\r\n`;
const filePartHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n`;

describe('the size limit', () => {
  it('a file over the limit → 413, nothing stored', async () => {
    const harness = await harnessWith({ photo: limit });
    const jpeg = await phonePhoto('jpeg');
    const body = multipart([
      { name: 'file', filename: 'big.jpg', data: Buffer.concat([jpeg, Buffer.alloc(limit.maxFileBytes, 1)]) },
    ]);
    const answer = await request(harness.app).post('/admin/api/photos').set('Content-Type', multipartType).send(body);
    expect([answer.status, answer.body]).toEqual([
      413,
      {
        error: {
          code: 'payload_too_large',
          message: expect.stringMatching(/^Fotografie je příliš velká: nejvýše 1 MB\. Vyberte menší/),
        },
      },
    ]);
    expect(await harness.listing()).toEqual([]);
  });

  it('is said before the rest of the body arrives: only the limit is ever held', async () => {
    const harness = await harnessWith({ photo: limit });
    const { port } = await served(harness);
    const client = await openSocket(port);
    const chunk = (bytes: Buffer | string) => `${Buffer.byteLength(bytes).toString(16)}\r\n${bytes.toString()}\r\n`;
    client.socket.write(head('chunked') + chunk(filePartHead));
    client.socket.write(chunk(Buffer.alloc(limit.maxFileBytes + 1, 'a')));
    // The answer comes while the body is still open: the server did not wait for (or keep) the rest.
    while (!client.received().includes('\r\n\r\n')) await sleep(10);
    expect(parseResponse(Buffer.from(client.received(), 'latin1'))).toMatchObject({ status: 413 });
    expect(JSON.parse(parseResponse(Buffer.from(client.received(), 'latin1')).body)).toMatchObject({
      error: { code: 'payload_too_large' },
    });
    client.socket.destroy();
    expect(await harness.listing()).toEqual([]);
  });

  it('a body declared far over the limit → 413 before a byte of it is read, and the connection closed', async () => {
    const harness = await harnessWith({ photo: limit });
    const { port } = await served(harness);
    const client = await openSocket(port);
    client.socket.write(head(10 * 1024 ** 3));
    const { data } = await client.closed;
    const answer = parseResponse(Buffer.from(data, 'latin1'));
    expect([answer.status, JSON.parse(answer.body).error?.code, answer.headers.connection]).toEqual([
      413,
      'payload_too_large',
      'close',
    ]);
  });
});

describe('a slow upload from a phone', () => {
  it('outlives the normal request timeout (a form post as slow is cut meanwhile) and is stored', async () => {
    const harness = await harnessWith();
    harness.app.post('/form', (req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    const { port } = await served(harness, {
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      longRequestTimeoutMs: 30_000,
    });
    const body = multipart([{ name: 'file', filename: 'IMG_0002.jpg', data: await phonePhoto('jpeg') }]);
    const upload = await openSocket(port);
    const form = await openSocket(port);
    upload.socket.write(head(body.length) + body.subarray(0, 100).toString('latin1'));
    form.socket.write(`${head(10, '/form', 'text/plain')}half`);
    // The state that proves the normal timeout has passed: the form post is cut.
    const cut = await form.closed;
    expect(parseResponse(Buffer.from(cut.data, 'latin1')).status).toBe(408);
    upload.socket.write(body.subarray(100));
    // An answer, or the connection cut (then the status below says so).
    while (!/\r\n\r\n\{.*\}$/.test(upload.received()) && !upload.socket.destroyed) await sleep(10);
    const answer = parseResponse(Buffer.from(upload.received(), 'latin1'));
    expect(answer.status, answer.body).toBe(201);
    expect(await harness.listing()).toEqual([JSON.parse(answer.body).file]);
    upload.socket.destroy();
  });
});

describe('a content folder the server cannot write', () => {
  const answerOf = async (harness: UploadHarness) => {
    const body = multipart([{ name: 'file', filename: 'a.jpg', data: await phonePhoto('jpeg') }]);
    return request(harness.app)
      .post('/admin/api/photos')
      .set('Content-Type', multipartType)
      .set('Accept-Language', 'en')
      .send(body);
  };

  it('read-only photos/ → 409 content_read_only with a message, nothing written, no 5xx', async () => {
    const harness = await harnessWith();
    await mkdir(harness.photosDir);
    await chmod(harness.contentDir, 0o755);
    await chmod(harness.photosDir, 0o555);
    // Root writes anyway: the server then runs as nobody, as the container's uid 1000 would.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) process.seteuid?.(65534);
    let answer;
    try {
      answer = await answerOf(harness);
    } finally {
      if (asRoot) process.seteuid?.(0);
    }
    expect([answer.status, answer.body.error?.code]).toEqual([409, 'content_read_only']);
    expect(answer.body.error.message).toMatch(/read-only/);
    expect([await harness.listing(), harness.errors]).toEqual([[], []]);
  });

  it('photos/ a symlink → 409, nothing written where it points; photos/ a file → 409', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'ballon-elsewhere-'));
    cleanups.push(() => rm(elsewhere, { recursive: true, force: true }));
    const linked = await harnessWith();
    await symlink(elsewhere, linked.photosDir);
    expect((await answerOf(linked)).status).toBe(409);
    expect(await readdir(elsewhere)).toEqual([]);

    const file = await harnessWith();
    await writeFile(file.photosDir, 'not a folder');
    expect((await answerOf(file)).status).toBe(409);
  });

  it('no photos/ yet: made, and the photo stored in it', async () => {
    const harness = await harnessWith();
    const answer = await answerOf(harness);
    expect(answer.status).toBe(201);
    expect(await harness.listing()).toEqual([answer.body.file]);
  });
});
