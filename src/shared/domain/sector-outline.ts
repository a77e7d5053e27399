/** A sector's outline on the gym's plan as SVG path text: written and read back as points, and where its name goes. */

export const outlinePath = (points: readonly (readonly [number, number])[]) => `M${points.map(([x, y]) => `${roundTenth(x)} ${roundTenth(y)}`).join('L')}Z`;
/** Plan coordinates are kept to a tenth. */
export const roundTenth = (n: number) => Math.round(n * 10) / 10;

/** The points of an outline path as this module and the demo write it ('M x yL x y…Z'); other commands are not read. */
export function outlinePoints(path: string): [number, number][] {
  const body = path.trim().replace(/^M/, '').replace(/Z$/i, '');
  return body
    .split('L')
    .map((pair) =>
      pair
        .trim()
        .split(/[\s,]+/)
        .map(Number),
    )
    .filter((pair): pair is [number, number] => pair.length === 2 && pair.every(Number.isFinite));
}

/** Where the sector's name is written on the plan: the polygon's centroid (its vertices' mean when it has no area). */
export function labelPoint(points: readonly (readonly [number, number])[]): [number, number] {
  let area = 0;
  let cx = 0;
  let cy = 0;
  points.forEach(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  });
  if (Math.abs(area) < 1e-9) return [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
  return [cx / (3 * area), cy / (3 * area)];
}
