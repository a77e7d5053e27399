import type { CircuitHeader } from '../../../../shared/contract/circuits';
import { getCircuitDifficulty, setCircuitDifficulty, type StoredDifficulty } from '../../../lib/storage';

/** What /circuits-overview remembers for /circuits-details: enough to draw the header before the call answers. */
export interface ChosenCircuit extends StoredDifficulty {
  id: number;
  name: string;
  gymId: number;
  svg?: string;
  color_1?: string;
  color_2?: string | null;
}

/** Remembers the clicked circuit (docs/product.md › Back office: screens: 'remembers the chosen difficulty'). */
export function chooseCircuit(header: CircuitHeader, gymId: number) {
  setCircuitDifficulty({ id: header.id, name: header.name, gymId, svg: header.svg, color_1: header.color_1, color_2: header.color_2 } satisfies ChosenCircuit);
}

/**
 * The circuit chosen for this gym, or null: nothing chosen yet, or a circuit of another gym (after
 * a gym switch), which the details page must not ask for.
 */
export function chosenCircuitOf(gymId: number | null): ChosenCircuit | null {
  const stored = getCircuitDifficulty();
  if (!stored) return null;
  // Older entries kept only the difficulty: they are taken as belonging to the current gym.
  const storedGym = typeof stored.gymId === 'number' ? stored.gymId : gymId;
  if (gymId !== null && storedGym !== gymId) return null;
  return {
    ...stored,
    id: stored.id,
    name: typeof stored.name === 'string' ? stored.name : '',
    gymId: storedGym ?? 0,
  };
}
