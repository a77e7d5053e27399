import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-client';
import { withAppQueries } from '../../../api/with-app-queries';
import { useOccupancy, useOccupancyHistory } from '../../../api/occupancy';
import { BestMoments, CrowdNow } from '../../../components/crowd-level';
import { climberGymPath, paths } from '../../../config/paths';
import { occupancyCatalog } from '../../../lib/catalogs/occupancy';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { usePublicGym } from '../api/get-public-gym';
import classes from './public-gym-page.module.css';

/** /salles/{gymId}: a gym's crowd level and best moments (docs/occupancy.md), for anyone; a gym may link it from its site. */
export const PublicGymPage = withAppQueries(PublicGym);

function PublicGym() {
  const t = useT(occupancyCatalog);
  const raw = Number(useParams().gymId);
  const gymId = Number.isInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : null;
  const gym = usePublicGym(gymId);
  useDocumentTitle(gym.data ? `${t('occupancy.page.tabTitle')} · ${gym.data.name}` : t('occupancy.page.tabTitle'));

  if (gymId === null || gym.isError) {
    return (
      <section className={classes.page}>
        <div className={classes.card}>
          <h1>{t('occupancy.page.notFound')}</h1>
          <p className={classes.eyebrow}>{t('occupancy.page.notFoundText')}</p>
          <a className={classes.app} href={paths.redirectStore.path}>
            {t('occupancy.page.download')}
          </a>
        </div>
      </section>
    );
  }
  if (!gym.data) {
    return (
      <section className={classes.page} aria-busy="true">
        <div className={classes.card}>
          <p className={classes.eyebrow}>{t('occupancy.page.loading')}</p>
        </div>
      </section>
    );
  }
  return (
    <section className={classes.page} aria-labelledby="gym-title">
      <article className={classes.card}>
        <div>
          <p className={classes.eyebrow}>{gym.data.city ? t('occupancy.page.eyebrow', { city: gym.data.city }) : t('occupancy.page.eyebrowNoCity')}</p>
          <h1 id="gym-title">{gym.data.name}</h1>
        </div>
        <GymCrowd gymId={gym.data.id} />
        <Link className={classes.app} to={climberGymPath(gym.data.id)}>
          {t('occupancy.page.openInApp')}
        </Link>
        <a className={classes.store} href={paths.redirectStore.path}>
          {t('occupancy.page.download')}
        </a>
      </article>
    </section>
  );
}

function GymCrowd({ gymId }: { gymId: number }) {
  const t = useT(occupancyCatalog);
  const now = useOccupancy(gymId);
  const off = now.error instanceof ApiError && now.error.status === 404;
  const history = useOccupancyHistory(gymId, !off);
  if (off) return <p className={classes.eyebrow}>{t('occupancy.page.off')}</p>;
  if (!now.data || !history.data) return <p className={classes.eyebrow}>{t('occupancy.loading')}</p>;
  return (
    <>
      <CrowdNow occupancy={now.data} />
      <BestMoments hours={history.data} />
    </>
  );
}
