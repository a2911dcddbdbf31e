import { AIM, fitPassages, type Passage } from './fit';

const passages = (n: number, words: number, layer = 1, pages = 10): Passage[] =>
  Array.from({ length: n }, (_, i) => ({ id: i, page: i % pages, layer, words }));

describe('fitPassages', () => {
  it('adds passages until the story is within the aim of its target', () => {
    for (let target = 150; target <= 2000; target += 50) {
      const ps = passages(200, 10);
      const chosen = fitPassages(100, ps, target);
      const total = 100 + chosen.size * 10;
      expect(Math.abs(total / target - 1)).toBeLessThanOrEqual(Math.max(AIM, 10 / target) + 1e-9);
    }
  });

  it('spreads passages over the pages', () => {
    const chosen = fitPassages(100, passages(100, 10), 300);
    const perPage = new Map<number, number>();
    for (const id of chosen) perPage.set(id % 10, (perPage.get(id % 10) ?? 0) + 1);
    expect(Math.max(...perPage.values()) - Math.min(...perPage.values())).toBeLessThanOrEqual(1);
    expect(perPage.size).toBe(10);
  });

  it('adds every first-layer passage before a second-layer one', () => {
    const ps = [
      ...passages(10, 10, 2),
      ...passages(10, 10, 1).map((p) => ({ ...p, id: p.id + 10 })),
    ];
    const chosen = [...fitPassages(100, ps, 250)];
    expect(chosen.filter((id) => id >= 10)).toHaveLength(10);
    expect(chosen.filter((id) => id < 10).length).toBeGreaterThan(0);
  });

  it('adds a passage inside an optional paragraph only after its paragraph', () => {
    const ps: Passage[] = [
      { id: 0, page: 0, layer: 1, words: 30 },
      { id: 1, page: 1, layer: 1, parent: 0, words: 20 },
    ];
    expect([...fitPassages(100, ps, 110)]).toEqual([]);
    expect([...fitPassages(100, ps, 130)]).toEqual([0]);
    expect([...fitPassages(100, ps, 150)].sort()).toEqual([0, 1]);
  });

  it('never passes the ceiling', () => {
    const chosen = fitPassages(100, passages(100, 7), 2000, 500);
    expect(100 + chosen.size * 7).toBeLessThanOrEqual(500);
    expect(100 + chosen.size * 7).toBeGreaterThan(490);
  });
});
