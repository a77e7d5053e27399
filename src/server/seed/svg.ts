/** Small deterministic SVG drawings: circuit icons, avatars, wall photos and the gym floor plans. */
import type { SectorOutline } from '../db/schema';
import { isLightColor } from '../../shared/domain/circuit-icon';
import type { Random } from './random';

const SVG_NS = "xmlns='http://www.w3.org/2000/svg'";

/** A compact `data:` URL: only the characters that break a URL are escaped. */
export function svgDataUrl(svg: string): string {
  const body = svg.replace(/\s+/g, ' ').replace(/[%#<>"]|[^\x20-\x7e]/g, (c) => encodeURIComponent(c));
  return `data:image/svg+xml;utf8,${body}`;
}

const isLight = isLightColor;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const AVATAR_BACKGROUNDS = ['#E8590C', '#1C7ED6', '#2F9E44', '#AE3EC9', '#F08C00', '#0C8599', '#C2255C', '#5C7CFA'];

export function avatar(firstName: string, lastName: string, rng: Random): string {
  const initials = escapeText(`${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase());
  const background = rng.pick(AVATAR_BACKGROUNDS);
  return svgDataUrl(
    `<svg ${SVG_NS} width='96' height='96' viewBox='0 0 96 96'><circle cx='48' cy='48' r='48' fill='${background}'/>` +
      `<text x='48' y='60' text-anchor='middle' font-family='Arial,sans-serif' font-size='36' font-weight='700' fill='#fff'>${initials}</text></svg>`,
  );
}

const WALL_TONES = ['#D9C7A7', '#C9D3DC', '#E6DFD3', '#B8C6B0', '#D7C2D0', '#CFD8E3'];
const HOLD_PALETTE = ['#FFD600', '#2E9E44', '#1E63D6', '#D62828', '#1A1A1A', '#7B3FB5', '#F28C1B', '#FFFFFF', '#F06EAA', '#7A4A21'];

function hold(rng: Random, x: number, y: number, size: number, color: string): string {
  const stroke = isLight(color) ? " stroke='#777' stroke-width='1'" : '';
  if (rng.chance(0.5)) {
    const rx = size * rng.float(0.8, 1.4);
    const ry = size * rng.float(0.5, 1);
    return `<ellipse cx='${x.toFixed(0)}' cy='${y.toFixed(0)}' rx='${rx.toFixed(0)}' ry='${ry.toFixed(0)}' fill='${color}'${stroke}/>`;
  }
  const points = [0, 1, 2, 3, 4]
    .map((k) => {
      const angle = (k / 5) * 2 * Math.PI + rng.float(-0.3, 0.3);
      const r = size * rng.float(0.6, 1.2);
      return `${(x + r * Math.cos(angle)).toFixed(0)},${(y + r * Math.sin(angle)).toFixed(0)}`;
    })
    .join(' ');
  return `<polygon points='${points}' fill='${color}'${stroke}/>`;
}

/**
 * A stylised photo of a sector wall: plywood panels seen from the mats, leaning more or less
 * according to the sector's main steepness (0 = slab ... 4 = roof).
 */
export function sectorPicture(rng: Random, steepness: number): string {
  const tone = rng.pick(WALL_TONES);
  // The top edge widens with the overhang: the wall leans towards the viewer.
  const lean = [-40, 0, 30, 70, 110][steepness] ?? 0;
  const left = 80;
  const right = 720;
  const wall = `M${left} 430L${left - lean} 40L${right + lean} 40L${right} 430Z`;
  const panels: string[] = [];
  for (let i = 1; i < 4; i++) {
    const bottom = left + ((right - left) * i) / 4;
    const top = left - lean + ((right - left + 2 * lean) * i) / 4;
    panels.push(`M${bottom.toFixed(0)} 430L${top.toFixed(0)} 40`);
  }
  for (const y of [170, 300]) {
    const t = (430 - y) / 390;
    panels.push(`M${(left - lean * t).toFixed(0)} ${y}L${(right + lean * t).toFixed(0)} ${y}`);
  }
  const shapes: string[] = [];
  const volumes = rng.int(2, 4);
  for (let i = 0; i < volumes; i++) {
    const x = rng.float(160, 640);
    const y = rng.float(100, 360);
    const s = rng.float(30, 60);
    shapes.push(
      `<polygon points='${x.toFixed(0)},${(y - s).toFixed(0)} ${(x + s).toFixed(0)},${(y + s * 0.7).toFixed(0)} ` +
        `${(x - s).toFixed(0)},${(y + s * 0.6).toFixed(0)}' fill='${rng.pick(['#9AA5B1', '#6C7A89', '#C8B89A', '#8FA98C'])}' opacity='0.9'/>`,
    );
  }
  const holds = rng.int(45, 65);
  for (let i = 0; i < holds; i++) {
    const y = rng.float(60, 415);
    const t = (430 - y) / 390;
    const x = rng.float(left - lean * t + 15, right + lean * t - 15);
    shapes.push(hold(rng, x, y, rng.float(6, 14), rng.pick(HOLD_PALETTE)));
  }
  return svgDataUrl(
    `<svg ${SVG_NS} width='800' height='500' viewBox='0 0 800 500'>` +
      `<rect width='800' height='500' fill='#EEF0F2'/>` +
      `<path d='${wall}' fill='${tone}' stroke='#8A8F96' stroke-width='3'/>` +
      `<path d='${panels.join('')}' stroke='#A69F92' stroke-width='1.5' fill='none'/>` +
      shapes.join('') +
      `<rect x='40' y='430' width='720' height='50' rx='6' fill='#2B3A67'/></svg>`,
  );
}

/** A photo of one boulder: its holds climb from the start tape to the top, among a few others. */
export function boulderPicture(rng: Random, holdColor: string): string {
  const tone = rng.pick(WALL_TONES);
  const shapes: string[] = [];
  // Holds of other boulders, faded so that this boulder's line stands out.
  shapes.push(`<g opacity='0.45'>`);
  for (let i = 0; i < 7; i++) shapes.push(hold(rng, rng.float(20, 280), rng.float(30, 370), rng.float(5, 9), rng.pick(HOLD_PALETTE)));
  shapes.push('</g>');
  const moves = rng.int(6, 10);
  let x = rng.float(90, 210);
  let start = '';
  for (let i = 0; i < moves; i++) {
    const y = 350 - (i * 300) / (moves - 1);
    x = Math.min(270, Math.max(30, x + rng.float(-55, 55)));
    shapes.push(hold(rng, x, y, rng.float(12, 19), holdColor));
    if (i === 0)
      start =
        `<path d='M${(x - 18).toFixed(0)} ${(y + 16).toFixed(0)}l10 -8M${(x + 8).toFixed(0)} ${(y + 8).toFixed(0)}l10 8' stroke='#E03131' ` +
        `stroke-width='3'/>`;
  }
  return svgDataUrl(
    `<svg ${SVG_NS} width='300' height='400' viewBox='0 0 300 400'><rect width='300' height='400' fill='${tone}'/>` + shapes.join('') + start + `</svg>`,
  );
}

export interface PlanCell {
  outline: SectorOutline;
  labelX: number;
  labelY: number;
  points: [number, number][];
}

const PLAN_WIDTH = 1000;
const PLAN_HEIGHT = 600;

/**
 * Tiles the 1000×600 floor plan into `count` sectors: a row along the north wall and a row along
 * the south wall, separated by a crooked central wall. Cells are numbered around the room
 * (north row west to east, then south row east to west).
 */
export function planCells(rng: Random, count: number): PlanCell[] {
  const northCount = Math.ceil(count / 2);
  const southCount = count - northCount;
  const splits = (n: number) => {
    const list: number[] = [0];
    for (let i = 1; i < n; i++) list.push(Math.round((PLAN_WIDTH * i) / n + rng.float(-0.15, 0.15) * (PLAN_WIDTH / n)));
    list.push(PLAN_WIDTH);
    return list;
  };
  const slant = (list: number[]) => list.map((x, i) => (i === 0 || i === list.length - 1 ? x : x + Math.round(rng.float(-30, 30))));
  const northWall = splits(northCount);
  const northMiddle = slant(northWall);
  const southMiddle = splits(southCount);
  const southWall = slant(southMiddle);
  const middleXs = [...new Set([...northMiddle, ...southMiddle])].sort((a, b) => a - b);
  const middleY = new Map(middleXs.map((x) => [x, Math.round(PLAN_HEIGHT / 2 + rng.float(-35, 35))]));
  const between = (from: number, to: number) => middleXs.filter((x) => x > Math.min(from, to) && x < Math.max(from, to));

  const polygons: [number, number][][] = [];
  for (let i = 0; i < northCount; i++) {
    const [a0, a1, b0, b1] = [northWall[i]!, northWall[i + 1]!, northMiddle[i]!, northMiddle[i + 1]!];
    polygons.push([
      [a0, 0],
      [a1, 0],
      [b1, middleY.get(b1)!],
      ...between(b0, b1)
        .reverse()
        .map((x): [number, number] => [x, middleY.get(x)!]),
      [b0, middleY.get(b0)!],
    ]);
  }
  const south: [number, number][][] = [];
  for (let j = 0; j < southCount; j++) {
    const [c0, c1, d0, d1] = [southMiddle[j]!, southMiddle[j + 1]!, southWall[j]!, southWall[j + 1]!];
    south.push([
      [c0, middleY.get(c0)!],
      ...between(c0, c1).map((x): [number, number] => [x, middleY.get(x)!]),
      [c1, middleY.get(c1)!],
      [d1, PLAN_HEIGHT],
      [d0, PLAN_HEIGHT],
    ]);
  }
  polygons.push(...south.reverse());
  return polygons.map((points) => {
    const [cx, cy] = centroid(points);
    return {
      outline: { width: PLAN_WIDTH, height: PLAN_HEIGHT, paths: [`M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`] },
      labelX: Math.round(cx),
      labelY: Math.round(cy),
      points,
    };
  });
}

/**
 * A boulder's place on the plan (fractions of the frame, as boulders.plan_x/plan_y): a random point
 * of its sector's cell, pulled a little towards the middle so its pin stays off the walls, and away
 * from the sector's name. Null when no such point is found (a cell too small).
 */
export function spotInCell(rng: Random, cell: PlanCell): { x: number; y: number } | null {
  const xs = cell.points.map(([x]) => x);
  const ys = cell.points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let attempt = 0; attempt < 40; attempt++) {
    const [px, py] = [rng.float(minX, maxX), rng.float(minY, maxY)];
    const [x, y] = [cell.labelX + (px - cell.labelX) * 0.85, cell.labelY + (py - cell.labelY) * 0.85];
    const onLabel = Math.abs(x - cell.labelX) < 70 && Math.abs(y - cell.labelY) < 22;
    if (!onLabel && insidePolygon(cell.points, px, py) && insidePolygon(cell.points, x, y)) {
      return { x: Math.round((x / PLAN_WIDTH) * 1000) / 1000, y: Math.round((y / PLAN_HEIGHT) * 1000) / 1000 };
    }
  }
  return null;
}

