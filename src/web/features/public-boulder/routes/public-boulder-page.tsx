import { Link, useParams } from 'react-router';
import { climberGymPath, paths } from '../../../config/paths';
import { withAppQueries } from '../../../api/with-app-queries';
import { useLocale, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { boulderCatalog } from '../../../lib/catalogs/boulder';
import { formatDay, formatNumber } from '../../../lib/locale-format';
import { usePublicBoulder } from '../api/get-public-boulder';
import classes from './public-boulder-page.module.css';

const starsText = (average: number) => '★★★★★'.slice(0, Math.round(average)) + '☆☆☆☆☆'.slice(0, 5 - Math.round(average));

/** /b/{code}: the page a label's QR code opens (docs/product.md › Route setting: screens), for anyone, nothing about people. */
export const PublicBoulderPage = withAppQueries(PublicBoulder);

function PublicBoulder() {
  const t = useT(boulderCatalog);
  useDocumentTitle(t('tabTitle'));
  const locale = useLocale();
  const code = useParams().code ?? '';
  const boulder = usePublicBoulder(code);

  if (boulder.isError) {
    return (
      <section className={classes.page}>
        <div className={classes.card}>
          <h1>{t('notFound.title')}</h1>
          <p className={classes.eyebrow}>{t('notFound.text', { code })}</p>
        </div>
      </section>
    );
  }
  const data = boulder.data;
  if (!data) {
    return (
      <section className={classes.page} aria-busy="true">
        <div className={classes.card}>
          <p className={classes.eyebrow}>{t('loadingBoulder')}</p>
        </div>
      </section>
    );
  }
  const { difficulty } = data;
  const disc = difficulty.color_2 ? `linear-gradient(90deg, ${difficulty.color_1} 50%, ${difficulty.color_2} 50%)` : difficulty.color_1;
  return (
    <section className={classes.page} aria-labelledby="boulder-title">
      <article className={classes.card}>
        <p className={classes.eyebrow}>{t('where', { gym: data.gym.name, sector: data.sector.name })}</p>
        <h1 id="boulder-title">{data.name}</h1>
        {!data.active && <p className={classes.closed}>{t('dismantled')}</p>}
        {data.picture && <img className={classes.photo} src={data.picture} alt={t('photo', { name: data.name })} />}
        <dl className={classes.facts}>
          <dt>{t('circuit')}</dt>
          <dd>
            <span className={classes.disc} style={{ background: disc }} aria-hidden="true" />
            {difficulty.name}
          </dd>
          {data.holdColor && (
            <>
              <dt>{t('holds')}</dt>
              <dd data-testid="hold-color">
                <span className={classes.disc} style={{ background: data.holdColor.code }} aria-hidden="true" />
                {data.holdColor.name}
              </dd>
            </>
          )}
          <dt>{t('grade')}</dt>
          <dd>{data.grade}</dd>
          <dt>{t('opened')}</dt>
          <dd>{formatDay(data.openingDate, locale)}</dd>
          <dt>{t('rating')}</dt>
          <dd>
            {data.rating.average === null ? (
              t('noRating')
            ) : (
              <>
                <span className={classes.stars} aria-hidden="true">
                  {starsText(data.rating.average)}
                </span>{' '}
                {t('ratingValue', { average: formatNumber(data.rating.average, locale), count: data.rating.count })}
              </>
            )}
          </dd>
        </dl>
        {data.active && (
          <Link className={classes.log} to={`${climberGymPath(data.gym.id)}?code=${encodeURIComponent(data.code)}`}>
            {t('openInApp')}
          </Link>
        )}
        <a className={data.active ? classes.store : classes.log} href={paths.redirectStore.path}>
          {t('download')}
        </a>
      </article>
    </section>
  );
}
