import { useTranslation } from 'react-i18next';
import { allergenDetail, allergenName, allergenNumbers } from './allergens';
import './allergen-legend.css';

interface AllergenLegendProps {
  /** The heading's level in the page's outline (h2 on the drinks page, h3 inside the feast's menu). */
  headingLevel: 2 | 3;
}

/**
 * The numbered list of the 14 allergens (EU 1169/2011) that the menu's items
 * refer to. Always open, so it is read, found by the browser's search and
 * printed with the menu.
 */
export function AllergenLegend({ headingLevel }: AllergenLegendProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="allergen-legend" aria-labelledby="allergen-legend-title">
      <Heading id="allergen-legend-title" className="allergen-legend__title">
        {t('allergens.legend.title')}
      </Heading>
      <p className="allergen-legend__intro">
        {t('allergens.legend.intro')} {t('allergens.legend.ask')}
      </p>
      <ol className="allergen-legend__list">
        {allergenNumbers.map((allergen) => (
          <AllergenLegendItem key={allergen} allergen={allergen} />
        ))}
      </ol>
    </section>
  );
}

/**
 * One allergen of the legend, a component of its own: React's hydration (and a render
 * after the page's clock moves on) may yield to the browser between two items, instead
 * of typesetting all 14 names and their details in one long task (docs/performance.md,
 * the daily menu's blocking time).
 */
function AllergenLegendItem({ allergen }: { allergen: number }) {
  const { t } = useTranslation();
  const detail = allergenDetail(t, allergen);
  return (
    <li className="allergen-legend__item">
      <span className="allergen-legend__number">{allergen}</span>
      <span>
        <span className="allergen-legend__name">{allergenName(t, allergen)}</span>
        {detail ? <span className="allergen-legend__detail"> ({detail})</span> : null}
      </span>
    </li>
  );
}
