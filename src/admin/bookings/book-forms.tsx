/**
 * The day's book's forms: a booking taken by phone, a booking moved, a period blocked. Each
 * submits once; a refusal is said in place, each field's message beside its field (the
 * server's words), and a time that is full offers the one deliberate second tap that books
 * above capacity (`force`, server/bookings/owner-desk.ts says why the owner may).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { bookingAreas, type BookEntry, type BookingArea, type Requests } from '../api/contract';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { blockEnd } from './book-view';

/** Sends a form's body; resolves when done, rejects with the server's refusal. */
export type Send<Body> = (body: Body) => Promise<unknown>;

const fieldProblem = (problem: unknown, field: string): string | undefined =>
  problem instanceof ApiError ? problem.fieldErrors.find((error) => error.path[0] === field)?.message : undefined;
const isFull = (problem: unknown) => problem instanceof ApiError && problem.code === 'booking_full';

/** One labelled field with its hint and the server's message for it. */
function Field(props: {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  children: (describedBy?: string) => ReactNode;
}) {
  const described = [props.hint && `${props.id}-hint`, props.problem && `${props.id}-problem`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <p id={`${props.id}-hint`} className="admin-muted">
          {props.hint}
        </p>
      )}
      {props.children(described || undefined)}
      {props.problem && (
        <p id={`${props.id}-problem`} className="admin-error">
          {props.problem}
        </p>
      )}
    </div>
  );
}

/** The form's state: its values, what the server said, whether it is on its way. */
function useForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const input = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = <T,>(work: () => Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setProblem(null);
    work().then(
      (value) => {
        setBusy(false);
        done(value);
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(error);
      },
    );
  };
  return { values, setValues, problem, busy, input, submit };
}

/** "Přesto přidat nad kapacitu": shown only after a 409 `booking_full`, whose words name the nearest free times. */
function ForceButton({
  problem,
  label,
  onForce,
  busy,
}: {
  problem: unknown;
  label: string;
  onForce: () => void;
  busy: boolean;
}) {
  if (!isFull(problem)) return null;
  return (
    <button type="button" className="admin-button admin-button-big" disabled={busy} onClick={onForce}>
      {label}
    </button>
  );
}

function AreaOptions({ withAny }: { withAny: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {withAny && <option value="any">{t('book.areas.any')}</option>}
      {bookingAreas.map((area) => (
        <option key={area} value={area}>
          {t(`book.areas.${area}`)}
        </option>
      ))}
    </>
  );
}

/** A booking taken by phone, on the day shown (another day can be picked). */
export function PhoneForm({
  date,
  send,
  onDone,
}: {
  date: string;
  send: Send<Requests['phoneBooking']>;
  onDone(repeat: boolean): void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const form = useForm({ date, time: '', party: '2', area: 'any', name: '', phone: '', email: '', note: '', lang });
  const go = (force: boolean) =>
    form.submit(
      async () => {
        const answer = (await send({
          ...form.values,
          party: Number(form.values.party),
          area: form.values.area as BookingArea | 'any',
          lang: form.values.lang === 'en' ? 'en' : 'cs',
          force,
        })) as { repeat?: boolean } | undefined;
        return answer?.repeat === true;
      },
      (repeat) => {
        onDone(repeat);
        form.setValues((current) => ({ ...current, name: '', phone: '', email: '', note: '' }));
      },
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(false);
  };
  const field = (name: string) => fieldProblem(form.problem, name);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field id={`${id}-date`} label={t('book.fields.date')} problem={field('date')}>
        {(describedBy) => (
          <input id={`${id}-date`} type="date" required aria-describedby={describedBy} {...form.input('date')} />
        )}
      </Field>
      <Field id={`${id}-time`} label={t('book.fields.time')} problem={field('time')}>
        {(describedBy) => (
          <input
            id={`${id}-time`}
            type="time"
            step={900}
            required
            aria-describedby={describedBy}
            {...form.input('time')}
          />
        )}
      </Field>
      <Field id={`${id}-party`} label={t('book.fields.party')} problem={field('party')}>
        {(describedBy) => (
          <input
            id={`${id}-party`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            required
            aria-describedby={describedBy}
            {...form.input('party')}
          />
        )}
      </Field>
      <Field id={`${id}-area`} label={t('book.fields.area')} problem={field('area')}>
        {(describedBy) => (
          <select id={`${id}-area`} aria-describedby={describedBy} {...form.input('area')}>
            <AreaOptions withAny />
          </select>
        )}
      </Field>
      <Field id={`${id}-name`} label={t('book.fields.name')} problem={field('name')}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            required
            aria-describedby={describedBy}
            {...form.input('name')}
          />
        )}
      </Field>
      <Field id={`${id}-phone`} label={t('book.fields.phone')} problem={field('phone')}>
        {(describedBy) => (
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            aria-describedby={describedBy}
            {...form.input('phone')}
          />
        )}
      </Field>
      <Field
        id={`${id}-email`}
        label={t('book.fields.email')}
        hint={t('book.fields.emailHint')}
        problem={field('email')}
      >
        {(describedBy) => (
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            aria-describedby={describedBy}
            {...form.input('email')}
          />
        )}
      </Field>
      <Field id={`${id}-lang`} label={t('book.fields.lang')}>
        {(describedBy) => (
          <select id={`${id}-lang`} aria-describedby={describedBy} {...form.input('lang')}>
            <option value="cs">{t('book.langs.cs')}</option>
            <option value="en">{t('book.langs.en')}</option>
          </select>
        )}
      </Field>
      <Field id={`${id}-note`} label={t('book.fields.note')} problem={field('note')}>
        {(describedBy) => (
          <textarea id={`${id}-note`} rows={2} maxLength={500} aria-describedby={describedBy} {...form.input('note')} />
        )}
      </Field>
      <Problem error={form.problem} />
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button-primary admin-button-big" disabled={form.busy}>
          {t('book.phone.submit')}
        </button>
        <ForceButton problem={form.problem} label={t('book.force')} busy={form.busy} onForce={() => go(true)} />
      </div>
    </form>
  );
}

