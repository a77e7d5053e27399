import { Group, Text } from '@mantine/core';
import { BrandMark } from './brand-mark';

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
      <BrandMark size={size} inverted={inverted} />
      {withText && (
        <Text component="span" fw={800} fz={Math.round(size * 0.62)} lts={-0.5} c={c}>
          Gaston
        </Text>
      )}
    </Group>
  );
}
