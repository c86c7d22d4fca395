import { useTranslation } from 'react-i18next';
import { pagePaths } from '../page-ids';
import { useLocalizedPath } from '../lang-context';
import { Link } from '../components/ui/site-link';
import type { PickedLunch } from './pick-lunch';
import { MenuPrice, useSoldOut } from '../components/menus/sold-out';
import type { LunchDishView } from '../content/page-data';
import './lunch-brief.css';

/** One line of the brief: a label (soup, the main's number), the dish, its price. */
function Dish({ label, dish, date }: { label: string; dish: LunchDishView; date: string }) {
  const soldOut = useSoldOut()(dish, date);
  return (
    <li className={soldOut ? 'lunch-brief__dish lunch-brief__dish--sold-out' : 'lunch-brief__dish'}>
      <span className="lunch-brief__label">{label}</span>
      <span className="lunch-brief__name">{dish.name}</span>
      <span className="lunch-brief__price">
        <MenuPrice price={dish.price} soldOut={soldOut} />
      </span>
    </li>
  );
}

/**
 * Today's (or tomorrow's) lunch in brief on the home page's first screen: the
 * soups and the numbered mains with their prices, a line each (a long name wraps,
 * never cut), and a link to the whole daily menu with its allergens.
 */
export function LunchBrief({ lunch }: { lunch: PickedLunch }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { day, when } = lunch;
  return (
    <section className="lunch-brief" aria-labelledby="lunch-brief-title">
      <h2 id="lunch-brief-title" className="lunch-brief__title">
        {t(`home.lunch.${when}`)}{' '}
        <span className="lunch-brief__serving">
          {t('home.lunch.serving', { from: day.serving.from, until: day.serving.until })}
        </span>
      </h2>
      <ul className="lunch-brief__dishes">
        {day.soups.map((dish, index) => (
          <Dish key={`soup-${index}`} label={t('home.lunch.soup')} dish={dish} date={day.date} />
        ))}
        {day.mains.map((dish, index) => (
          <Dish key={`main-${index}`} label={`${index + 1}.`} dish={dish} date={day.date} />
        ))}
      </ul>
      <Link className="lunch-brief__more" to={localize(pagePaths.dailyMenu)}>
        {t('home.lunch.more')}
      </Link>
    </section>
  );
}
