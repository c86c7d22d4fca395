import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { contactAction } from '../forms/contact-action';
import { loungeAction } from '../forms/lounge-action';
import type { FormActionContext } from '../forms/form-action';
import { getI18n } from '../i18n';
import { loadPageMessages } from '../i18n/page-messages';
import { dataRoot } from '../test-support/site-data';
import { ContactPage } from './contact';
import { LoungePage } from './lounge';

/** The two form pages at their Czech and English paths, with the route actions and the loaders' data. */
const routes: RouteObject[] = (['cs', 'en'] as const).map((lang) =>
  dataRoot({
    lang,
    pages: [
      { page: 'contact', path: '/kontakt', element: <ContactPage />, action: contactAction },
      { page: 'lounge', path: '/konferencni-prostory-salonek', element: <LoungePage />, action: loungeAction },
    ],
  }),
);
const handler = createStaticHandler(routes);

async function render(request: Request, requestContext?: FormActionContext) {
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return { response: context, html: '' };
  const router = createStaticRouter(handler.dataRoutes, context);
  // No-break spaces (the Czech typography, src/i18n/typography.ts) compared as spaces: the spec's messages stay verbatim.
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />).replace(
    /\u00a0/g,
    ' ',
  );
  return { status: context.statusCode, html };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('contact page', () => {
  it('renders the facts and a form that posts to itself without JavaScript', async () => {
    const { status, html } = await render(new Request('http://localhost/kontakt'));
    expect(status).toBe(200);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Nádraží Veleslavín');
    expect(html).toContain('href="tel:+420000000001"');
    expect(html).toContain('href="tel:+420000000002"');
    expect(html).toContain('10:00–\u206022:00');
    expect(html).toContain('id="formular"');
    expect(html).toMatch(
      /<form[^>]*action="\/kontakt#formular"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/kontakt#formular"/,
    );
    expect(html).toMatch(/<input[^>]*name="website"[^>]*/);
    expect(html).not.toContain('role="status"><div class="notice');
  });

  it('re-renders a failed post with the values kept and the errors under the fields (422)', async () => {
    const submit = vi.fn();
    const { status, html } = await render(
      post('/kontakt', {
        name: 'Jan <b>',
        email: 'spatne',
        subject: 'Ahoj',
        message: '',
        website: '',
        idempotencyKey: '',
      }),
      { submit },
    );
    expect(status).toBe(422);
    expect(submit).not.toHaveBeenCalled();
    expect(html).toContain('value="Jan &lt;b&gt;"');
    expect(html).toContain('value="spatne"');
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-email-error"/);
    expect(html).toContain(
      '<p class="field__error" id="contact-email-error"><span>Neplatná emailová adresa</span></p>',
    );
    expect(html).toContain('Zpráva je povinná');
    expect(html).toContain('Musíte souhlasit se zpracováním osobních údajů.');
  });

  it('shows the success where the form was for the success marker, in English on English pages', async () => {
    const { html } = await render(new Request('http://localhost/en/kontakt?odeslano=1'));
    // In place of the contact form (the booking form is still there), with a link to an empty one.
    expect(html).toMatch(
      /<div class="enquiry-sent" role="status" tabindex="-1"><p class="enquiry-sent__title">Successfully sent<\/p>/,
    );
    expect(html).toContain('Thank you for your message. We will get back to you soon.');
    expect(html).toContain('href="/en/kontakt#formular">Write another message</a>');
    expect(html).not.toContain('id="contact-name"');
    expect(html).toContain('id="booking-date"');
  });

  it('shows a destructive notice when rate limited (429)', async () => {
    const { status, html } = await render(post('/kontakt', { name: 'Jan' }), { submit: vi.fn(), rateLimited: true });
    expect(status).toBe(429);
    expect(html).toMatch(/role="alert"><div class="notice"/);
    expect(html).toContain('value="Jan"');
  });
});

