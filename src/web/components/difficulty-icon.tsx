import { Box } from '@mantine/core';
import { useState } from 'react';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A round mark that sits in a line of text (circuit discs, hold colour dots). */
export const INLINE_DISC_STYLE = { display: 'inline-block', flex: 'none', verticalAlign: 'middle', borderRadius: '50%' } as const;

/**
 * The svg text as an image address. An <img> never runs scripts or reaches the page, so an svg
 * stored in the database cannot inject anything; the namespace is added when missing because an
 * <img> does not draw an svg without it. Null when the text is not an svg.
 */
export function svgDataUrl(svg: string | null | undefined): string | null {
  const text = svg?.trim();
  if (!text || !/^<svg[\s>]/i.test(text)) return null;
  const withNamespace = /\sxmlns\s*=/.test(text.slice(0, text.indexOf('>') + 1)) ? text : text.replace(/^<svg/i, `<svg xmlns="${SVG_NAMESPACE}"`);
  return `data:image/svg+xml;utf8,${encodeURIComponent(withNamespace)}`;
}

export interface DifficultyIconProps {
  /** The gym difficulty's svg (gym_difficulty.svg, difficultySvg). */
  svg?: string | null;
  /** Fallback colours when there is no usable svg: one colour, or two halves. */
  color1?: string | null;
  color2?: string | null;
  /** The difficulty's name, read by screen readers; without it the icon is decorative. */
  name?: string;
  /** Pixel size. @default 24 */
  size?: number;
}

/** A circuit's symbol: the gym's own svg, or a disc of its colours when the svg is missing or broken. */
export function DifficultyIcon({ svg, color1, color2, name, size = 24 }: DifficultyIconProps) {
  const source = svgDataUrl(svg);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const a11y = name ? { role: 'img', 'aria-label': name, title: name } : { 'aria-hidden': true };

  if (source && failedSource !== source) {
    return (
      <img
        src={source}
        width={size}
        height={size}
        alt={name ?? ''}
        title={name}
        data-testid="difficulty-icon"
        style={{ display: 'inline-block', flex: 'none', verticalAlign: 'middle' }}
        onError={() => setFailedSource(source)}
      />
    );
  }

  const first = color1 || 'var(--mantine-color-gray-4)';
  const background = color2 ? `linear-gradient(135deg, ${first} 50%, ${color2} 50%)` : first;
  return (
    <Box
      component="span"
      data-testid="difficulty-icon"
      {...a11y}
      w={size}
      h={size}
      style={{
        ...INLINE_DISC_STYLE,
        background,
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
      }}
    />
  );
}

/** A gym difficulty as the calls answer it (a route's gym_difficulty, a circuit). */
export interface Circuit {
  svg: string;
  color_1: string;
  color_2: string | null;
  name: string;
}

/** The icon of a gym difficulty, named for screen readers by its name unless `name` says otherwise. */
export function CircuitIcon({ circuit, name = circuit.name, size }: { circuit: Circuit; name?: string; size?: number }) {
  return <DifficultyIcon svg={circuit.svg} color1={circuit.color_1} color2={circuit.color_2} name={name} size={size} />;
}
