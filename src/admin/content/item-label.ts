import { itemName } from '../../content/item-name';
import { adminMessages, useI18n } from '../i18n/i18n';
import { lookup } from '../i18n/messages';

/**
 * What the admin calls a list item: its name (src/content/item-name.ts), a lounge
 * arrangement by its shape ("Tvar U"), and "Nová položka" / "New item" while it has none.
 */
export function useItemLabel(): (item: unknown) => string {
  const { t, lang } = useI18n();
  return (item) => {
    const named = itemName(item, lang);
    if (named) return named;
    const id = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    return (typeof id === 'string' && lookup(adminMessages[lang], `choices.${id}`)) || t('form.newItem');
  };
}
