import { ContestPageView } from '../components/contest-page-view';
import { CONTEST_VIEWS } from '../contest-views';

/** /alea-sorting: the random draw (public-pages.md §2). */
export function AleaSortingPage() {
  return <ContestPageView view={CONTEST_VIEWS.aleaSorting} />;
}
