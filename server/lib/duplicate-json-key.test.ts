import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateJsonKey } from './duplicate-json-key';

/** `name` as JSON spells it, every character as a \u escape: the same name, other bytes. */
const escaped = (name: string) =>
  `"${[...name].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;

describe('findDuplicateJsonKey', () => {
  it.each([
    ['{"name":"a","name":"b"}', 'name'],
    ['{"idempotencyKey":"k1","message":"x","idempotencyKey":"k2"}', 'idempotencyKey'],
    ['{"website":"","website":"http://spam.example"}', 'website'],
    ['{"lang":"cs","lang":"en"}', 'lang'],
    ['{"a":{"b":1,"b":2}}', 'b'],
    ['[{"ok":1},{"x":[{"y":1,"y":1}]}]', 'y'],
    ['{"name":"a","\\u006eame":"b"}', 'name'],
    ['{"":1,"":2}', ''],
    [' { "a" : 1 , "a" : 2 } ', 'a'],
  ])('finds the repeated name in %s', (text, name) => {
    expect(findDuplicateJsonKey(text)).toBe(name);
  });

  it.each([
    '{"name":"a","subject":"name","message":"\\"name\\":1"}',
    '{"a":{"b":1},"b":{"a":2}}',
    '[{"a":1},{"a":2}]',
    '{"a":["a","a"]}',
    '{"a\\"":1,"a":2}',
    '"name"',
    '',
  ])('finds none in %s: equal names in different objects, and names as values, are no repeat', (text) => {
    expect(findDuplicateJsonKey(text)).toBeNull();
  });

  it('finds none in anything JSON.stringify writes', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => findDuplicateJsonKey(JSON.stringify(value) ?? '') === null));
  });

  it('finds a repeated name at any depth, however it is spelled and whatever is between', () => {
    const wrapper = fc.constantFrom(
      (inner: string) => `[${inner}]`,
      (inner: string) => `{"x":${inner}}`,
      (inner: string) => `[1,{"x":0,"y":${inner}},"}"]`,
    );
    fc.assert(
      fc.property(
        fc.string(),
        fc.jsonValue(),
        fc.jsonValue(),
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.array(wrapper, { maxLength: 5 }),
        fc.boolean(),
        (name, first, second, between, wrappers, escapeIt) => {
          const middle = Object.entries(between).filter(([key]) => key !== name);
          const members = [
            `${JSON.stringify(name)}:${JSON.stringify(first)}`,
            ...middle.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`),
            `${escapeIt ? escaped(name) : JSON.stringify(name)}:${JSON.stringify(second)}`,
          ];
          const text = wrappers.reduce((inner, wrap) => wrap(inner), `{${members.join(',')}}`);
          return findDuplicateJsonKey(text) === name;
        },
      ),
    );
  });

  it('handles what a body of the limit can hold: a deep nest, a long string of escapes, many names', () => {
    expect(findDuplicateJsonKey(`${'['.repeat(8000)}${']'.repeat(8000)}`)).toBeNull();
    expect(findDuplicateJsonKey(`{"a":"${'\\"'.repeat(8000)}","a":1}`)).toBe('a');
    const names = Array.from({ length: 2000 }, (_, i) => `"k${i}":0`).join(',');
    expect(findDuplicateJsonKey(`{${names},"k1999":1}`)).toBe('k1999');
  });
});
