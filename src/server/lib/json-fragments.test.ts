import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonFragments } from './json-fragments';

type Item = { id: number; text: string };

describe('JsonFragments', () => {
  it('serialises only new and changed items, leaves out the ones load no longer finds, in the given order', async () => {
    const rows = new Map<number, Item>([
      [1, { id: 1, text: 'un' }],
      [2, { id: 2, text: 'deux' }],
      [3, { id: 3, text: 'trois "é"' }],
    ]);
    const loads: number[][] = [];
    const load = async (ids: number[]) => {
      loads.push(ids);
      return new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id)!] as const] : [])));
    };
    const fragments = new JsonFragments<Item>();
    const parse = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as Item[];

    expect(parse((await fragments.assemble([{ id: 3, version: 'a' }, { id: 1, version: 'a' }, { id: 2, version: 'a' }], load)).bytes)).toEqual([rows.get(3), rows.get(1), rows.get(2)]);
    expect(loads).toEqual([[3, 1, 2]]);

    rows.set(1, { id: 1, text: 'un, changé' });
    rows.delete(2);
    rows.set(4, { id: 4, text: 'quatre' });
    const next = [{ id: 4, version: 'a' }, { id: 3, version: 'a' }, { id: 1, version: 'b' }, { id: 2, version: 'b' }];
    expect(parse((await fragments.assemble(next, load)).bytes)).toEqual([rows.get(4), rows.get(3), rows.get(1)]);
    expect(loads[1]).toEqual([4, 1, 2]);

    // Nothing changed (and the deleted item is no longer listed, as the versions' query would): nothing is read again.
    expect(parse((await fragments.assemble(next.slice(0, 3), load)).bytes)).toEqual([rows.get(4), rows.get(3), rows.get(1)]);
    expect(loads).toHaveLength(2);
    expect((await fragments.assemble([], load)).bytes.toString()).toBe('[]');
  });

  it('always answers what JSON.stringify answers for the current items, whatever the changes between calls', async () => {
    const step = fc.array(fc.record({ id: fc.integer({ min: 1, max: 8 }), version: fc.constantFrom('a', 'b'), text: fc.string() }), { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const fragments = new JsonFragments<Item>();
        for (const entries of steps) {
          const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
          // Each (id, version) always stands for the same text, as a row version does.
          const textOf = (id: number, version: string) => `${id}${version}`;
          const load = async (ids: number[]) => new Map(ids.map((id) => [id, { id, text: textOf(id, unique.find((e) => e.id === id)!.version) }]));
          const answer = await fragments.assemble(unique, load);
          expect(answer.bytes.toString('utf8')).toBe(JSON.stringify(unique.map(({ id, version }) => ({ id, text: textOf(id, version) }))));
        }
      }),
    );
  });
});