describe('lounge page', () => {
  it('lists the lounge facts, the six arrangements and the enquiry form', async () => {
    const { status, html } = await render(new Request('http://localhost/en/konferencni-prostory-salonek'));
    expect(status).toBe(200);
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const text of [
      '90 seats',
      'up to 100 guests',
      'Screen and projector',
      'Private bar',
      'U-shape',
      '50 people',
      '36 people',
      '30 people',
      'up to 40 people',
      'up to 100 people',
      'up to 250 people',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('id="inquiry-form"');
    expect(html).toContain('action="/en/konferencni-prostory-salonek#inquiry-form"');
    expect(html).toContain('type="date"');
    expect(html).toContain('<option value="U">U-shape – 50 people</option>');
    expect(html).toContain('<option value="other">Other arrangement</option>');
  });

  it('says that the lounge seats 90 and takes up to 100 standing at a reception, and names it once', async () => {
    const { html } = await render(new Request('http://localhost/konferencni-prostory-salonek'));
    expect(html).toContain('<h1>Avion Lounge</h1>');
    // The seats once, in the capacity card (the lead no longer repeats them).
    expect(html).toContain('<h3>90 míst k sezení</h3>');
    expect(html.match(/90 míst/g)).toHaveLength(1);
    expect(html).toContain('Na recepci vestoje pojme až 100 hostů.');
    expect(html).not.toMatch(/salonek Avion/i);
    const en = await render(new Request('http://localhost/en/konferencni-prostory-salonek'));
    expect(en.html).toContain('For a standing reception, it holds up to 100 guests.');
  });

  it('redirects a valid post to the success marker and shows the success notice there', async () => {
    const submit = vi.fn(async () => ({ status: 'queued', id: 'x' }));
    const fields = {
      name: 'Jana',
      email: 'jana@example.com',
      eventDate: '2030-06-01',
      eventType: 'Svatba',
      numberOfGuests: '80',
      tableArrangement: 'U',
      consent: 'on',
    };
    const { response } = await render(post('/konferencni-prostory-salonek', fields), { submit });
    expect(response?.status).toBe(303);
    const location = response?.headers.get('Location') ?? '';
    expect(location).toBe('/konferencni-prostory-salonek?odeslano=1#inquiry-form');
    const { html } = await render(new Request(`http://localhost${location}`));
    expect(html).toContain('Poptávka odeslána');
    expect(html).toContain('Děkujeme za vaši poptávku. Brzy se vám ozveme s nabídkou.');
  });
});

/**
 * After a sent message one live region says so, the panel where the form was. The
 * toasts' polite region (where a success toast was added as well, so a screen reader heard it
 * twice) is gone: the toasts are failures only, in their alert region. The page of the success
 * marker is the state the browser hydrates too (src/components/forms/use-enquiry-form.ts adds
 * no toast on a send: tests/e2e/form-notices.spec.ts counts there).
 */
describe('one announcement of a sent message', () => {
  const cases = [
    ['/kontakt?odeslano=1', 'Úspěšně odesláno'],
    ['/en/kontakt?odeslano=1', 'Successfully sent'],
    ['/konferencni-prostory-salonek?odeslano=1', 'Poptávka odeslána'],
    ['/en/konferencni-prostory-salonek?odeslano=1', 'Inquiry sent'],
  ] as const;
  it.each(cases)('%s: one polite live region, the sent panel, and no other says it', async (path, title) => {
    const { html } = await render(new Request(`http://localhost${path}`));
    // Every live region's opening tag: a status, an alert, or an element with aria-live.
    const regions =
      html.match(/<[a-z]+\b[^>]*\b(?:role="(?:status|alert|log)"|aria-live="(?:polite|assertive)")[^>]*>/g) ?? [];
    const polite = regions.filter(
      (tag) => /role="status"|aria-live="polite"/.test(tag) && !/booking-form__times/.test(tag),
    );
    expect(polite).toEqual([expect.stringContaining('class="enquiry-sent"')]);
    // The title once in the page, inside that panel.
    expect(html.split(title)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`class="enquiry-sent"[^>]*><p class="enquiry-sent__title">${title}</p>`));
  });
});

/**
 * The error summary at the top of a refused form (src/components/forms/error-summary.tsx): the
 * server renders it on the page of a refused post without JavaScript, first in the form, a region
 * named by its heading (the count, in the page's language), with a link to each field with a
 * message (its text that message), leading to the field's control; said by taking the focus, no alert.
 */
