/**
 * jsdom has no `matchMedia`: answers every query as a browser whose visitor does, or does not,
 * ask for reduced motion.
 */
export function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}
