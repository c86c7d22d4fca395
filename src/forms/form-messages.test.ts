import { describe, expect, it } from 'vitest';
import { forms as csForms } from '../i18n/cs/forms';
import { forms as enForms } from '../i18n/en/forms';
import { registerLanguage } from '../i18n/instances';
import { loadPageMessages } from '../i18n/page-messages';
import { core as enCore } from '../i18n/en/core';
import { core as csCore } from '../i18n/cs/core';
import { localizeFieldErrors } from './field-errors';
import { formText } from './form-messages';

// Never imports src/i18n/index.ts: the browser's view, one language's core and the form page's messages.
describe('form texts from the language loaded', () => {
  it('are there once the form page has brought its messages, as written (no typography)', async () => {
    registerLanguage('en', enCore);
    expect(formText('en', 'forms.lounge.subject')).toBeUndefined();
    await loadPageMessages('contact', 'en');
    expect(formText('en', 'forms.lounge.subject')).toBe(enForms.lounge.subject);
    expect(localizeFieldErrors([{ path: ['email'], message: 'forms.errors.emailInvalid' }], 'en')).toEqual({
      email: [enForms.errors.emailInvalid],
    });
  });

  it('turn an unknown or foreign message into the generic one', async () => {
    await loadPageMessages('lounge', 'cs');
    registerLanguage('cs', csCore);
    const issues = [
      { path: ['name'], message: 'Required' },
      { path: ['name'], message: 'forms.errors.noSuchRule' },
      { path: [], message: 'forms.errors.__proto__' },
    ];
    expect(localizeFieldErrors(issues, 'cs')).toEqual({
      name: [csForms.errors.invalid],
      _form: [csForms.errors.invalid],
    });
  });
});
