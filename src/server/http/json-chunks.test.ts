import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArrayChunks } from './json-chunks';

type Item = { id: number; text: string };

describe('JsonArrayChunks', () => {
  it('serialises only new and changed chunks, leaves out the ones load finds empty, in the given order', async () => {
    const rows = new Map<string, Item[]>([
      [
        'w3',
        [
          { id: 5, text: 'cinq "é"' },
          { id: 4, text: 'quatre' },
        ],
      ],
      ['w2', [{ id: 3, text: 'trois' }]],
      [
        'w1',
        [
          { id: 2, text: 'deux' },
          { id: 1, text: 'un' },
        ],
      ],
    ]);
    const loads: string[][] = [];
    const load = async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.flatMap((key) => (rows.has(key) ? [[key, rows.get(key)!] as const] : [])));
    };
    const chunks = new JsonArrayChunks<Item>();
    const flat = () => [...rows.values()].flat();
    const parse = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as Item[];

    const first = await chunks.assemble(
      [
        { key: 'w3', version: 'a' },
        { key: 'w2', version: 'a' },
        { key: 'w1', version: 'a' },
      ],
      load,
    );
    expect(parse(first.bytes)).toEqual(flat());
    expect(loads).toEqual([['w3', 'w2', 'w1']]);

    rows.set('w1', [{ id: 1, text: 'un, changé' }]);
    rows.delete('w2');
    rows.set('w4', [{ id: 6, text: 'six' }]);
    const next = [
      { key: 'w4', version: 'a' },
      { key: 'w3', version: 'a' },
      { key: 'w2', version: 'b' },
      { key: 'w1', version: 'b' },
    ];
    const second = await chunks.assemble(next, load);
    expect(parse(second.bytes)).toEqual([{ id: 6, text: 'six' }, ...rows.get('w3')!, { id: 1, text: 'un, changé' }]);
    expect(loads[1]).toEqual(['w4', 'w2', 'w1']);
    expect(second.made.etag).not.toBe(first.made.etag);

    // Nothing changed (the emptied chunk is no longer listed, as the versions' query would): nothing is read again.
    const third = await chunks.assemble(
      next.filter(({ key }) => key !== 'w2'),
      load,
    );
    expect(third.bytes.equals(second.bytes)).toBe(true);
    expect(third.made.etag).toBe(second.made.etag);
    expect(loads).toHaveLength(2);
    const empty = await chunks.assemble([], load);
    expect(empty.bytes.toString()).toBe('[]');
    expect(zlib.gunzipSync(empty.made.gzip!).toString()).toBe('[]');
  });

  it('always answers what JSON.stringify answers for the current items, its gzip bytes inflate to it, and its ETag stands for it', async () => {
    const step = fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd'), version: fc.constantFrom('1', '2'), size: fc.integer({ min: 0, max: 3 }) }), {
      maxLength: 5,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const chunks = new JsonArrayChunks<Item>();
        const bytesOf = new Map<string, string>();
        for (const entries of steps) {
          const unique = [...new Map(entries.map((entry) => [entry.key, entry])).values()];
          // Each (key, version) always stands for the same items, as a set of row revisions does.
          const itemsOf = ({ key, version, size }: (typeof unique)[number]) =>
            Array.from({ length: size }, (_, i) => ({ id: i, text: `${key}${version}${size} «${i}»` }));
          const load = async (keys: string[]) => new Map(keys.map((key) => [key, itemsOf(unique.find((e) => e.key === key)!)]));
          const answer = await chunks.assemble(
            unique.map(({ key, version, size }) => ({ key, version: `${version}.${size}` })),
            load,
          );
          const expected = JSON.stringify(unique.flatMap(itemsOf));
          expect(answer.bytes.toString('utf8')).toBe(expected);
          expect(zlib.gunzipSync(answer.made.gzip!).toString('utf8')).toBe(expected);
          // An ETag stands for one answer's bytes only.
          const known = bytesOf.get(answer.made.etag!);
          if (known !== undefined) expect(known).toBe(expected);
          bytesOf.set(answer.made.etag!, expected);
        }
      }),
    );
  });
});
