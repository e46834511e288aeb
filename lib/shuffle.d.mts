// Types of shuffle.mjs for the TypeScript side (components/campus/ScrollingGallery.tsx).

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/**
 * Fisher–Yates shuffle: a new array with the items in a uniformly random order (given a
 * uniform source). The input is left untouched.
 */
export declare function shuffle<T>(items: readonly T[], random?: RandomSource): T[];

/** The items followed by themselves: one full copy scrolls out while the next scrolls in. */
export declare function doubled<T>(items: readonly T[]): T[];
