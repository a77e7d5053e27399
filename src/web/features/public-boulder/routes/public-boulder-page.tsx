import { Link, useParams } from 'react-router';
import { climberGymPath, paths } from '../../../config/paths';
import { AppQueryProvider } from '../../../api/query-provider';
import { formatInputDate } from '../../../../shared/domain/dates';
import { usePublicBoulder } from '../api/get-public-boulder';
import classes from './public-boulder-page.module.css';

const starsText = (average: number) => '★★★★★'.slice(0, Math.round(average)) + '☆☆☆☆☆'.slice(0, 5 - Math.round(average));

/** /b/{code}: the page a label's QR code opens (route-setting.md §2), for anyone, nothing about people. */
export function PublicBoulderPage() {
  // The public layout carries no query client (the landing page needs none): this page brings its own.
  return (
    <AppQueryProvider>
      <PublicBoulder />
    </AppQueryProvider>
  );
}

function PublicBoulder() {
  const code = useParams().code ?? '';
  const boulder = usePublicBoulder(code);

  if (boulder.isError) {
    return (
      <section className={classes.page}>
        <div className={classes.card}>
          <h1>Bloc introuvable</h1>
          <p className={classes.eyebrow}>Aucun bloc ne porte le code « {code} ». Vérifie l'étiquette, ou demande à l'accueil de la salle.</p>
        </div>
      </section>
    );
  }
  const data = boulder.data;
  if (!data) {
    return (
      <section className={classes.page} aria-busy="true">
        <div className={classes.card}>
          <p className={classes.eyebrow}>Chargement du bloc…</p>
        </div>
      </section>
    );
  }
  const { difficulty } = data;
  const disc = difficulty.color_2 ? `linear-gradient(90deg, ${difficulty.color_1} 50%, ${difficulty.color_2} 50%)` : difficulty.color_1;
  return (
    <section className={classes.page} aria-labelledby="boulder-title">
      <article className={classes.card}>
        <p className={classes.eyebrow}>
          {data.gym.name} · secteur {data.sector.name}
        </p>
        <h1 id="boulder-title">{data.name}</h1>
        {!data.active && <p className={classes.closed}>Ce bloc a été démonté.</p>}
        {data.picture && <img className={classes.photo} src={data.picture} alt={`Photo du bloc ${data.name}`} />}
        <dl className={classes.facts}>
          <dt>Circuit</dt>
          <dd>
            <span className={classes.disc} style={{ background: disc }} aria-hidden="true" />
            {difficulty.name}
          </dd>
          {data.holdColor && (
            <>
              <dt>Prises</dt>
              <dd data-testid="hold-color">
                <span className={classes.disc} style={{ background: data.holdColor.code }} aria-hidden="true" />
                {data.holdColor.name}
              </dd>
            </>
          )}
          <dt>Niveau</dt>
          <dd>{data.grade}</dd>
          <dt>Ouvert le</dt>
          <dd>{formatInputDate(data.openingDate)}</dd>
          <dt>Note</dt>
          <dd>
            {data.rating.average === null ? (
              'Pas encore de note'
            ) : (
              <>
                <span className={classes.stars} aria-hidden="true">
                  {starsText(data.rating.average)}
                </span>{' '}
                {String(data.rating.average).replace('.', ',')} / 5 ({data.rating.count} avis)
              </>
            )}
          </dd>
        </dl>
        {data.active && (
          <Link className={classes.log} to={`${climberGymPath(data.gym.id)}?code=${encodeURIComponent(data.code)}`}>
            Ouvrir ce bloc dans l’app Gaston
          </Link>
        )}
        <a className={data.active ? classes.store : classes.log} href={paths.redirectStore.path}>
          Télécharger l’app mobile Gaston
        </a>
      </article>
    </section>
  );
}
