import { ContestPageView } from '../components/contest-page-view';
import { CONTEST_VIEWS } from '../contest-views';

/** /contest: the contest ranking (public-pages.md §2). */
export function ContestPage() {
  return <ContestPageView view={CONTEST_VIEWS.contest} />;
}
