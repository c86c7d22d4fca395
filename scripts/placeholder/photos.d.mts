/** Types of photos.mjs (the sample photos' drawing, imported by its test). */
export declare const scenes: Readonly<Record<string, unknown>>;
export declare function placeholderFile(id: string): string;
export declare function placeholderSize(id: string): [number, number];
export declare function sceneSvg(id: string, width: number, height: number): string;
export declare function renderPlaceholder(id: string): Promise<Buffer>;
