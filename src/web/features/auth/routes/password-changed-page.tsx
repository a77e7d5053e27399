import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../app/paths';

// Placeholder: the page content comes with its own issue.
export function PasswordChangedPage() {
  return <PlaceholderPage title={paths.passwordChanged.title} />;
}
