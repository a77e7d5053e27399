interface BrandMarkProps {
  /** Pixel size of the square mark. */
  size?: number;
}

/**
 * The Gaston mark (the favicon's drawing: a boulder and the sun) as plain SVG, for the public pages that
 * are built without Mantine (components/logo.tsx draws the same mark with Mantine's layout helpers).
 */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b6b5d" />
      <path d="M10 50 L26 18 L34 32 L40 24 L54 50 Z" fill="#e6f7f2" />
      <path d="M26 18 L31 28 L27 31 L22 26 Z" fill="#7fd1bd" />
      <circle cx="44" cy="17" r="5" fill="#f2b84b" />
    </svg>
  );
}
