import { shuffle } from '@/lib/shuffle';

/** A source that replays the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('shuffle (Fisher–Yates)', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('returns a permutation and leaves the input alone', () => {
    const copy = [...items];
    const result = shuffle(items, sequence(0.42, 0.7, 0.1, 0.9));
    expect(result).not.toBe(items);
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual(copy);
  });

  it('swaps each position, from the end, with the index the source picks', () => {
    // i=4: j=floor(0*5)=0 → e b c d a; i=3: j=floor(0*4)=0 → d b c e a;
    // i=2: j=0 → c b d e a; i=1: j=0 → b c d e a
    expect(shuffle(items, () => 0)).toEqual(['b', 'c', 'd', 'e', 'a']);
    // A source just below 1 always picks j=i: nothing moves.
    expect(shuffle(items, () => 0.999999)).toEqual(items);
  });

  it('never indexes out of range, even if the source returns exactly 1', () => {
    const result = shuffle(items, () => 1);
    expect([...result].sort()).toEqual(items);
    expect(result).not.toContain(undefined);
  });

  it('handles empty and single-item lists', () => {
    expect(shuffle([], Math.random)).toEqual([]);
    expect(shuffle(['only'], Math.random)).toEqual(['only']);
  });

  it('uses the source once per position after the first', () => {
    const random = jest.fn(() => 0.5);
    shuffle(
      Array.from({ length: 18 }, (_, i) => i),
      random,
    );
    expect(random).toHaveBeenCalledTimes(17);
  });

  it('reaches every order of three items about equally often', () => {
    // A seeded linear congruential generator keeps the test deterministic.
    let seed = 12345;
    const lcg = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const counts = new Map<string, number>();
    const runs = 6000;
    for (let i = 0; i < runs; i += 1) {
      const key = shuffle([1, 2, 3], lcg).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(runs / 6 - 150);
      expect(count).toBeLessThan(runs / 6 + 150);
    }
  });
});
