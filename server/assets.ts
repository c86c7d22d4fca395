import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the document head loads: the client entry, its chunks and its CSS. */
export interface ClientAssets {
  entry: string;
  modulePreloads: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** Reads Vite's build manifest of the client bundle. */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}`);

  const preloads = new Set<string>();
  const styles = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);

  const url = (file: string) => `/${file}`;
  return {
    entry: url(entry.file),
    modulePreloads: [...preloads].map(url),
    styles: [...styles].map(url),
  };
}
