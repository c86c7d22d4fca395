import { createContext, useContext, type ReactNode } from 'react';
import type { Path } from './paths';
import type { Schema } from './schema-node';

/** What every field of one schema-driven form shares. */
export interface FormContextValue {
  /** The server's 422 messages (already in the admin's language), by path key (`regular.monday.closes`). */
  errors: ReadonlyMap<string, string[]>;
  onChange(path: Path, value: unknown): void;
  disabled: boolean;
  /** A hand-written part in place of the generic one (hours' week, photo files); undefined: the generic. */
  widget?(path: Path, schema: Schema, value: unknown): ReactNode | undefined;
}

export const FormContext = createContext<FormContextValue>({ errors: new Map(), onChange: () => {}, disabled: false });
export const useForm = () => useContext(FormContext);
