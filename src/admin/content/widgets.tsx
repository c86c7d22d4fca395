import type { ReactNode } from 'react';
import type { ContentSubject } from '../../content/schema';
import type { Path } from './paths';
import type { Schema } from './schema-node';

/** The hand-written parts of a file's form (hours' week, photo files); none yet. */
export function widgetFor(subject: ContentSubject, data: unknown): ((path: Path, schema: Schema, value: unknown) => ReactNode | undefined) | undefined {
  void subject;
  void data;
  return undefined;
}
