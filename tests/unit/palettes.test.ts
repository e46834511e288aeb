/**
 * @jest-environment node
 */
import { INK, palettes, type Palette } from '@/content/shapes/palettes';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const WHITE = '#ffffff';

/** Every text-on-background pair of colours the site's classes put together. */
const pairs = ({ brand, accent }: Palette): [string, string, string][] => [
  ['brand-900 text on white', brand[900], WHITE],
  ['brand-800 text on white', brand[800], WHITE],
  ['brand-700 text on white', brand[700], WHITE],
  ['brand-600 text on white', brand[600], WHITE],
  ['brand-900 text on brand-50', brand[900], brand[50]],
  ['brand-800 text on brand-50', brand[800], brand[50]],
  ['brand-700 text on brand-50', brand[700], brand[50]],
  ['brand-900 text on brand-100', brand[900], brand[100]],
  ['brand-900 text on brand-200', brand[900], brand[200]],
  ['white text on brand-600', WHITE, brand[600]],
  ['white text on brand-700', WHITE, brand[700]],
  ['white text on brand-800', WHITE, brand[800]],
  ['white text on brand-900', WHITE, brand[900]],
  ['brand-100 text on brand-800', brand[100], brand[800]],
  ['brand-100 text on brand-900', brand[100], brand[900]],
  ['accent-300 text on brand-900', accent[300], brand[900]],
  ['accent-300 text on brand-800', accent[300], brand[800]],
  ['ink on accent-300', INK, accent[300]],
  ['ink on accent-400', INK, accent[400]],
  ['ink on accent-500', INK, accent[500]],
  ['brand-900 text on accent-300', brand[900], accent[300]],
  ['brand-900 text on accent-400', brand[900], accent[400]],
];

describe.each(Object.entries(palettes))('the %s palette', (_name, palette) => {
  it.each(pairs(palette))('%s reads at WCAG AA (4.5 to 1)', (_pair, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
