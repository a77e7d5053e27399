import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../app/paths';

// Placeholder: the page content comes with its own issue.
export function UserDeletionInfosPage() {
  return <PlaceholderPage title={paths.userDeletionInfos.title} />;
}
