import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../components/ui/icons';
import { useLang } from '../components/ui/lang-context';
import { Photo } from '../components/ui/photo';
import { PriceList } from '../components/menus/price-list';
import { feastGroups, formatAmount } from '../content/feast';
import { formatCzk } from '../content/format';
import { telHref, venue } from '../content/venue';
import './feast.css';

export function FeastPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { phones } = venue;
  return (
    <>
      <header className="feast-hero">
        <Photo id="feast" sizes="100vw" priority className="feast-hero__photo" />
        <div className="container feast-hero__content">
          <p className="feast-hero__eyebrow">{t('feast.eyebrow')}</p>
          <h1 className="feast-hero__title">{t('feast.title')}</h1>
          <p className="feast-hero__dates">{t('feast.dates')}</p>
        </div>
      </header>

      <div className="container feast-intro">
        <p className="feast-intro__lead">{t('feast.intro')}</p>
        <p>{t('feast.ordering')}</p>
        <a className="button" href={telHref(phones.restaurant)}>
          <PhoneIcon />
          {phones.restaurant}
        </a>
      </div>

      <section className="section section--alt" aria-labelledby="feast-menu-title">
        <div className="container">
          <h2 id="feast-menu-title" className="feast-menu__title">
            {t('feast.menu.title')}
          </h2>
          <div className="feast-menu">
            {feastGroups.map((group) => (
              <section key={group.id} className="card feast-menu__group" aria-labelledby={`feast-${group.id}`}>
                <h3 id={`feast-${group.id}`} className="feast-menu__group-title">
                  {t(`feast.menu.groups.${group.id}.title`)}
                </h3>
                <p className="feast-menu__note">{t(`feast.menu.groups.${group.id}.note`)}</p>
                <PriceList
                  rows={group.items.map((item) => ({
                    id: item.id,
                    name: item.name[lang],
                    amount: item.amount ? formatAmount(item.amount, lang) : undefined,
                    price: formatCzk(item.price),
                    description: item.description?.[lang],
                  }))}
                />
              </section>
            ))}
          </div>
          <p className="feast-menu__prices">{t('feast.menu.pricesNote')}</p>
        </div>
      </section>

      <section className="section feast-cta" aria-labelledby="feast-cta-title">
        <div className="container feast-cta__inner">
          <h2 id="feast-cta-title">{t('feast.cta.title')}</h2>
          <p>{t('feast.cta.text')}</p>
          <ul className="feast-cta__phones">
            <li>
              <span className="feast-cta__label">{t('feast.cta.restaurant')}</span>
              <a className="button" href={telHref(phones.restaurant)}>
                <PhoneIcon />
                {phones.restaurant}
              </a>
            </li>
            <li>
              <span className="feast-cta__label">{t('feast.cta.events')}</span>
              <a className="button button--outline" href={telHref(phones.events)}>
                <PhoneIcon />
                {phones.events}
              </a>
            </li>
          </ul>
          <p className="feast-cta__capacity">{t('feast.cta.capacity')}</p>
        </div>
      </section>
    </>
  );
}
