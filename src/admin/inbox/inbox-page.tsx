import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { outcome, submitted, useAction } from '../api/action';
import { request } from '../api/client';
import { settle, useLoaded, type Settled } from '../api/loaded';
import { pathSegment } from '../api/path-segment';
import type { Enquiry, EnquiryStatus } from '../api/contract';
import { may } from '../api/roles';
import { useRole, whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { EnquiryCard, isMissingApi } from './enquiry-card';
import { inView, matches, type InboxView } from './enquiry-view';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/**
 * The inbox's loader: the enquiries newest first, or why not (shown on the page: without the
 * enquiries' store the inbox says it is not available, in its own words).
 */
export const inboxLoader = (): Promise<Settled<Enquiry[]> | null> =>
  whenSignedIn(() =>
    settle(
      request('/enquiries', 'enquiries').then((answer) =>
        [...answer.enquiries].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)),
      ),
    ),
  );

/** What the inbox asks its action to do with one enquiry. */
type InboxIntent =
  | { intent: 'status'; id: string; status: EnquiryStatus }
  | { intent: 'retry'; id: string }
  | { intent: 'delete'; id: string };

/** The inbox's action: a status, a new delivery attempt or an erasure (the enquiries then load again). */
export async function inboxAction({ request: submission }: ActionFunctionArgs) {
  const todo = await submitted<InboxIntent>(submission);
  const path = `/enquiries/${pathSegment(todo.id)}`;
  if (todo.intent === 'status')
    return outcome(request(path, 'enquiryStatus', { method: 'PATCH', body: { status: todo.status } }));
  if (todo.intent === 'retry') return outcome(request(`${path}/retry`, 'enquiryRetry', { method: 'POST', body: {} }));
  return outcome(request(path, null, { method: 'DELETE' }));
}

/** /admin/inbox: the enquiries still kept, newest first, or the table requests by their date; search, status, reply, retry, delete. */
export function InboxPage() {
  const { t } = useI18n();
  const mayErase = may(useRole(), 'erase-enquiry');
  const loaded = useLoaderData() as Settled<Enquiry[]>;
  const [enquiries, setEnquiries] = useLoaded<Enquiry[] | null>(loaded.value);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useLoaded<unknown>(loaded.problem);
  const [done, setDone] = useState('');
  const [view, setView] = useState<InboxView>('all');
  const run = useAction<InboxIntent>();

  const act = (work: Promise<unknown>, after: () => void, message = '') => {
    setProblem(null);
    setDone('');
    work.then(() => {
      after();
      setDone(message);
    }, setProblem);
  };
  const shown = inView(enquiries ?? [], view).filter((enquiry) => matches(enquiry, query));

  return (
    <>
      <h1>{t('inbox.title')}</h1>
      <p>{t('inbox.intro')}</p>
      <div className="admin-field" role="search">
        <label htmlFor="inbox-search">{t('inbox.search')}</label>
        <input id="inbox-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <fieldset className="admin-field admin-inbox-views">
        <legend>{t('inbox.view.label')}</legend>
        {(['all', 'table'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="inbox-view"
              value={option}
              checked={view === option}
              onChange={() => setView(option)}
            />{' '}
            {t(`inbox.view.${option}`)}
          </label>
        ))}
      </fieldset>
      {isMissingApi(problem) ? <p className="admin-notice">{t('inbox.unavailable')}</p> : <Problem error={problem} />}
      <p role="status" aria-live="polite">
        {done}
      </p>
      {!enquiries && !problem && <p role="status">{t('common.loading')}</p>}
      {enquiries?.length === 0 && <p>{t('inbox.empty')}</p>}
      {enquiries && enquiries.length > 0 && shown.length === 0 && <p>{t('inbox.noMatch')}</p>}
      <div className="admin-enquiries">
        {shown.map((enquiry) => (
          <EnquiryCard
            key={enquiry.id}
            enquiry={enquiry}
            actions={{
              setStatus: (status: EnquiryStatus) =>
                act(run({ intent: 'status', id: enquiry.id, status }), () =>
                  setEnquiries(
                    (list) => list?.map((item) => (item.id === enquiry.id ? { ...item, status } : item)) ?? null,
                  ),
                ),
              // (The enquiries load again after every action: its new delivery is shown.)
              retry: () => act(run({ intent: 'retry', id: enquiry.id }), () => undefined),
              ...(mayErase && {
                remove: () =>
                  act(
                    run({ intent: 'delete', id: enquiry.id }),
                    () => setEnquiries((list) => list?.filter((item) => item.id !== enquiry.id) ?? null),
                    t('inbox.deleted'),
                  ),
              }),
            }}
          />
        ))}
      </div>
    </>
  );
}
