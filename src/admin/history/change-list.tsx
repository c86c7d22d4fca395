import type { ChangeSummary } from '../api/contract';
import { useI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { pluralForm, summaryText } from './change-words';
import { VisibleText } from './visible-text';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/**
 * A summary of changes as sentences (change-words.ts), each as text: whatever a version
 * holds is shown, never run or linked. `of`: a version's own changes (from the one before
 * it) or what restoring it would change (from today's file): the words for a file that
 * cannot be read differ.
 */
export function ChangeList({ summary, of }: { summary: ChangeSummary | null; of: 'version' | 'restore' }) {
  const words = useI18n();
  const { t, lang } = words;
  // The oldest version kept: nothing before it to compare it with.
  if (!summary) return <p>{t('history.oldest')}</p>;
  const text = summaryText(summary, words);
  if ('unreadable' in text) {
    const key: MessageKey =
      text.unreadable === 'before'
        ? of === 'restore'
          ? 'history.unreadableCurrent'
          : 'history.unreadablePrevious'
        : 'history.unreadableVersion';
    return <p className="admin-changes-unreadable">{t(key)}</p>;
  }
  if (text.sentences.length === 0) return <p>{t(of === 'restore' ? 'history.confirmNothing' : 'history.noChanges')}</p>;
  return (
    <ul className="admin-changes">
      {text.sentences.map((sentence, index) => (
        <li key={index}>
          <VisibleText text={sentence} />
        </li>
      ))}
      {text.more > 0 && (
        <li className="admin-muted">{t(`history.more${pluralForm(lang, text.more)}`, { n: text.more })}</li>
      )}
    </ul>
  );
}
