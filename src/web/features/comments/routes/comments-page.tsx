import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../app/paths';

// Placeholder: the page content comes with its own issue.
export function CommentsPage() {
  return <PlaceholderPage title={paths.comments.title} />;
}
