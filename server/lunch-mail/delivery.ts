/**
 * One e-mail of a send, as both backends deliver it: the checks made immediately before it
 * (the deadline, the live content, the subscriber still there), then the mail server, and
 * what became of it. Which queue holds the e-mail, and how its pace is kept, are the backend's.
 */
import type { SendMailOptions } from 'nodemailer';
import { describeFailure, failureLine, failureScope } from '../mail/delivery-failure';
import type { MailSender } from '../mail/transport';
import type { LunchRecipient } from './lunch-email';
import type { Outcome } from './send';
import type { SendSnapshot } from './snapshot';

export interface DeliveryDeps {
  sender: MailSender;
  recipient: (subscriberId: string) => Promise<LunchRecipient | null>;
  /** Whether the day is still published and open in the live content. */
  stillSendable: (date: string) => boolean;
  compose: (snapshot: SendSnapshot, recipient: LunchRecipient) => SendMailOptions;
  now: () => Date;
}

/** An outcome to keep, a failure to try again (`retry`, with its scope), or `stopped` (nothing done). */
export type Attempt =
  | { outcome: Outcome; line: string }
  | { retry: 'server' | 'message'; line: string; code: string | null }
  | { stopped: true };

/** The checks made before an e-mail: the deadline, the live content, the subscriber still there. */
async function stillDue(
  deps: DeliveryDeps,
  snapshot: SendSnapshot,
  subscriberId: string,
): Promise<LunchRecipient | Attempt> {
  if (deps.now().getTime() >= Date.parse(snapshot.deadline)) return { outcome: 'late', line: '' };
  if (!deps.stillSendable(snapshot.date)) return { outcome: 'withdrawn', line: '' };
  return (await deps.recipient(subscriberId)) ?? { outcome: 'dropped', line: 'gone' };
}

const isAttempt = (value: LunchRecipient | Attempt): value is Attempt =>
  'outcome' in value || 'retry' in value || 'stopped' in value;

/**
 * Delivers one subscriber's e-mail of a send. `beforeSend` runs between the checks and the mail
 * server (the file backend's pace; false: stop, nothing sent). The checks are made again after
 * it: at a slow MAIL_RATE the wait is minutes, and an unsubscribe, an unpublished day or the end
 * of serving meanwhile must win over an e-mail already past its first checks.
 */
export async function deliverLunch(
  deps: DeliveryDeps,
  snapshot: SendSnapshot,
  subscriberId: string,
  beforeSend: () => Promise<boolean> = async () => true,
): Promise<Attempt> {
  const first = await stillDue(deps, snapshot, subscriberId);
  if (isAttempt(first)) return first;
  if (!(await beforeSend())) return { stopped: true };
  const found = await stillDue(deps, snapshot, subscriberId);
  if (isAttempt(found)) return found;
  try {
    await deps.sender.send(deps.compose(snapshot, found), `lunch-${snapshot.date}-${subscriberId}`);
    return { outcome: 'sent', line: '' };
  } catch (error) {
    const failure = describeFailure(error);
    const line = failureLine(failure);
    const scope = failureScope(error);
    return scope === 'refused' ? { outcome: 'failed', line } : { retry: scope, line, code: failure.code };
  }
}
