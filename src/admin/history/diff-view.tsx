import type { DiffLine } from '../api/types';
import { useI18n } from '../i18n/i18n';
import { VisibleText } from './visible-text';

const marks = { '+': '+', '-': '−', ' ': ' ' } as const;

/**
 * A version's line diff against today's text (GET /admin/api/history/<file>/<id>),
 * every line as text: whatever an old version holds (a `<script>`, a `javascript:`
 * address, direction controls) is shown, never run, linked or obeyed.
 */
export function DiffView({ diff }: { diff: DiffLine[] }) {
  const { t } = useI18n();
  const words = { '+': t('history.added'), '-': t('history.removed'), ' ': t('history.unchanged') };
  return (
    <div className="admin-diff">
      <p className="admin-muted">{t('history.diffLegend')}</p>
      <ol className="admin-diff-lines" dir="ltr">
        {diff.map((line, index) => (
          <li key={index} className={`admin-diff-line admin-diff-${line.op === '+' ? 'added' : line.op === '-' ? 'removed' : 'same'}`}>
            <span className="admin-diff-mark" aria-hidden="true">{marks[line.op] ?? ' '}</span>
            <span className="admin-visually-hidden">{words[line.op] ?? ''}: </span>
            <code><VisibleText text={line.line} /></code>
          </li>
        ))}
      </ol>
    </div>
  );
}
