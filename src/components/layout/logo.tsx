import { useTranslation } from 'react-i18next';
import logoUrl from '../../assets/logo.svg';

/** The restaurant's mark (a balloon in the brand colours) and its name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <img className="logo__mark" src={logoUrl} width="28" height="35" alt="" />
      <span className="logo__text">{t('common.siteName')}</span>
    </span>
  );
}