/** Even-odd ray casting. */
function insidePolygon(points: [number, number][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function centroid(points: [number, number][]): [number, number] {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % points.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  return [x / (3 * area), y / (3 * area)];
}

/** The gym's overview picture: walls, mats, the central wall and the entrance (the app draws the sector names). */
export function floorPlan(cells: PlanCell[]): string {
  const middle = cells
    .flatMap((c) => c.points)
    .filter(([, y]) => y > 0 && y < PLAN_HEIGHT)
    .sort((a, b) => a[0] - b[0]);
  const spine = [...new Map(middle.map(([x, y]) => [x, y])).entries()].filter(([x]) => x >= 90 && x <= PLAN_WIDTH - 90);
  const spinePath = spine.length ? `M${spine.map(([x, y]) => `${x} ${y}`).join('L')}` : '';
  const boundaries = cells.map((c) => `<path d='${c.outline.paths[0]}' fill='none' stroke='#AEB7C2' stroke-width='2' stroke-dasharray='8 6'/>`);
  return svgDataUrl(
    `<svg ${SVG_NS} width='${PLAN_WIDTH}' height='${PLAN_HEIGHT}' viewBox='0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}'>` +
      `<rect width='${PLAN_WIDTH}' height='${PLAN_HEIGHT}' fill='#F4F1EA'/>` +
      `<rect x='18' y='18' width='${PLAN_WIDTH - 36}' height='${PLAN_HEIGHT - 36}' fill='none' stroke='#C5D3E8' stroke-width='60' opacity='0.8'/>` +
      (spinePath ? `<path d='${spinePath}' fill='none' stroke='#C5D3E8' stroke-width='90' stroke-linejoin='round' opacity='0.8'/>` : '') +
      boundaries.join('') +
      `<rect x='4' y='4' width='${PLAN_WIDTH - 8}' height='${PLAN_HEIGHT - 8}' fill='none' stroke='#343A40' stroke-width='8'/>` +
      (spinePath ? `<path d='${spinePath}' fill='none' stroke='#343A40' stroke-width='14' stroke-linejoin='round'/>` : '') +
      `<rect x='440' y='588' width='120' height='12' fill='#F4F1EA'/>` +
      `<text x='500' y='580' text-anchor='middle' font-family='Arial,sans-serif' font-size='16' fill='#868E96'>Accueil</text>` +
      `</svg>`,
  );
}
