/** Deterministic choices (mulberry32): the same seed writes the same platform, so two runs compare like with like. */
export interface SeededRandom {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, length). */
  index(length: number): number;
  pick<T>(items: readonly T[]): T;
  /** A version-4-shaped UUID drawn from the sequence, so event ids repeat from run to run too. */
  uuid(): string;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const nextWord = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => nextWord() / 4_294_967_296;
  const index = (length: number) => Math.floor(next() * length);
  const hex = (word: number) => word.toString(16).padStart(8, '0');
  return {
    next,
    index,
    pick: (items) => items[index(items.length)]!,
    uuid: () => {
      const h = hex(nextWord()) + hex(nextWord()) + hex(nextWord()) + hex(nextWord());
      const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}