describe('the error summary of a refused post', () => {
  /** The summary's region (its opening tag to the end of its list), or '' when there is none. */
  const summaryOf = (html: string, form: string) =>
    html.match(new RegExp(`<section id="${form}-error-summary"[\\s\\S]*?</ul></section>`))?.[0] ?? '';

  const cases = [
    {
      path: '/kontakt',
      form: 'contact',
      anchor: 'formular',
      fields: { name: 'Jan', email: 'spatne', message: '' },
      title: 'Formulář obsahuje 3 chyby',
      links: [
        ['email', 'Neplatná emailová adresa'],
        ['message', 'Zpráva je povinná'],
        ['consent', 'Musíte souhlasit se zpracováním osobních údajů.'],
      ],
    },
    {
      path: '/en/konferencni-prostory-salonek',
      form: 'lounge',
      anchor: 'inquiry-form',
      fields: {
        name: '',
        email: 'guest@example.com',
        eventDate: '',
        eventType: 'Wedding',
        numberOfGuests: '40',
        consent: 'on',
      },
      title: 'The form has 2 errors',
      links: [
        ['name', 'Name is required'],
        ['eventDate', 'Event date is required'],
      ],
    },
    {
      // A field with two messages gives two lines, each its own sentence, and the count is the lines'.
      path: '/kontakt',
      form: 'contact',
      anchor: 'formular',
      fields: { name: `${'Jan'.repeat(40)}\u0001`, email: 'jan@example.cz', message: 'Dobrý den', consent: 'on' },
      title: 'Formulář obsahuje 2 chyby',
      links: [
        ['name', 'Jméno nesmí být delší než 100 znaků'],
        ['name', 'Jméno obsahuje nepovolené znaky'],
      ],
    },
  ] as const;

  it.each(cases)('$path: a region named "$title", first in the form, linking each field', async (test) => {
    const { status, html } = await render(post(test.path, { website: '', idempotencyKey: '', ...test.fields }), {
      submit: vi.fn(),
    });
    expect(status).toBe(422);
    const summary = summaryOf(html, test.form);
    // Named by its heading (a section with a name is a region), focusable for the script's focus.
    expect(summary).toMatch(
      new RegExp(
        `^<section id="${test.form}-error-summary" class="error-summary" aria-labelledby="${test.form}-error-summary-title" tabindex="-1"><h3 id="${test.form}-error-summary-title" class="error-summary__title">${test.title}</h3>`,
      ),
    );
    // Each link's name is its field's message, and its target is that field's control.
    const links = [...summary.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)].map(([, href, text]) => [href, text]);
    expect(links).toEqual(test.links.map(([field, text]) => [`${test.form}-${field}`, text]));
    for (const [field] of test.links)
      expect(html).toMatch(new RegExp(`<(input|textarea|select)[^>]*id="${test.form}-${field}"`));
    // First in the form (the page lands at the form's anchor), before the first field.
    const form = html.slice(html.indexOf(`id="${test.anchor}"`));
    expect(form.indexOf(`id="${test.form}-error-summary"`)).toBeGreaterThan(0);
    expect(form.indexOf(`id="${test.form}-error-summary"`)).toBeLessThan(form.indexOf(`id="${test.form}-name"`));
    // No alert with words in it: the summary is said by taking the focus (an alert in it was said
    // twice), and the toasts' region stays empty.
    expect(html.match(/role="alert">(?!<\/div>)/g)).toBeNull();
  });

  it('is not there before a post, nor on the page of a sent one', async () => {
    for (const path of ['/kontakt', '/en/konferencni-prostory-salonek', '/kontakt?odeslano=1']) {
      const { html } = await render(new Request(`http://localhost${path}`));
      expect(html, path).not.toContain('error-summary');
    }
  });
});

describe("the error summary's count", () => {
  // The booking's words come with its page (src/i18n/page-messages.ts).
  beforeAll(() => Promise.all([loadPageMessages('myBooking', 'cs'), loadPageMessages('myBooking', 'en')]));
  it.each([
    [1, 'Formulář obsahuje 1 chybu', 'The form has 1 error'],
    [2, 'Formulář obsahuje 2 chyby', 'The form has 2 errors'],
    [4, 'Formulář obsahuje 4 chyby', 'The form has 4 errors'],
    [5, 'Formulář obsahuje 5 chyb', 'The form has 5 errors'],
    [9, 'Formulář obsahuje 9 chyb', 'The form has 9 errors'],
  ])('%i: Czech in its plural form, English too; the booking says it alike', (count, cs, en) => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(getI18n('cs').t('forms.errorSummary', { count }))).toBe(cs);
    expect(plain(getI18n('en').t('forms.errorSummary', { count }))).toBe(en);
    expect(plain(getI18n('cs').t('booking.errorSummary', { count }))).toBe(cs);
    expect(plain(getI18n('en').t('booking.errorSummary', { count }))).toBe(en);
  });
});