/** A booking moved to another time, day, area or party (the card's "Přesunout"). */
export function MoveForm({
  entry,
  send,
  onDone,
  onCancel,
}: {
  entry: BookEntry;
  send: Send<Requests['moveBooking']>;
  onDone(): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const form = useForm({ date: entry.date, time: entry.time, party: String(entry.party), area: entry.area as string });
  const go = (force: boolean) =>
    form.submit(
      () =>
        send({
          date: form.values.date,
          time: form.values.time,
          party: Number(form.values.party),
          area: form.values.area as BookingArea,
          force,
        }),
      onDone,
    );
  const field = (name: string) => fieldProblem(form.problem, name);
  return (
    <form
      className="admin-confirm"
      aria-label={t('book.move.title', { name: entry.name })}
      onSubmit={(event) => {
        event.preventDefault();
        go(false);
      }}
      noValidate
    >
      <p className="admin-h3">{t('book.move.title', { name: entry.name })}</p>
      <Field id={`${id}-date`} label={t('book.fields.date')} problem={field('date')}>
        {(describedBy) => (
          <input id={`${id}-date`} type="date" required aria-describedby={describedBy} {...form.input('date')} />
        )}
      </Field>
      <Field id={`${id}-time`} label={t('book.fields.time')} problem={field('time')}>
        {(describedBy) => (
          <input
            id={`${id}-time`}
            type="time"
            step={900}
            required
            aria-describedby={describedBy}
            {...form.input('time')}
          />
        )}
      </Field>
      <Field id={`${id}-party`} label={t('book.fields.party')} problem={field('party')}>
        {(describedBy) => (
          <input
            id={`${id}-party`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            required
            aria-describedby={describedBy}
            {...form.input('party')}
          />
        )}
      </Field>
      <Field id={`${id}-area`} label={t('book.fields.area')} problem={field('area')}>
        {(describedBy) => (
          <select id={`${id}-area`} aria-describedby={describedBy} {...form.input('area')}>
            <AreaOptions withAny={false} />
          </select>
        )}
      </Field>
      <Problem error={form.problem} />
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button-primary admin-button-big" disabled={form.busy}>
          {t('book.move.submit')}
        </button>
        <ForceButton problem={form.problem} label={t('book.forceMove')} busy={form.busy} onForce={() => go(true)} />
        <button type="button" className="admin-button admin-button-quiet" onClick={onCancel}>
          {t('book.keep')}
        </button>
      </div>
    </form>
  );
}

/** A period blocked: the whole restaurant or one area, from–to, with a reason only the admin shows. */
export function BlockForm({ send, onDone }: { send: Send<Requests['block']>; onDone(overlapping: string[]): void }) {
  const { t } = useI18n();
  const id = useId();
  const form = useForm({ area: 'all', from: '', to: '', reason: '' });
  const field = (name: string) => fieldProblem(form.problem, name);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(
          async () => {
            const answer = (await send({
              area: form.values.area as BookingArea | 'all',
              from: form.values.from,
              to: blockEnd(form.values.to),
              reason: form.values.reason,
            })) as { overlapping?: string[] } | undefined;
            return answer?.overlapping ?? [];
          },
          (overlapping) => {
            onDone(overlapping);
            form.setValues({ area: 'all', from: '', to: '', reason: '' });
          },
        );
      }}
      noValidate
    >
      <Field id={`${id}-area`} label={t('book.fields.blockArea')} problem={field('area')}>
        {(describedBy) => (
          <select id={`${id}-area`} aria-describedby={describedBy} {...form.input('area')}>
            <option value="all">{t('book.wholeVenue')}</option>
            <AreaOptions withAny={false} />
          </select>
        )}
      </Field>
      <Field id={`${id}-from`} label={t('book.fields.from')} problem={field('from')}>
        {(describedBy) => (
          <input
            id={`${id}-from`}
            type="time"
            step={900}
            required
            aria-describedby={describedBy}
            {...form.input('from')}
          />
        )}
      </Field>
      <Field id={`${id}-to`} label={t('book.fields.to')} hint={t('book.fields.toHint')} problem={field('to')}>
        {(describedBy) => (
          <input id={`${id}-to`} type="time" step={900} aria-describedby={describedBy} {...form.input('to')} />
        )}
      </Field>
      <Field
        id={`${id}-reason`}
        label={t('book.fields.reason')}
        hint={t('book.fields.reasonHint')}
        problem={field('reason')}
      >
        {(describedBy) => (
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={200}
            required
            aria-describedby={describedBy}
            {...form.input('reason')}
          />
        )}
      </Field>
      <Problem error={form.problem} />
      <button type="submit" className="admin-button admin-button-primary admin-button-big" disabled={form.busy}>
        {t('book.block.submit')}
      </button>
    </form>
  );
}
