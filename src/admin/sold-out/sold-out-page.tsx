import { useEffect, useState } from 'react';
import { useFetcher, useLoaderData, useRevalidator, type ActionFunctionArgs } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { ApiError, request } from '../api/client';
import { settle, type Settled } from '../api/loaded';
import { submitted } from '../api/action';
import { whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { searchable } from '../i18n/searchable';
import { foodDishes, lunchDishes, withSoldOut, type DishPlace, type SoldOutDish } from './sold-out-dishes';

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
  /** The Prague date the screen shows: a tap made on a screen of an earlier day saves nothing. */
  day: string;
}

type SoldOutOutcome =
  { ok: true } | { ok: false; gone: true } | { ok: false; dayChanged: true } | { ok: false; problem: unknown };

/** How often a mark is made again on a newer version: someone saved the menu in between (another dish marked). */
const MAX_TRIES = 5;

/**
 * One tap: the menu read as it is now, the dish's `soldOut` set to today (or removed), saved
 * with If-Match as any save (history, audit); made again on the newer version when another
 * save came in between. Today is Prague's, as on the pages.
 */
export async function soldOutAction({ request: submission }: ActionFunctionArgs): Promise<SoldOutOutcome> {
  const { place, names, on, day } = await submitted<SoldOutIntent>(submission);
  const today = pragueDate(new Date());
  // A screen left open overnight lists yesterday's lunch: nothing of it is marked (the list loads anew).
  if (day !== today || (place.file === 'dailyMenu' && place.date !== today)) return { ok: false, dayChanged: true };
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

/** How often an open screen looks at the clock: a new day loads the list anew (a kitchen's tablet stays open overnight). */
const DAY_CHECK_MS = 30_000;

/** Today's Prague date, moving on at midnight while the screen is open; the menus are loaded again then. */
function useScreenDay(): string {
  const [today, setToday] = useState(() => pragueDate(new Date()));
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const check = () => {
      const now = pragueDate(new Date());
      if (now === today) return;
      setToday(now);
      void revalidate();
    };
    const timer = setInterval(check, DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [today, revalidate]);
  return today;
}

/** A dish and its one button: sold out today, or back on offer. */
function DishRow({ dish, day }: { dish: SoldOutDish; day: string }) {
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
        className="admin-button"
        disabled={sending}
        onClick={() =>
          void fetcher.submit({ place: dish.place, names: dish.names, on: !dish.soldOut, day } as never, {
            method: 'post',
            encType: 'application/json',
          })
        }
      >
        {t(soldOut ? 'soldOut.putBack' : 'soldOut.mark')}
        <span className="admin-visually-hidden">: {dish.name}</span>
      </button>
      <p className="admin-visually-hidden" role="status">
        {done?.ok ? t(dish.soldOut ? 'soldOut.savedOut' : 'soldOut.savedBack', { name: dish.name }) : ''}
      </p>
      {done && !done.ok && (
        <div className="admin-sold-out-problem">
          {'gone' in done || 'dayChanged' in done ? (
            <p className="admin-error" role="alert">
              {t('gone' in done ? 'soldOut.gone' : 'soldOut.dayChanged')}
            </p>
          ) : (
            <Problem error={done.problem} />
          )}
        </div>
      )}
    </li>
  );
}

function DishList({ dishes, empty, query, day }: { dishes: SoldOutDish[]; empty: string; query: string; day: string }) {
  const { t } = useI18n();
  if (dishes.length === 0) return <p className="admin-muted">{empty}</p>;
  const shown = dishes.filter((dish) => searchable(`${dish.names.cs} ${dish.names.en}`).includes(searchable(query)));
  if (shown.length === 0) return <p className="admin-muted">{t('soldOut.nothingFound')}</p>;
  const groups = [...new Set(shown.map((dish) => dish.group))];
  return (
    <>
      {groups.map((group) => (
        <div key={group}>
          {group && <h3 className="admin-h3">{group}</h3>}
          <ul className="admin-sold-out-list">
            {shown
              .filter((dish) => dish.group === group)
              .map((dish) => (
                <DishRow key={JSON.stringify(dish.place)} dish={dish} day={day} />
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** /admin/sold-out: today's lunch dishes and the food menu's, each sold out (or back on offer) in one tap. */
export function SoldOutPage() {
  const { t, lang } = useI18n();
  const { lunch, food } = useLoaderData() as SoldOutLoaded;
  const [query, setQuery] = useState('');
  const today = useScreenDay();
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
        {!lunch.problem && (
          <DishList dishes={named(lunchList)} empty={t('soldOut.noLunch')} query={query} day={today} />
        )}
      </section>
      <section className="admin-card" aria-labelledby="sold-out-food">
        <h2 id="sold-out-food">{t('soldOut.foodTitle')}</h2>
        <Problem error={food.problem} />
        {!food.problem && <DishList dishes={named(foodList)} empty={t('soldOut.noFood')} query={query} day={today} />}
      </section>
    </>
  );
}
