/**
 * Sector names on the app's plan that stay inside their sector: on a phone the plan is a third of its
 * width on a desktop, and a name kept readable (WCAG 1.4.3: 14 px, 12 px at the least) ran over its
 * neighbours' ('Le Grand Dévers' over 'La Dalle') or past the plan's edge. A name is wrapped on its spaces
 * and hyphens to the sector's width, at the largest size from `sizes` (plan units, largest first) at
 * which every line fits in two lines at most (else in more); if none fits, the smallest size is used.
 */

/** The width of a text at a size, both in plan units. */
export type MeasureText = (text: string, size: number) => number;

export interface PlanLabel {
  lines: string[];
  size: number;
  /** Where the lines are centred, moved inside the plan when a line would cross its edge. */
  x: number;
}

/** The horizontal extent of an outline drawn with absolute coordinates ('M0 0L207 0L221 278Z'). */
export function outlineSpan(outline: string): { left: number; right: number } | null {
  const numbers = outline.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, index) => index % 2 === 0);
  return xs.length > 0 ? { left: Math.min(...xs), right: Math.max(...xs) } : null;
}

/** The words of a name, a hyphenated word breakable after each hyphen ('Croix-Rousse' → 'Croix-', 'Rousse'). */
const pieces = (name: string) => name.split(/\s+/).flatMap((word) => word.split(/(?<=-)/));

function wrap(name: string, width: number, size: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const piece of pieces(name)) {
    const last = lines.at(-1);
    const joined = last === undefined ? piece : last.endsWith('-') ? last + piece : `${last} ${piece}`;
    if (last !== undefined && measure(joined, size) <= width) lines[lines.length - 1] = joined;
    else lines.push(piece);
  }
  return lines;
}

export function planLabel(
  name: string,
  { x, span, planWidth, sizes, measure }: { x: number; span: { left: number; right: number } | null; planWidth: number; sizes: number[]; measure: MeasureText },
): PlanLabel {
  const room = span ? (span.right - span.left) * 0.92 : planWidth;
  const fits = (lines: string[], size: number) => lines.every((line) => measure(line, size) <= room);
  const tries = sizes.map((size) => ({ lines: wrap(name, room, size, measure), size }));
  // Two lines at a smaller size read better than three at a larger one; the sector's height is short too.
  const chosen = tries.find(({ lines, size }) => lines.length <= 2 && fits(lines, size)) ?? tries.find(({ lines, size }) => fits(lines, size)) ?? tries.at(-1)!;
  const half = Math.max(...chosen.lines.map((line) => measure(line, chosen.size))) / 2;
  return { ...chosen, x: Math.min(Math.max(x, half), planWidth - half) };
}

/** A bold text's width from a canvas in the page's font; an estimate (0.6 em a character) where no canvas draws (tests). */
export function canvasMeasure(fontFamily: string): MeasureText {
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  return (text, size) => {
    if (!context) return text.length * size * 0.6;
    context.font = `700 ${size}px ${fontFamily}`;
    return context.measureText(text).width;
  };
}
