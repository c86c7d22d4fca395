/**
 * A lunch number as the owner reads it: a decimal comma in Czech, a point in English.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type AdminLang } from '../i18n/i18n';
import { NumberInput } from './lunch-fields';

const rendered = (lang: AdminLang, value: unknown) =>
  renderToString(
    <I18nProvider initial={lang}>
      <NumberInput path={['soups', 0, 'amount', 'litres']} label="Množství" value={value} decimal />
    </I18nProvider>,
  );

describe('a lunch number', () => {
  it('shows 0.33 l as 0,33 in Czech and 0.33 in English; a whole number as it is', () => {
    expect(rendered('cs', 0.33)).toContain('value="0,33"');
    expect(rendered('en', 0.33)).toContain('value="0.33"');
    expect(rendered('cs', 150)).toContain('value="150"');
    expect(rendered('cs', undefined)).toContain('value=""');
  });
});
