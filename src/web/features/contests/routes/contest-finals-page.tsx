import { ContestPageView } from '../components/contest-page-view';
import { CONTEST_VIEWS } from '../contest-views';

/** /contest-finals: the finals ranking, by tops, zones and tries (public-pages.md §2). */
export function ContestFinalsPage() {
  return <ContestPageView view={CONTEST_VIEWS.contestFinals} />;
}
