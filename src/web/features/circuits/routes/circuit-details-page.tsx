import { Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { getCircuitDifficulty } from '../../../lib/storage';

// Placeholder: the page content comes with its own issue.
export function CircuitDetailsPage() {
  const difficulty = getCircuitDifficulty();
  // back-office.md §2: without a chosen difficulty, back to the overview.
  if (!difficulty) return <Navigate to={paths.circuitsOverview.path} replace />;
  return <PlaceholderPage title={paths.circuitDetails.title} subtitle={difficulty.name} />;
}
