import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MALFORMED_ANSWER, request } from './client';
import { uploadPhoto } from './upload-photo';

/** The next fetch answers `status` with `body` as JSON. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}
/**
 * The next upload (XMLHttpRequest: it reports its progress) sends its body in four steps, then is
 * answered `status` with `body` as JSON. Returns what the request was sent with.
 */
function xhrAnswers(status: number, body: unknown) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      Object.assign(sent, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(form: unknown) {
      sent.body = form;
      for (const loaded of [0, 250, 750, 1000])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => void vi.unstubAllGlobals());

describe('the admin client reads the one error shape', () => {
  it('takes the code, the message and the fields by path from `error`, dropping a field of another form', async () => {
    const fields = [
      { path: ['phones', 'restaurant'], message: 'Zadejte telefonní číslo.' },
      { path: 'phones', message: 'no path list' },
      { message: 'no path' },
    ];
    answer(422, { error: { code: 'invalid', message: 'Opravte vyznačená pole.', fields } });
    const error = await refusal(request('/content/venue', 'saved', { method: 'PUT', body: {}, ifMatch: 'v' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid',
      message: 'Opravte vyznačená pole.',
      fieldErrors: [fields[0]],
    });
  });

  it('reads a photo upload’s refusal the same way', async () => {
    xhrAnswers(415, { error: { code: 'unsupported_media_type', message: 'Tohle není fotografie.' } });
    expect(await refusal(uploadPhoto(new File(['x'], 'x.jpg')))).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      message: 'Tohle není fotografie.',
      fieldErrors: [],
    });
  });

  it('uploads a photo as multipart with the session, saying how far it is', async () => {
    const sent = xhrAnswers(201, { file: 'upload-20261129-0a1b2c3d4e.jpg' });
    const progress: number[] = [];
    const photo = new File(['x'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    expect(await uploadPhoto(photo, (share) => progress.push(share))).toEqual({
      file: 'upload-20261129-0a1b2c3d4e.jpg',
    });
    expect(progress).toEqual([0, 0.25, 0.75, 1]);
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/admin/api/photos',
      headers: { Accept: 'application/json', 'Accept-Language': 'cs' },
    });
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('keeps only the status of an answer in another shape', async () => {
    for (const body of [{ error: 'conflict', message: 'top-level words' }, { error: null }, 'text', null]) {
      answer(409, body);
      expect(await refusal(request('/content/venue', 'contentFile')), JSON.stringify(body)).toMatchObject({
        status: 409,
        code: 'http-409',
        message: '',
        fieldErrors: [],
      });
    }
  });
});

describe('the admin client checks every answer against the contract (contract.ts) where it enters the browser', () => {
  const enquiry = {
    id: '20261122T100000000Z-0123456789ab',
    form: 'contact',
    receivedAt: '2026-11-22T10:00:00.000Z',
    name: 'Jana',
    email: 'jana@example.com',
    subject: 'Oslava',
    message: 'Dobrý den',
    delivery: 'sent',
    reason: null,
    cause: null,
    nextAttemptAt: null,
    sentTo: 'mailbox',
    status: 'new',
    table: null,
  };

  it('resolves with an answer that fits its endpoint', async () => {
    answer(200, { enquiries: [enquiry] });
    expect(await request('/enquiries', 'enquiries')).toEqual({ enquiries: [enquiry] });
  });

  it('refuses a malformed answer with one clear error, never handing it to a screen', async () => {
    for (const body of [
      { enquiries: [{ ...enquiry, status: 'read' }] },
      { enquiries: [{ ...enquiry, table: { date: '2026-12-24' } }] },
      { enquiry: [enquiry] },
      [],
      null,
    ]) {
      answer(200, body);
      const error = await refusal(request('/enquiries', 'enquiries'));
      expect(error, JSON.stringify(body)).toBeInstanceOf(ApiError);
      expect(error, JSON.stringify(body)).toMatchObject({ status: 200, code: MALFORMED_ANSWER });
    }
  });

  it('refuses a malformed answer to a photo upload too', async () => {
    xhrAnswers(201, { name: 'a.jpg' });
    expect(await refusal(uploadPhoto(new File(['x'], 'x.jpg')))).toMatchObject({ code: MALFORMED_ANSWER });
  });

  it('reads no body where the screen expects none (204)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await request('/enquiries/x', null, { method: 'DELETE' })).toBeUndefined();
  });
});
