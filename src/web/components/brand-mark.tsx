interface BrandMarkProps {
  /** Pixel size of the square mark. */
  size?: number;
  /** On a dark brand background: a light outline so the mark stands out. */
  inverted?: boolean;
}

/**
 * The Gaston mark (the favicon's drawing: a boulder and the sun) as plain SVG: the pages built without
 * Mantine use it alone, and components/logo.tsx sets it beside the word mark.
 */
export function BrandMark({ size = 32, inverted = false }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b6b5d" />
      {inverted && <rect x="1.5" y="1.5" width="61" height="61" rx="12.5" fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="3" />}
      <path d="M10 50 L26 18 L34 32 L40 24 L54 50 Z" fill="#e6f7f2" />
      <path d="M26 18 L31 28 L27 31 L22 26 Z" fill="#7fd1bd" />
      <circle cx="44" cy="17" r="5" fill="#f2b84b" />
    </svg>
  );
}
