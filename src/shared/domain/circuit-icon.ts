/** A circuit's symbol (raw SVG markup, shown inline): a disc, hexagon or square in the circuit colours. */
export type IconShape = 'circle' | 'hexagon' | 'square';

const OUTLINES: Record<IconShape, string> = {
  circle: 'M12 1.5a10.5 10.5 0 1 0 0 21a10.5 10.5 0 1 0 0-21z',
  hexagon: 'M12 1.5L21.1 6.75V17.25L12 22.5L2.9 17.25V6.75Z',
  square: 'M5 2H19A3 3 0 0 1 22 5V19A3 3 0 0 1 19 22H5A3 3 0 0 1 2 19V5A3 3 0 0 1 5 2Z',
};

/** Light enough that a white outline would vanish on it. */
export const isLightColor = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 0xff) + 0.114 * (n & 0xff) > 200;
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function difficultyIcon(shape: IconShape, color1: string, color2: string | null | undefined, label: string): string {
  const stroke = isLightColor(color1) || (color2 && isLightColor(color2)) ? '#5F6B7A' : '#FFFFFF';
  const outline = OUTLINES[shape];
  const fill = color2
    ? `<defs><clipPath id="c"><path d="${outline}"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="24" height="24" fill="${color1}"/><path d="M0 24L24 0V24Z" fill="${color2}"/></g>` +
      `<path d="${outline}" fill="none" stroke="${stroke}" stroke-width="1.2"/>`
    : `<path d="${outline}" fill="${color1}" stroke="${stroke}" stroke-width="1.2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" role="img">` + `<title>${escapeText(label)}</title>${fill}</svg>`;
}

/** The shape of a symbol drawn by difficultyIcon, so that a recoloured circuit keeps it (a disc otherwise). */
export function iconShapeOf(svg: string): IconShape {
  return (Object.keys(OUTLINES) as IconShape[]).find((shape) => svg.includes(OUTLINES[shape])) ?? 'circle';
}
