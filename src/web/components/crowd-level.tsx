import type { Occupancy, OccupancyHour } from '../../shared/contract/occupancy';
import { OCCUPANCY_LEVELS, type OccupancyLevel } from '../../shared/domain/occupancy';
import { useLocale, useT } from '../lib/i18n';
import { occupancyCatalog } from '../lib/catalogs/occupancy';
import classes from './crowd-level.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

// Not lib/locale-format: its date rules would be one more chunk for the public page to list in the entry.
const timeOfDay = (instant: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }).format(new Date(instant));

/**
 * 'Affluence : Calme' and where the level comes from (docs/occupancy.md). Plain React and CSS, so that
 * the gym's public page (without Mantine) and the app's gym page both show it.
 */
export function CrowdNow({ occupancy }: { occupancy: Occupancy }) {
  const t = useT(occupancyCatalog);
  const locale = useLocale();
  return (
    <div className={classes.now} data-testid="crowd-now">
      <p className={classes.nowLine}>
        {t('occupancy.title')}
        <span className={`${classes.pill} ${classes[occupancy.level]}`}>{t(`occupancy.level.${occupancy.level}`)}</span>
      </p>
      <p className={classes.source}>
        {occupancy.source === 'counter' ? t('occupancy.source.counter', { time: timeOfDay(occupancy.updatedAt, locale) }) : t('occupancy.source.estimate')}
      </p>
    </div>
  );
}

/**
 * 'Meilleurs moments': a table of the days of the week by the hours the gym had anyone, each cell
 * coloured by its level and named for screen readers. `heading` is the title's level in the page.
 */
export function BestMoments({ hours, heading = 'h2' }: { hours: OccupancyHour[]; heading?: 'h2' | 'h3' }) {
  const t = useT(occupancyCatalog);
  const Heading = heading;
  if (hours.length === 0) {
    return (
      <section className={classes.best} aria-labelledby="best-moments-title">
        <Heading id="best-moments-title">{t('occupancy.best')}</Heading>
        <p className={classes.hint}>{t('occupancy.noHistory')}</p>
      </section>
    );
  }
  const first = Math.min(...hours.map((h) => h.hour));
  const last = Math.max(...hours.map((h) => h.hour));
  const columns = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const levels = new Map(hours.map((h) => [`${h.weekday}-${h.hour}`, h.level]));
  return (
    <section className={classes.best} aria-labelledby="best-moments-title">
      <Heading id="best-moments-title">{t('occupancy.best')}</Heading>
      <p className={classes.hint}>{t('occupancy.bestHint')}</p>
      <div className={classes.scroll}>
        <table className={classes.grid} data-testid="best-moments">
          <colgroup>
            <col className={classes.dayColumn} />
          </colgroup>
          <thead>
            <tr>
              <td />
              {columns.map((hour) => (
                <th key={hour} scope="col">
                  {hour % 3 === 0 ? <span aria-hidden="true">{hour}</span> : null}
                  <span className={classes.visuallyHidden}>{t('occupancy.hour', { hour })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => (
              <tr key={weekday}>
                <th scope="row">
                  <span aria-hidden="true">{t(`occupancy.dayShort.${weekday}`)}</span>
                  <span className={classes.visuallyHidden}>{t(`occupancy.day.${weekday}`)}</span>
                </th>
                {columns.map((hour) => (
                  <Cell
                    key={hour}
                    level={levels.get(`${weekday}-${hour}`)}
                    label={(level) => t('occupancy.cell', { day: t(`occupancy.day.${weekday}`), hour, level })}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={classes.legend} aria-label={t('occupancy.legend')}>
        {OCCUPANCY_LEVELS.map((level) => (
          <li key={level}>
            <span className={`${classes.swatch} ${classes[level]}`} aria-hidden="true" />
            {t(`occupancy.level.${level}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Cell({ level, label }: { level: OccupancyLevel | undefined; label: (level: string) => string }) {
  const t = useT(occupancyCatalog);
  if (!level) return <td />;
  return (
    <td className={classes[level]} data-level={level}>
      <span className={classes.visuallyHidden}>{label(t(`occupancy.level.${level}`))}</span>
    </td>
  );
}
