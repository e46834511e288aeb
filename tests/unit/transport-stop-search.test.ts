// Finding a bus stop by what a parent types: the folding both sides share, and the matching of
// every word typed against a stop's names and areas.
import { foldForSearch, stopMatches, stopSearchText } from '@/lib/transport/stop-search';
import { clockText, stopsByArea } from '@/lib/transport/timetable';
import { campusTransportOf, stopsOf } from '@/lib/transport/transport';

describe('foldForSearch', () => {
  it('drops Latin accents and case, and turns punctuation into single spaces', () => {
    expect(foldForSearch('  Kránti  CHOWK ')).toBe('kranti chowk');
    expect(foldForSearch('N-6 Market')).toBe('n 6 market');
    expect(foldForSearch('Seven Hills (Flyover)')).toBe('seven hills flyover');
  });

  it('keeps Devanagari vowel signs and drops invisible joiners', () => {
    expect(foldForSearch('क्रांती चौक')).toBe('क्रांती चौक');
    expect(foldForSearch('गाऱ्हाणे')).toBe(foldForSearch('गाऱ\u200D्हाणे'));
  });

  it('folds composed and decomposed letters alike', () => {
    expect(foldForSearch('\u0921\u093C')).toBe(foldForSearch('\u095C'));
    expect(foldForSearch('e\u0301cole')).toBe(foldForSearch('\u00E9cole'));
  });
});

describe('stopMatches', () => {
  const kranti = stopSearchText('क्रांती चौक', 'क्रांती चौक', 'Kranti Chowk', 'Kranti Chowk');
  const n6 = stopSearchText('N-6 Market', 'Cidco');

  it('finds a stop by part of its name or its area, in any case and with accents', () => {
    expect(stopMatches(n6, 'market')).toBe(true);
    expect(stopMatches(n6, 'CIDCO')).toBe(true);
    expect(stopMatches(n6, 'cídco')).toBe(true);
    expect(stopMatches(n6, 'n-6')).toBe(true);
    expect(stopMatches(n6, 'garkheda')).toBe(false);
  });

  it('needs every word typed, in any order', () => {
    expect(stopMatches(n6, 'market cidco')).toBe(true);
    expect(stopMatches(n6, 'market garkheda')).toBe(false);
  });

  it('finds a Marathi name typed in Devanagari, and its English name', () => {
    expect(stopMatches(kranti, 'क्रांती')).toBe(true);
    expect(stopMatches(kranti, 'चौक')).toBe(true);
    expect(stopMatches(kranti, 'kranti')).toBe(true);
    // A vowel sign is part of the letter: 'कर' is not the start of 'क्रां'.
    expect(stopMatches(kranti, 'कर')).toBe(false);
  });

  it('keeps every stop for an empty or blank query', () => {
    expect(stopMatches(n6, '')).toBe(true);
    expect(stopMatches(n6, '  - ')).toBe(true);
  });
});

describe('the stop list', () => {
  const stops = stopsOf(campusTransportOf('en', 'city')!);

  it('groups the stops by area, areas and stops in alphabetical order', () => {
    const areas = stopsByArea(stops, 'en-IN');
    const names = areas.map(({ area }) => area);
    expect(names).toEqual([...new Set(stops.map((stop) => stop.area))].sort());
    for (const { area, stops: inArea } of areas) {
      expect(inArea.every((stop) => stop.area === area)).toBe(true);
      expect(inArea.map((stop) => stop.name)).toEqual(inArea.map((stop) => stop.name).sort());
    }
    expect(areas.flatMap((area) => area.stops)).toHaveLength(stops.length);
  });

  it('writes a time of day as the language does', () => {
    expect(clockText('07:05', 'en-IN')).toMatch(/^7:05\sam$/);
    expect(clockText('14:25', 'en-IN')).toMatch(/^2:25\spm$/);
    expect(clockText('14:25', 'mr-IN-u-nu-latn')).toMatch(/^2:25\sPM$/);
  });
});
