import {
  DEVANAGARI_FAMILY,
  DEVANAGARI_UNICODE_RANGE,
  LANGUAGE_NAMES_FAMILY,
  devanagariFace,
} from '@/lib/devanagari-font';

describe('the site’s Devanagari faces', () => {
  it.each([400, 700] as const)(
    'weight %i: the devices’ own fonts by their local names first, the file last, for Devanagari only',
    (weight) => {
      const rule = devanagariFace(weight, './fonts/face.woff2');
      expect(rule).toContain(`font-family:'${DEVANAGARI_FAMILY}'`);
      expect(rule).toContain(`font-weight:${weight}`);
      expect(rule).toContain('font-display:swap');
      const sources = /src:([^;]+);/.exec(rule)![1]!.split(/,(?=local|url)/);
      expect(sources.at(-1)).toBe(`url('./fonts/face.woff2') format('woff2')`);
      expect(sources.slice(0, -1).every((source) => source.startsWith('local('))).toBe(true);
      // Android's, Windows' and Apple's Devanagari fonts, so a phone downloads nothing.
      for (const font of ['NotoSansDevanagari-Regular', 'Nirmala UI', 'Kohinoor Devanagari'])
        expect(sources.some((source) => source.includes(font))).toBe(true);
      expect(rule).toContain(`unicode-range:${DEVANAGARI_UNICODE_RANGE}`);
    },
  );

  it('the language names’ face: the same local fonts and range, under its own family, its own file last', () => {
    const rule = devanagariFace(400, './fonts/names.woff2', LANGUAGE_NAMES_FAMILY);
    expect(rule).toBe(
      devanagariFace(400, './fonts/names.woff2').replace(
        `font-family:'${DEVANAGARI_FAMILY}'`,
        `font-family:'${LANGUAGE_NAMES_FAMILY}'`,
      ),
    );
    expect(rule).toContain(`url('./fonts/names.woff2')`);
  });

  it('covers Devanagari’s letters, not the rupee sign: an English fee page fetches nothing for it', () => {
    const ranges = DEVANAGARI_UNICODE_RANGE.split(',').map((range) => {
      const [from, to = from] = range.replace('U+', '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)] as const;
    });
    const covers = (character: string) =>
      ranges.some(
        ([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to,
      );
    for (const letter of 'अआकखज्ञक्षऑॲ।॥') expect(covers(letter)).toBe(true);
    expect(covers('\u200d')).toBe(true);
    for (const symbol of '₹ ABC 0123') expect(covers(symbol)).toBe(false);
  });
});
