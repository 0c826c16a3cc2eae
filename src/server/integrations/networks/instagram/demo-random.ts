// Seeded randomness for the demo sources (no dependencies): the same seed text gives the same
// sequence, so demo data is deterministic per username, post and day.

/** FNV-1a, 32 bits: a stable seed from any text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = ReturnType<typeof createRandom>;

/** mulberry32: small, fast and good enough for fake data. */
export function createRandom(seedText: string) {
  let state = hashText(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => min + Math.floor((max - min + 1) * next()),
    chance: (probability: number) => next() < probability,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    /** A multiplier around 1 with a long right tail (a few posts do much better than the rest). */
    spread: (sigma: number) => {
      const u = Math.max(next(), 1e-9);
      const v = next();
      return Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) - (sigma * sigma) / 2);
    },
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
