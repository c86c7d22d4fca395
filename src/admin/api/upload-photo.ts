/**
 * The photo upload (the photos screens only: not in the admin's entry).
 */
import { API, ApiError, checked, errorOf, requestLanguage, signedOut } from './client';
import type { Answer } from './contract';

/**
 * A photo upload: multipart with one field `file` (the server sniffs the type from the bytes).
 * `onProgress` hears the share of the bytes sent (0–1): XMLHttpRequest, since fetch cannot say it.
 */
export function uploadPhoto(file: File, onProgress?: (sent: number) => void): Promise<Answer<'photoUploaded'>> {
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API}/photos`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage());
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', ''));
    xhr.onabort = () => reject(new ApiError(0, 'network', ''));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      try {
        if (xhr.status >= 200 && xhr.status < 300) return resolve(checked('photoUploaded', xhr.status, body));
        if (xhr.status === 401) signedOut();
        reject(errorOf(xhr.status, body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}
