import { IconArrowRight, IconCalendarEvent, IconChartLine, IconCheck, IconMail, IconMap2, IconMessageCircle, IconTrophy } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { NotifyForm } from '../components/notify-form';
import { PhonePreview } from '../components/phone-preview';
import { LANDING_LINKS } from '../../../lib/public-links';
import { richMessage, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { publicCatalog } from '../../../lib/catalogs/public';
import classes from './landing-page.module.css';

/** The page's own meta description while it is shown (the tab title comes from the route table). */
function useMetaDescription(content: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}

interface FeatureProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

function Feature({ icon, title, children }: FeatureProps) {
  return (
    <li className={classes.feature}>
      <span className={classes.featureIcon} aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p>{children}</p>
    </li>
  );
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** '/': the climber app, the notify form, and the links for gyms (docs/product.md › Public pages: who and what; Public pages: screens). */
export function LandingPage() {
  const t = useT(publicCatalog);
  useDocumentTitle(t('landing.tabTitle'));
  useMetaDescription(t('landing.description'));

  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="landing-title">
        <svg className={classes.holds} viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
          <g fill="#ffffff">
            <path d="M1040 70c40-8 70 18 62 48s-52 40-80 22-22-62 18-70z" />
            <circle cx="1150" cy="250" r="22" />
            <path d="M960 420c22-30 78-34 96-4s-6 62-48 64-70-30-48-60z" />
            <circle cx="80" cy="520" r="18" />
            <path d="M40 90l60-30 40 50-50 44-56-14z" />
            <circle cx="560" cy="560" r="14" />
            <path d="M640 40c26-16 66-6 70 20s-26 42-54 36-42-40-16-56z" />
          </g>
        </svg>
        <div className={classes.heroInner}>
          <div className={classes.heroText}>
            <p className={classes.badge}>
              <span className={classes.badgeDot} aria-hidden="true" />
              {t('landing.badge')}
            </p>
            <h1 id="landing-title">{t('landing.title')}</h1>
            <p className={classes.lead}>{t('landing.lead')}</p>
            <p>
              <Link to={paths.climberHome.path} className={classes.button}>
                {t('landing.openApp')} <IconArrowRight size={18} stroke={2} aria-hidden="true" />
              </Link>
            </p>
            <ul className={classes.checks}>
              {(['landing.free', 'landing.phones', 'landing.updated'] as const).map((key) => (
                <li key={key}>
                  <IconCheck size={18} stroke={2.5} aria-hidden="true" /> {t(key)}
                </li>
              ))}
            </ul>
          </div>
          <div className={classes.formCard} id="etre-prevenu">
            <h2>{t('landing.notifyTitle')}</h2>
            <p className={classes.formIntro}>{t('landing.notifyIntro')}</p>
            <NotifyForm />
          </div>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="features-title">
        <div className={classes.sectionInner}>
          <div className={classes.split}>
            <div>
              <p className={classes.eyebrow}>{t('landing.appEyebrow')}</p>
              <h2 id="features-title" className={classes.sectionTitle}>
                {t('landing.featuresTitle')}
              </h2>
              <ul className={classes.features}>
                <Feature icon={<IconMap2 size={22} stroke={1.8} />} title={t('landing.featureBoulders')}>
                  {t('landing.featureBouldersText')}
                </Feature>
                <Feature icon={<IconChartLine size={22} stroke={1.8} />} title={t('landing.featureProgress')}>
                  {t('landing.featureProgressText')}
                </Feature>
                <Feature icon={<IconTrophy size={22} stroke={1.8} />} title={t('layout.challenges')}>
                  {t('landing.featureChallengesText')}
                </Feature>
                <Feature icon={<IconMessageCircle size={22} stroke={1.8} />} title={t('landing.featureSetters')}>
                  {t('landing.featureSettersText')}
                </Feature>
              </ul>
              <Link to={paths.monthlyChallenge.path} className={classes.textLink}>
                {t('landing.rankingLink')} <IconArrowRight size={18} stroke={2} aria-hidden="true" />
              </Link>
            </div>
            <PhonePreview />
          </div>
        </div>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="gyms-title">
        <div className={classes.sectionInner}>
          <div className={classes.gymsCard}>
            <div>
              <p className={classes.eyebrowLight}>{t('landing.gymsEyebrow')}</p>
              <h2 id="gyms-title">{t('landing.gymsTitle')}</h2>
              <p>{t('landing.gymsText')}</p>
              <p className={classes.partner}>
                {richMessage(t, 'landing.partner', {
                  gym: (
                    <a href={LANDING_LINKS.partnerGym.url} {...external}>
                      {LANDING_LINKS.partnerGym.name}
                    </a>
                  ),
                })}
              </p>
            </div>
            <div className={classes.gymsActions}>
              <a href={LANDING_LINKS.booking} className={classes.buttonLight} {...external}>
                <IconCalendarEvent size={20} stroke={1.8} aria-hidden="true" />
                {t('layout.booking')}
              </a>
              <Link to={paths.loginPro.path} className={classes.buttonOutlineLight}>
                {t('layout.setterSpace')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="newsletter-title">
        <div className={`${classes.sectionInner} ${classes.newsletter}`}>
          <span className={classes.newsletterIcon} aria-hidden="true">
            <IconMail size={28} stroke={1.6} />
          </span>
          <div>
            <h2 id="newsletter-title" className={classes.newsletterTitle}>
              {t('landing.newsletterTitle')}
            </h2>
            <p>{t('landing.newsletterText')}</p>
          </div>
          <a href={LANDING_LINKS.newsletter} className={classes.button} {...external}>
            {t('landing.newsletterButton')}
          </a>
        </div>
      </section>
    </div>
  );
}
