import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { legalCatalog } from '../../../lib/catalogs/legal';
import classes from './legal-page.module.css';

const LEGAL_PAGES = [
  { path: paths.generalConditions.path, key: 'page.generalConditions' },
  { path: paths.personalData.path, key: 'page.personalData' },
  { path: paths.userDeletionInfos.path, key: 'page.userDeletion' },
] as const;

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** Frame of the three legal pages: a title band, the text, and links to the other two. */
export function LegalPage({ title, intro, children }: LegalPageProps) {
  const t = useT(legalCatalog);
  const { pathname } = useLocation();
  const others = LEGAL_PAGES.filter((page) => page.path !== pathname);
  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <div className={classes.heroInner}>
          <p className={classes.eyebrow}>{t('eyebrow')}</p>
          <h1>{title}</h1>
          <p className={classes.intro}>{intro}</p>
        </div>
      </header>
      <div className={classes.body}>
        <article className={classes.prose}>
          {children}
          <p className={classes.reference}>{t('reference')}</p>
        </article>
        <nav className={classes.others} aria-label={t('others')}>
          <h2>{t('seeAlso')}</h2>
          <ul>
            {others.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{t(page.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** A key figure of the text, set apart so it can be found at a glance. */
export function KeyFact({ value, children }: { value: string; children: ReactNode }) {
  return (
    <li className={classes.fact}>
      <strong>{value}</strong>
      <span>{children}</span>
    </li>
  );
}

export function KeyFacts({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.facts} aria-label={label}>
      {children}
    </ul>
  );
}
