import classes from './spinner.module.css';

interface SpinnerProps {
  /** Pixel size of the ring. */
  size?: number;
  /** Placement within the button (the ring itself is drawn here). */
  className?: string;
}

/** The busy sign of a plain (non-Mantine) button while its call runs; decorative, so hidden from assistive technologies. */
export function Spinner({ size = 16, className }: SpinnerProps) {
  return <span className={className ? `${classes.spinner} ${className}` : classes.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
