import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../app/paths';

// Placeholder: the page content comes with its own issue.
export function PasswordChangePage() {
  return <PlaceholderPage title={paths.passwordChange.title} />;
}
