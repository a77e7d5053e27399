/**
 * The six seeded contest pages of docs/product.md › Public pages: screens, in one module: one chunk and one dynamic import
 * for all six keep the entry every page loads small.
 */
import { ContestPageView } from '../components/contest-page-view';
import { CONTEST_VIEWS } from '../contest-views';

/** /defi-gaston: the vertical-gain challenge. */
export function DefiGastonPage() {
  return <ContestPageView view={CONTEST_VIEWS.defiGaston} />;
}

/** /contest: the contest ranking. */
export function ContestPage() {
  return <ContestPageView view={CONTEST_VIEWS.contest} />;
}

/** /contestsametime: the contest of the other gym, at the same time. */
export function ContestSameTimePage() {
  return <ContestPageView view={CONTEST_VIEWS.contestSameTime} />;
}

/** /contest-junior: the junior contest ranking. */
export function ContestJuniorPage() {
  return <ContestPageView view={CONTEST_VIEWS.contestJunior} />;
}

/** /contest-finals: the finals ranking, by tops, zones and tries. */
export function ContestFinalsPage() {
  return <ContestPageView view={CONTEST_VIEWS.contestFinals} />;
}

/** /alea-sorting: the random draw. */
export function AleaSortingPage() {
  return <ContestPageView view={CONTEST_VIEWS.aleaSorting} />;
}
