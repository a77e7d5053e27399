import { PlaceholderPage } from '../../../components/placeholder-page';

// Placeholder: the page content comes with its own issue.
export function BouldersPage() {
  return <PlaceholderPage title="Détail blocs" />;
}
