// Types of export-files.mjs for the TypeScript scripts.
export const root: string;
export const outDir: string;
export function htmlFiles(dir?: string): string[];
export function routeOf(htmlFile: string, dir?: string): string;
