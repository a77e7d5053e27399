import { ContestPageView } from '../components/contest-page-view';
import { CONTEST_VIEWS } from '../contest-views';

/** /contestsametime: the contest ranking, same-time variant (public-pages.md §2). */
export function ContestSameTimePage() {
  return <ContestPageView view={CONTEST_VIEWS.contestSameTime} />;
}
