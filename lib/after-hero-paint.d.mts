// Types of after-hero-paint.mjs for the TypeScript side (lib/fonts.ts).
/** ES5 source of `function afterHeroPaint(run)`, to embed in an inline script. */
export declare const AFTER_HERO_PAINT: string;
