import { describe, expect, it } from 'vitest';
import { deliverLunch, type DeliveryDeps } from './delivery';
import type { LunchRecipient } from './lunch-email';
import type { SendSnapshot } from './snapshot';

const snapshot = { date: '2026-11-27', deadline: '2026-11-27T13:00:00.000Z' } as SendSnapshot;
const jana: LunchRecipient = {
  subscriberId: 'ab12',
  email: 'jana@example.cz',
  lang: 'cs',
  unsubscribeUrl: 'https://ballon.test/denni-menu/odber/odhlaseni?t=x',
};

/** A delivery whose world changes while the e-mail waits for its pace slot (`during`). */
function scene(during: (world: { subscribed: boolean; published: boolean; now: number }) => void) {
  const world = { subscribed: true, published: true, now: Date.parse('2026-11-27T09:00:00Z') };
  const sent: string[] = [];
  const deps: DeliveryDeps = {
    sender: {
      send: async (_message, outboxId) => {
        sent.push(outboxId);
        return {} as Awaited<ReturnType<DeliveryDeps['sender']['send']>>;
      },
      close: () => undefined,
      target: 'test',
    },
    recipient: async () => (world.subscribed ? jana : null),
    stillSendable: () => world.published,
    compose: () => ({}),
    now: () => new Date(world.now),
  };
  const wait = async () => {
    during(world);
    return true;
  };
  return { deps, sent, wait };
}

describe('one e-mail of the morning send', () => {
  it('is sent when nothing changed while it waited for its pace', async () => {
    const { deps, sent, wait } = scene(() => undefined);
    expect(await deliverLunch(deps, snapshot, 'ab12', wait)).toEqual({ outcome: 'sent', line: '' });
    expect(sent).toEqual(['lunch-2026-11-27-ab12']);
  });

  it('is not sent to a subscriber who unsubscribed while it waited (a slow MAIL_RATE)', async () => {
    const { deps, sent, wait } = scene((world) => {
      world.subscribed = false;
    });
    expect(await deliverLunch(deps, snapshot, 'ab12', wait)).toEqual({ outcome: 'dropped', line: 'gone' });
    expect(sent).toEqual([]);
  });

  it('is not sent when the day was unpublished, or serving ended, while it waited', async () => {
    const unpublished = scene((world) => {
      world.published = false;
    });
    expect(await deliverLunch(unpublished.deps, snapshot, 'ab12', unpublished.wait)).toMatchObject({
      outcome: 'withdrawn',
    });
    const late = scene((world) => {
      world.now = Date.parse(snapshot.deadline);
    });
    expect(await deliverLunch(late.deps, snapshot, 'ab12', late.wait)).toMatchObject({ outcome: 'late' });
    expect([...unpublished.sent, ...late.sent]).toEqual([]);
  });
});
