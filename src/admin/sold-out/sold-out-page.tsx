import { useState } from 'react';
import { useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { ApiError, request } from '../api/client';
import { settle, type Settled } from '../api/loaded';
import { submitted } from '../api/action';
import { whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { foodDishes, lunchDishes, searchable, withSoldOut, type DishPlace, type SoldOutDish } from './sold-out-dishes';

interface SoldOutLoaded {
  lunch: Settled<unknown>;
  food: Settled<unknown>;
}

/** Both menus as the server has them now. */
export const soldOutLoader = (): Promise<SoldOutLoaded | null> =>
  whenSignedIn(async () => {
    const [lunch, food] = await Promise.all([
      settle(request('/content/dailyMenu', 'contentFile').then((answer) => answer.data)),
      settle(request('/content/foodMenu', 'contentFile').then((answer) => answer.data)),
    ]);
    return { lunch, food };
  });

interface SoldOutIntent {
  place: DishPlace;
  names: { cs: string; en: string };
  on: boolean;
}

type SoldOutOutcome = { ok: true } | { ok: false; gone: true } | { ok: false; problem: unknown };

/** How often a mark is made again on a newer version: someone saved the menu in between (another dish marked). */
const MAX_TRIES = 5;

/**
 * One tap: the menu read as it is now, the dish's `soldOut` set to today (or removed), saved
 * with If-Match as any save (history, audit); made again on the newer version when another
 * save came in between. Today is Prague's, as on the pages.
 */
export async function soldOutAction({ request: submission }: ActionFunctionArgs): Promise<SoldOutOutcome> {
  const { place, names, on } = await submitted<SoldOutIntent>(submission);
  const today = pragueDate(new Date());
  try {
    for (let tries = 1; ; tries += 1) {
      const current = await request(`/content/${place.file}`, 'contentFile');
      const data = withSoldOut(current.data, place, names, today, on);
      if (!data) return { ok: false, gone: true };
      try {
        await request(`/content/${place.file}`, 'saved', { method: 'PUT', body: { data }, ifMatch: current.version });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409) || tries >= MAX_TRIES) throw error;
      }
    }
  } catch (problem) {
    return { ok: false, problem };
  }
}

/** A dish and its one button: sold out today, or back on offer. */
function DishRow({ dish }: { dish: SoldOutDish }) {
  const { t } = useI18n();
  const fetcher = useFetcher<SoldOutOutcome>();
  const sending = fetcher.state !== 'idle';
  // While the tap is being saved, the button shows what was asked.
  const asked = sending && fetcher.json ? (fetcher.json as unknown as SoldOutIntent).on : null;
  const soldOut = asked ?? dish.soldOut;
  const done = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <li className={soldOut ? 'admin-sold-out-dish admin-sold-out-dish-out' : 'admin-sold-out-dish'}>
      <span className="admin-sold-out-name">
        {dish.name}
        <span className="admin-sold-out-state">{t(soldOut ? 'soldOut.stateOut' : 'soldOut.stateOn')}</span>
      </span>
      <button
        type="button"
        className={soldOut ? 'admin-button admin-button-primary' : 'admin-button'}
        aria-pressed={soldOut}
        disabled={sending}
        onClick={() =>
          void fetcher.submit({ place: dish.place, names: dish.names, on: !dish.soldOut } as never, {
            method: 'post',
            encType: 'application/json',
          })
        }
      >
        {t('soldOut.mark')}
        <span className="admin-visually-hidden">: {dish.name}</span>
      </button>
      {done && !done.ok && (
        <div className="admin-sold-out-problem">
          {'gone' in done ? (
            <p className="admin-error" role="alert">
              {t('soldOut.gone')}
            </p>
          ) : (
            <Problem error={done.problem} />
          )}
        </div>
      )}
    </li>
  );
}

function DishList({ dishes, empty, query }: { dishes: SoldOutDish[]; empty: string; query: string }) {
  const { t } = useI18n();
  if (dishes.length === 0) return <p className="admin-muted">{empty}</p>;
  const shown = dishes.filter((dish) => searchable(`${dish.names.cs} ${dish.names.en}`).includes(searchable(query)));
  if (shown.length === 0) return <p className="admin-muted">{t('soldOut.nothingFound')}</p>;
  const groups = [...new Set(shown.map((dish) => dish.group))];
  return (
    <>
      {groups.map((group) => (
        <section key={group} aria-label={group}>
          {group && <h3 className="admin-h3">{group}</h3>}
          <ul className="admin-sold-out-list">
            {shown
              .filter((dish) => dish.group === group)
              .map((dish) => (
                <DishRow key={JSON.stringify(dish.place)} dish={dish} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /admin/sold-out: today's lunch dishes and the food menu's, each sold out (or back on offer) in one tap. */
export function SoldOutPage() {
  const { t, lang } = useI18n();
  const { lunch, food } = useLoaderData() as SoldOutLoaded;
  const [query, setQuery] = useState('');
  const today = pragueDate(new Date());
  const lunchList = lunch.problem ? [] : lunchDishes(lunch.value, today, lang);
  const foodList = food.problem ? [] : foodDishes(food.value, today, lang);
  const named = (list: SoldOutDish[]) =>
    list.map((dish) => ({
      ...dish,
      group: dish.place.file === 'dailyMenu' ? t(dish.group === 'soups' ? 'lunch.soups' : 'lunch.mains') : dish.group,
    }));
  return (
    <>
      <h1>{t('soldOut.title')}</h1>
      <p>{t('soldOut.intro')}</p>
      <div className="admin-field" role="search">
        <label htmlFor="sold-out-search">{t('soldOut.searchLabel')}</label>
        <input id="sold-out-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <section className="admin-card" aria-labelledby="sold-out-lunch">
        <h2 id="sold-out-lunch">{t('soldOut.lunchTitle')}</h2>
        <Problem error={lunch.problem} />
        {!lunch.problem && <DishList dishes={named(lunchList)} empty={t('soldOut.noLunch')} query={query} />}
      </section>
      <section className="admin-card" aria-labelledby="sold-out-food">
        <h2 id="sold-out-food">{t('soldOut.foodTitle')}</h2>
        <Problem error={food.problem} />
        {!food.problem && <DishList dishes={named(foodList)} empty={t('soldOut.noFood')} query={query} />}
      </section>
    </>
  );
}
