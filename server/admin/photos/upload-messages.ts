/**
 * The upload's answers to the admin, in both of its languages. The codes are the API's
 * (`{ error: { code, message } }`); the numbers come from the one photo limit.
 */
import type { PhotoLimit } from '../../content/photo-limit';

export type UploadErrorCode =
  | 'bad_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'photo_too_large'
  | 'photo_unreadable'
  | 'content_read_only';

type Messages = Record<UploadErrorCode, string>;

const cs: Messages = {
  bad_request: 'Pošlete jednu fotografii v poli „file“ a nic dalšího.',
  payload_too_large:
    'Fotografie je příliš velká: nejvýše {{mb}} MB. Vyberte menší, nebo ji v telefonu zmenšete (například snímkem obrazovky) a nahrajte znovu.',
  unsupported_media_type:
    'Tohle není fotografie ve formátu JPEG, PNG, WebP ani AVIF. Vyberte fotografii z galerie telefonu nebo fotoaparátu a nahrajte ji znovu.',
  photo_too_large:
    'Fotografie má na zpracování příliš mnoho pixelů (nejvýše {{mp}} megapixelů při 8 bitech na barvu). Zmenšete ji a zkuste to znovu.',
  photo_unreadable: 'Fotografii se nepodařilo přečíst: soubor je poškozený nebo neúplný. Zkuste ji nahrát znovu.',
  content_read_only:
    'Fotografii teď nelze uložit: složka s obsahem je jen pro čtení. Správce serveru ji musí zpřístupnit pro zápis.',
};

const en: Messages = {
  bad_request: 'Send one photo in the field “file” and nothing else.',
  payload_too_large:
    'The photo is too large: at most {{mb}} MB. Choose a smaller one, or make it smaller on your phone (a screenshot, for example) and upload it again.',
  unsupported_media_type:
    'This is not a JPEG, PNG, WebP or AVIF photo. Choose a photo from your phone’s or camera’s gallery and upload it again.',
  photo_too_large:
    'The photo has too many pixels to process (at most {{mp}} megapixels at 8 bits per colour). Make it smaller and try again.',
  photo_unreadable: 'The photo could not be read: the file is damaged or incomplete. Try uploading it again.',
  content_read_only:
    'The photo cannot be saved now: the content folder is read-only. The server’s operator has to make it writable.',
};

const uploadMessages = { cs, en } as const;

/** The message of `code` in `lang`, with the limit's numbers. */
export function uploadMessage(code: UploadErrorCode, lang: 'cs' | 'en', limit: PhotoLimit): string {
  return uploadMessages[lang][code]
    .replace('{{mb}}', String(Math.round(limit.maxFileBytes / 1024 / 1024)))
    .replace('{{mp}}', String(Math.round(limit.maxPixels / 1e6)));
}
