import { Box, Group } from '@mantine/core';
import { gradeIndex } from '../../shared/domain/grades';
import { levelNumber, subLevelMark, type LevelId } from '../../shared/domain/levels';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

export interface LevelMarksProps {
  /** 1, 2 or 3 marks filled (use `levelNumber(stored)` or `subLevelMarkOf(...)` to get it). */
  level: LevelId;
  /** Pixel height of the tallest mark. @default 16 */
  size?: number;
  /** Colour of the filled marks. @default the brand colour */
  color?: string;
  /** Accessible name. @default 'Niveau {level} sur 3' */
  label?: string;
}

/**
 * The sub-level as three marks of growing height, the first `level` ones filled
 * (docs/product.md › Back office: states: lower than the circuit's grade gives 1, equal 2, higher 3).
 */
export function LevelMarks({ level, size = 16, color = 'var(--mantine-color-gaston-7)', label }: LevelMarksProps) {
  const t = useT(backOfficeCatalog);
  const width = Math.max(4, Math.round(size / 3.2));
  return (
    <Group
      gap={Math.max(2, Math.round(size / 8))}
      align="flex-end"
      wrap="nowrap"
      role="img"
      aria-label={label ?? t('backOffice.niveauSur3', { level })}
      data-testid="level-marks"
      data-level={level}
      style={{ display: 'inline-flex', height: size }}
    >
      {[1, 2, 3].map((mark) => (
        <Box
          key={mark}
          data-filled={mark <= level}
          w={width}
          h={Math.round((size * (mark + 1)) / 4)}
          style={{
            borderRadius: 2,
            background: mark <= level ? color : 'var(--mantine-color-gray-3)',
          }}
        />
      ))}
    </Group>
  );
}

/** Marks of a stored level value (-1, 0, anything else → 1, 2, 3). */
export const levelMarksOfStored = (stored: number): LevelId => levelNumber(stored);

/**
 * Marks of a boulder's sub-level grade against its circuit's grade ('6A+' against '6A' gives 3);
 * null when either label is not on the grade scale.
 */
export function subLevelMarkOf(routeGrade: string, circuitGrade: string): LevelId | null {
  const route = gradeIndex(routeGrade);
  const circuit = gradeIndex(circuitGrade);
  return route === undefined || circuit === undefined ? null : subLevelMark(route, circuit);
}
