import { describe, expect, it } from 'vitest';
import { throughput } from './throughput.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('throughput', () => {
  it('counts every unit of loops that run side by side', async () => {
    let counted = 0;
    const result = await throughput(50, 16, async (writer) => {
      await nextTurn();
      const units = writer + 1;
      counted += units;
      return units;
    });
    expect(counted).toBeGreaterThan(16 * 17);
    expect(result.units).toBe(counted);
    expect(result.perSecond).toBeCloseTo(result.units / result.seconds);
  });

  it('gives each loop its own iterations, numbered from 0', async () => {
    const seen = new Map<number, number[]>();
    await throughput(20, 3, async (writer, iteration) => {
      seen.set(writer, [...(seen.get(writer) ?? []), iteration]);
      await nextTurn();
      return 1;
    });
    expect([...seen.keys()].sort()).toEqual([0, 1, 2]);
    for (const iterations of seen.values()) expect(iterations).toEqual(iterations.map((_, i) => i));
  });
});
