import { useCallback, useEffect, useState } from 'react';
import { request } from '../api/client';
import { pathSegment } from '../api/path-segment';
import { may } from '../api/roles';
import type { Enquiry, EnquiryStatus } from '../api/types';
import { useRole } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { EnquiryCard, isMissingApi } from './enquiry-card';
import { inView, matches, type InboxView } from './enquiry-view';

/** /admin/inbox: the enquiries still kept, newest first, or the table requests by their date; search, status, reply, retry, delete. */
export function InboxPage() {
  const { t } = useI18n();
  const mayErase = may(useRole(), 'erase-enquiry');
  const [enquiries, setEnquiries] = useState<Enquiry[] | null>(null);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const [view, setView] = useState<InboxView>('all');

  const load = useCallback(() => {
    request<{ enquiries: Enquiry[] }>('/enquiries').then(
      (answer) => setEnquiries([...answer.enquiries].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))),
      setProblem,
    );
  }, []);
  useEffect(load, [load]);

  const act = (work: Promise<unknown>, after: () => void, message = '') => {
    setProblem(null);
    setDone('');
    work.then(() => {
      after();
      setDone(message);
    }, setProblem);
  };
  const path = (id: string) => `/enquiries/${pathSegment(id)}`;
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
                act(request(path(enquiry.id), { method: 'PATCH', body: { status } }), () =>
                  setEnquiries(
                    (list) => list?.map((item) => (item.id === enquiry.id ? { ...item, status } : item)) ?? null,
                  ),
                ),
              retry: () => act(request(`${path(enquiry.id)}/retry`, { method: 'POST', body: {} }), load),
              ...(mayErase && {
                remove: () =>
                  act(
                    request(path(enquiry.id), { method: 'DELETE' }),
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
