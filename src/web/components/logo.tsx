import { Group, Text } from '@mantine/core';

interface LogoProps {
  /** Pixel size of the mark. */
  size?: number;
  /** Text colour of the word mark (e.g. white on the brand panel). */
  c?: string;
  withText?: boolean;
  /** On a dark brand background: a light outline so the mark stands out. */
  inverted?: boolean;
}

/** The Gaston mark (the favicon's drawing: a boulder and the sun) and the word mark. */
export function Logo({ size = 32, c, withText = true, inverted = false }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" align="center">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b6b5d" />
        {inverted && <rect x="1.5" y="1.5" width="61" height="61" rx="12.5" fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="3" />}
        <path d="M10 50 L26 18 L34 32 L40 24 L54 50 Z" fill="#e6f7f2" />
        <path d="M26 18 L31 28 L27 31 L22 26 Z" fill="#7fd1bd" />
        <circle cx="44" cy="17" r="5" fill="#f2b84b" />
      </svg>
      {withText && (
        <Text component="span" fw={800} fz={Math.round(size * 0.62)} lts={-0.5} c={c}>
          Gaston
        </Text>
      )}
    </Group>
  );
}
