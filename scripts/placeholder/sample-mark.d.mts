/** Types of sample-mark.mjs (the sample photos' corner mark, imported by its test). */
export declare const sampleMarkText: string;
export declare const sampleMarkMaxShare: number;
export declare function sampleMarkSvg(width: number, height: number): string;
