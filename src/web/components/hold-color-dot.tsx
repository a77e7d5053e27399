import { luminance } from '@mantine/core';
import { INLINE_DISC_STYLE } from './difficulty-icon';

/** Colour ids drawn white, which need a border to show on a white page (docs/product.md › Back office: limits). */
export const WHITE_HOLD_COLOR_IDS: readonly number[] = [8, 11];

/**
 * White holds: ids 8 and 11; when only the code is known (top boulder cards answer gripColor
 * alone), any near-white code (the ivory of id 11 included).
 */
export function isWhiteHoldColor(colorId: number | null | undefined, colorCode: string | null | undefined): boolean {
  if (typeof colorId === 'number') return WHITE_HOLD_COLOR_IDS.includes(colorId);
  const code = colorCode?.trim().toLowerCase();
  if (!code) return false;
  // 0.78 of relative luminance: an sRGB grey of 230 and paler.
  return code === 'white' || (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(code) && luminance(code) >= 0.78);
}

export interface HoldColorDotProps {
  /** Colour code of the holds ('#FFD600'); null or empty draws a dashed empty dot. */
  colorCode: string | null | undefined;
  /** Colour id, when known (ids 8 and 11 are white). */
  colorId?: number | null;
  /** Pixel size. @default 16 */
  size?: number;
  /** Accessible name, e.g. 'Prises jaunes'. Without it the dot is decorative. */
  label?: string;
}

/** The hold colour of a boulder as a round swatch; white colours get a grey border. */
export function HoldColorDot({ colorCode, colorId, size = 16, label }: HoldColorDotProps) {
  const code = colorCode?.trim();
  const white = isWhiteHoldColor(colorId, code);
  const a11y = label ? { role: 'img', 'aria-label': label, title: label } : { 'aria-hidden': true };
  return (
    // A plain span: it stands in every row of the climbers' list (150 in a gym).
    <span
      data-testid="hold-color-dot"
      data-white={white || undefined}
      {...a11y}
      style={{
        ...INLINE_DISC_STYLE,
        width: size,
        height: size,
        background: code || 'transparent',
        border: white ? '1.5px solid var(--mantine-color-gray-5)' : code ? '1px solid rgba(0, 0, 0, 0.12)' : '1.5px dashed var(--mantine-color-gray-4)',
        boxSizing: 'border-box',
      }}
    />
  );
}
