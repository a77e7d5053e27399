import type { KeyboardEvent, MouseEvent } from 'react';
import type { PlanPosition } from '../../shared/contract/boulder-writes';

/** The gym's plan as drawn in Paramètres › Secteurs: its picture and the sectors' outlines, in one frame. */
export interface PlanFrame {
  picture: string | null;
  width: number;
  height: number;
  sectors: { id: number; name: string; paths: string[] }[];
}

const STEP = 0.01;

/**
 * 'Position sur le plan': a click on the plan places the boulder there (fractions of the plan's width
 * and height); the arrow keys move it (Shift: five times further), so that the keyboard can place it
 * too. The boulder's sector is drawn darker.
 */
export function PlanPositionPicker({
  frame,
  value,
  sectorId,
  label,
  color,
  others = [],
  onChange,
}: {
  frame: PlanFrame;
  value: PlanPosition | null;
  /** Other boulders already placed (a setting day's other rows), drawn faded. */
  others?: PlanPosition[];
  sectorId: number | null;
  /** The accessible name of the plan, saying where the pin is. */
  label: string;
  color: string;
  onChange: (position: PlanPosition) => void;
}) {
  const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
  const place = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const from = value ?? { x: 0.5, y: 0.5 };
    const step = event.shiftKey ? STEP * 5 : STEP;
    onChange({ x: clamp(from.x + move[0] * step), y: clamp(from.y + move[1] * step) });
  };
  const { width, height } = frame;
  const radius = Math.max(width, height) / 70;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="application"
      aria-label={label}
      tabIndex={0}
      onClick={place}
      onKeyDown={nudge}
      style={{ display: 'block', cursor: 'crosshair', background: '#f8f9fa', borderRadius: 8, border: '1px solid #dee2e6' }}
      data-testid="plan-position-picker"
    >
      {frame.picture && <image href={frame.picture} x={0} y={0} width={width} height={height} preserveAspectRatio="xMidYMid slice" opacity={0.55} />}
      {frame.sectors.map((sector) =>
        sector.paths.map((d, index) => (
          <path
            key={`${sector.id}-${index}`}
            d={d}
            fill={sector.id === sectorId ? 'rgba(11, 107, 93, 0.3)' : 'rgba(11, 107, 93, 0.08)'}
            stroke="#0b6b5d"
            strokeWidth={sector.id === sectorId ? 4 : 1.5}
            style={{ pointerEvents: 'none' }}
          />
        )),
      )}
      {others.map((other, index) => (
        <circle key={index} cx={other.x * width} cy={other.y * height} r={radius * 0.8} fill="#868e96" opacity={0.7} style={{ pointerEvents: 'none' }} />
      ))}
      {value && (
        <g style={{ pointerEvents: 'none' }} data-testid="plan-pin">
          <circle cx={value.x * width} cy={value.y * height} r={radius * 1.5} fill="#fff" stroke="#212529" strokeWidth={radius / 3} />
          <circle cx={value.x * width} cy={value.y * height} r={radius} fill={color} />
        </g>
      )}
    </svg>
  );
}
