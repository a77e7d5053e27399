import { ContestPageView } from '../components/contest-page-view';
import { CONTEST_VIEWS } from '../contest-views';

/** /contest-junior: the junior contest ranking (public-pages.md §2). */
export function ContestJuniorPage() {
  return <ContestPageView view={CONTEST_VIEWS.contestJunior} />;
}
