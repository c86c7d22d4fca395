import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, uploadPhoto } from './client';

/** The next fetch answers `status` with `body` as JSON. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
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
    const error = await refusal(request('/content/venue', { method: 'PUT', body: {}, ifMatch: 'v' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid',
      message: 'Opravte vyznačená pole.',
      fieldErrors: [fields[0]],
    });
  });

  it('reads a photo upload’s refusal the same way', async () => {
    answer(415, { error: { code: 'unsupported_media_type', message: 'Tohle není fotografie.' } });
    expect(await refusal(uploadPhoto(new File(['x'], 'x.jpg')))).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
      message: 'Tohle není fotografie.',
      fieldErrors: [],
    });
  });

  it('keeps only the status of an answer in another shape', async () => {
    for (const body of [{ error: 'conflict', message: 'top-level words' }, { error: null }, 'text', null]) {
      answer(409, body);
      expect(await refusal(request('/content/venue')), JSON.stringify(body)).toMatchObject({
        status: 409,
        code: 'http-409',
        message: '',
        fieldErrors: [],
      });
    }
  });
});
