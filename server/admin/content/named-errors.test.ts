/**
 * A refused save names what the owner sees: the list item by its name or its
 * date, then the message in the owner's language ("24. prosince: zavírá dřív, než otevírá").
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySample, removeDir } from '../../content/content-fixture.test-support';
import { contentApp } from './routes-app.test-support';

let dir: string;
let app: Awaited<ReturnType<typeof contentApp>>['app'];

beforeEach(async () => {
  dir = copySample();
  ({ app } = await contentApp(dir));
});
afterEach(() => removeDir(dir));

// (The file's data as the API answers it: each test edits the part it knows.)
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function refused(file: string, lang: 'cs' | 'en', edit: (data: Data) => void): Promise<{ path: (string | number)[]; message: string }[]> {
  const read = await request(app).get(`/admin/api/content/${file}`).expect(200);
  const data = read.body.data;
  edit(data);
  const res = await request(app).put(`/admin/api/content/${file}`).set('If-Match', read.body.version).set('Accept-Language', lang).send({ data }).expect(422);
  return res.body.error.fields;
}

describe('a refused save names the item', () => {
  const christmas = (data: Data) => {
    data.exceptions.push({ date: '2030-12-24', name: { cs: 'Štědrý den', en: 'Christmas Eve' }, opens: '14:00', closes: '10:00' });
  };
  const cola = (data: Data) => {
    const item = data.categories.flatMap((category: Data) => category.items).find((drink: Data) => drink.id === 'cola');
    item.price = 35.5;
  };

  it('by its date, in Czech and in English', async () => {
    expect(await refused('hours', 'cs', christmas)).toEqual([{ path: ['exceptions', expect.any(Number), 'closes'], message: '24. prosince: zavírá dřív, než otevírá.' }]);
    expect(await refused('hours', 'en', christmas)).toEqual([{ path: ['exceptions', expect.any(Number), 'closes'], message: 'December 24: expected closing after opening' }]);
  });

  it('by its name as the list shows it, in Czech and in English', async () => {
    expect((await refused('drinks', 'cs', cola)).map((field) => field.message)).toEqual(['Cola 0,33 l: cena musí být celé číslo (v korunách), nebo rozpětí dvou takových cen.']);
    expect((await refused('drinks', 'en', cola)).map((field) => field.message)).toEqual(['Cola 0.33 l: the price must be a whole number of crowns, or a range of two such prices']);
  });

  it('and a field outside any list keeps its message alone', async () => {
    const fields = await refused('venue', 'cs', (data) => {
      data.address.postalCode = 'x';
    });
    expect(fields).toEqual([{ path: ['address', 'postalCode'], message: 'Očekává se PSČ ve tvaru 160 00.' }]);
  });
});
