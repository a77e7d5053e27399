import { ContestPageView } from '../components/contest-page-view';
import { CONTEST_VIEWS } from '../contest-views';

/** /defi-gaston: the vertical-gain challenge ranking (public-pages.md §2). */
export function DefiGastonPage() {
  return <ContestPageView view={CONTEST_VIEWS.defiGaston} />;
}
