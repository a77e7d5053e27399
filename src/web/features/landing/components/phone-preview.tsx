import { useT } from '../../../lib/i18n';
import { publicCatalog } from '../../../lib/catalogs/public';
import classes from './phone-preview.module.css';

const ROWS = [
  { rank: 1, name: 'Léa M.', gym: 'Gaston Bloc Lyon', value: 87 },
  { rank: 2, name: 'Hugo B.', gym: 'Gaston Bloc Lyon', value: 81 },
  { rank: 3, name: 'Inès R.', gym: 'Vertical Grenoble', value: 76 },
  { rank: 4, name: 'Tom D.', gym: 'Gaston Bloc Villeurbanne', value: 70 },
  { rank: 5, name: 'Maya L.', gym: 'Gaston Bloc Lyon', value: 64 },
] as const;

/** A drawing of the app's monthly ranking in a phone frame (decorative: the real one is /monthly-challenge). */
export function PhonePreview() {
  const t = useT(publicCatalog);
  return (
    <div className={classes.stage} aria-hidden="true">
      <div className={classes.phone}>
        <div className={classes.notch} />
        <div className={classes.screen}>
          <p className={classes.appTitle}>{t('layout.challenges')}</p>
          <div className={classes.tabs}>
            <span className={classes.tabActive}>Gaston Index</span>
            <span>{t('preview.ranking')}</span>
          </div>
          <ol className={classes.rows}>
            {ROWS.map((row) => (
              <li key={row.rank} className={classes.row}>
                <span className={classes.rank} data-rank={row.rank}>
                  {row.rank}
                </span>
                <span className={classes.avatar}>{row.name[0]}</span>
                <span className={classes.who}>
                  <strong>{row.name}</strong>
                  <small className={classes.gym}>{row.gym}</small>
                  <span className={classes.bar}>
                    <span style={{ width: `${row.value}%` }} />
                  </span>
                </span>
                <span className={classes.value}>{row.value}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className={classes.toast}>
        <span className={classes.toastIcon}>✓</span>
        <span>
          <strong>{t('preview.toast')}</strong>
          <small>{t('preview.toastBoulder')}</small>
        </span>
      </div>
    </div>
  );
}
