/** Placeholder until the schema's messages become keys: messages pass through. */
export function localizeContentMessage(message: string, _lang: 'cs' | 'en'): string {
  return message;
}
