import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/** A destructive button that asks once more in place (no window.confirm: it is blocked in some in-app browsers). */
export function ConfirmButton({
  children,
  onConfirm,
  label,
  question,
}: {
  children: ReactNode;
  onConfirm(): void;
  label?: string;
  question?: string;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  return (
    <button
      type="button"
      className="admin-button admin-button-danger"
      aria-label={asking ? `${t('common.confirm')}: ${label ?? ''}` : label}
      onClick={() => {
        if (!asking) return setAsking(true);
        setAsking(false);
        onConfirm();
      }}
      onBlur={() => setAsking(false)}
    >
      {asking ? (question ?? t('owners.confirmRevoke')) : children}
    </button>
  );
}
