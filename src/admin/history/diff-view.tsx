import type { DiffLine } from '../api/contract';
import { useI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { VisibleText } from './visible-text';

const marks = { '+': '+', '-': '−', ' ': ' ' } as const;

/** Unchanged lines kept around each change; a longer unchanged stretch is one "… n lines unchanged …" row. */
const CONTEXT = 3;

type Row = { line: DiffLine } | { skipped: number };

/** The diff's rows: every changed line with CONTEXT unchanged lines either side, the rest counted. */
function rowsOf(diff: DiffLine[]): Row[] {
  const near = diff.map(() => false);
  diff.forEach((line, index) => {
    if (line.op === ' ') return;
    for (let other = Math.max(0, index - CONTEXT); other <= Math.min(diff.length - 1, index + CONTEXT); other++)
      near[other] = true;
  });
  const rows: Row[] = [];
  let hidden: DiffLine[] = [];
  // (A single line counted would take as much room as the line itself: it is shown.)
  const flush = () => {
    if (hidden.length === 1 && hidden[0]) rows.push({ line: hidden[0] });
    else if (hidden.length > 1) rows.push({ skipped: hidden.length });
    hidden = [];
  };
  diff.forEach((line, index) => {
    if (near[index]) {
      flush();
      rows.push({ line });
    } else hidden.push(line);
  });
  flush();
  return rows;
}

const plural = new Map<string, Intl.PluralRules>();
function skippedKey(lang: string, n: number): MessageKey {
  const rules = plural.get(lang) ?? new Intl.PluralRules(lang);
  plural.set(lang, rules);
  const form = rules.select(n);
  return form === 'one' ? 'history.skippedOne' : form === 'few' ? 'history.skippedFew' : 'history.skippedOther';
}

/**
 * A version's line diff against today's text (GET /admin/api/history/<file>/<id>),
 * every line as text: whatever an old version holds (a `<script>`, a `javascript:`
 * address, direction controls) is shown, never run, linked or obeyed. Only the changes
 * and a few lines around each are shown: the rest of a long file is counted, not listed.
 */
export function DiffView({ diff }: { diff: DiffLine[] }) {
  const { t, lang } = useI18n();
  const words = { '+': t('history.added'), '-': t('history.removed'), ' ': t('history.unchanged') };
  return (
    <div className="admin-diff">
      <p className="admin-muted">{t('history.diffLegend')}</p>
      <ol className="admin-diff-lines" dir="ltr">
        {rowsOf(diff).map((row, index) =>
          'skipped' in row ? (
            <li key={index} className="admin-diff-line admin-diff-skipped" lang={lang}>
              <span className="admin-diff-mark" aria-hidden="true">
                {' '}
              </span>
              <span>{t(skippedKey(lang, row.skipped), { n: row.skipped })}</span>
            </li>
          ) : (
            <li
              key={index}
              className={`admin-diff-line admin-diff-${row.line.op === '+' ? 'added' : row.line.op === '-' ? 'removed' : 'same'}`}
            >
              <span className="admin-diff-mark" aria-hidden="true">
                {marks[row.line.op] ?? ' '}
              </span>
              <span className="admin-visually-hidden">{words[row.line.op] ?? ''}: </span>
              <code>
                <VisibleText text={row.line.line} />
              </code>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
