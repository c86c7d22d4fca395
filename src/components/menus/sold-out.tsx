import { useTranslation } from 'react-i18next';
import { formatCzk } from '../../content/format';
import { useLang } from '../../lang-context';
import { useToday } from '../ui/now';
import './sold-out.css';

/**
 * Whether a dish shows as sold out now: its `soldOut` is the page's Prague date (now.tsx), and for
 * a lunch dish that is its own day too. The next day it is on offer again, with nothing cleared.
 */
export function useSoldOut(): (item: object, day?: string) => boolean {
  const today = useToday();
  return (item, day) => 'soldOut' in item && item.soldOut === today && (day === undefined || day === today);
}

/** A price as the menus write it; on the day a dish sold out, struck through with "vyprodáno" / "sold out" beside it. */
export function MenuPrice({ price, soldOut }: { price: number | readonly [number, number]; soldOut: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = formatCzk(price, lang);
  if (!soldOut) return <>{text}</>;
  return (
    <>
      <s>{text}</s> <span className="sold-out">{t('common.soldOut')}</span>
    </>
  );
}
