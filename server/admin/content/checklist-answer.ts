/**
 * One launch checklist item as the admin shows it: its message in the admin's
 * language and `fix`, the admin page (and field, after `#`) that fixes it.
 */
import { fieldName, type ChecklistItem } from '../../content/launch-checklist';
import { words, type Lang } from './answers';

interface ChecklistAnswer {
  kind: ChecklistItem['kind'];
  file?: string;
  path?: (string | number)[];
  message: string;
  fix: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

export function checklistAnswer(item: ChecklistItem, lang: Lang): ChecklistAnswer {
  const t = words[lang].checklist;
  switch (item.kind) {
    case 'sample':
      return { kind: item.kind, file: item.file, path: item.path, message: fill(t.sample, { field: `${item.file} ${fieldName(item.path)}`, note: item.note }).replace(' ()', ''), fix: `/admin/content/${item.file}#${fieldName(item.path)}` };
    case 'sample-photo':
      return { kind: item.kind, file: item.file, path: item.path, message: fill(t.samplePhoto, { file: item.photo }), fix: `/admin/photos#${fieldName(item.path)}` };
    case 'menu-page':
      return { kind: item.kind, file: item.file, path: item.path, message: fill(t.menuPage, { page: item.page, keys: item.keys.join(', ') }), fix: `/admin/content/links#${item.keys[0]}` };
    case 'security-expiry':
      return { kind: item.kind, file: item.file, path: item.path, message: fill(t.securityExpiry, { date: item.date }), fix: '/admin/content/venue#security.expires' };
    case 'mail':
      // Set by the operator (SMTP_URL), not in the admin: the admin's first screen explains it there.
      return { kind: item.kind, message: t.mail, fix: '/admin#mail' };
  }
}
