/** Types of precompress.mjs (a plain build script, imported by its test). */
export declare const TEXT_EXTENSIONS: ReadonlySet<string>;
export declare const MIN_BYTES: number;
export declare function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }>;
