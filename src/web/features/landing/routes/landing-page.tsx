import { IconArrowRight, IconCalendarEvent, IconChartLine, IconCheck, IconMail, IconMap2, IconMessageCircle, IconTrophy } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { NotifyForm } from '../components/notify-form';
import { PhonePreview } from '../components/phone-preview';
import { LANDING_LINKS } from '../../../lib/public-links';
import classes from './landing-page.module.css';

export const LANDING_DESCRIPTION =
  'Gaston, l’app des grimpeurs de bloc : tous les blocs de ta salle, ta progression et les défis du mois. Disponible maintenant dans ton ' +
  'navigateur, sans rien installer ; ta salle n’y est pas encore ? Laisse ton e-mail pour être prévenu.';

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

/** '/': the climber app, the notify form, and the links for gyms (public-pages.md §1, §2). */
export function LandingPage() {
  useMetaDescription(LANDING_DESCRIPTION);

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
              Disponible maintenant
            </p>
            <h1 id="landing-title">Ta salle de bloc, dans ta poche.</h1>
            <p className={classes.lead}>
              Gaston, c’est l’application des grimpeurs : retrouve tous les blocs de ta salle, coche tes réussites, suis ta progression et relève les défis du
              mois. Elle s’ouvre dans ton navigateur, sans rien installer.
            </p>
            <p>
              <Link to={paths.climberHome.path} className={classes.button}>
                Ouvrir l’app <IconArrowRight size={18} stroke={2} aria-hidden="true" />
              </Link>
            </p>
            <ul className={classes.checks}>
              <li>
                <IconCheck size={18} stroke={2.5} aria-hidden="true" /> Gratuite pour les grimpeurs
              </li>
              <li>
                <IconCheck size={18} stroke={2.5} aria-hidden="true" /> Sur iPhone et Android
              </li>
              <li>
                <IconCheck size={18} stroke={2.5} aria-hidden="true" /> Les blocs mis à jour par tes ouvreurs
              </li>
            </ul>
          </div>
          <div className={classes.formCard} id="etre-prevenu">
            <h2>Ta salle n’est pas encore sur Gaston ? Sois prévenu de son arrivée</h2>
            <p className={classes.formIntro}>Choisis ta salle, laisse ton e-mail : on t’écrit une seule fois, le jour J.</p>
            <NotifyForm />
          </div>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="features-title">
        <div className={classes.sectionInner}>
          <div className={classes.split}>
            <div>
              <p className={classes.eyebrow}>L’application</p>
              <h2 id="features-title" className={classes.sectionTitle}>
                Tout ce qu’il faut pour progresser en bloc
              </h2>
              <ul className={classes.features}>
                <Feature icon={<IconMap2 size={22} stroke={1.8} />} title="Tous les blocs de ta salle">
                  Secteurs, circuits et cotations à jour : vois ce qui vient d’être ouvert et ce qui sera bientôt démonté.
                </Feature>
                <Feature icon={<IconChartLine size={22} stroke={1.8} />} title="Ta progression">
                  Coche tes blocs et suis ton Gaston Index, une note sur 100 tirée de tes blocs les plus durs dans chaque style.
                </Feature>
                <Feature icon={<IconTrophy size={22} stroke={1.8} />} title="Les défis de Gaston">
                  Le classement du mois et les contests en direct : mesure-toi aux grimpeurs de ta salle.
                </Feature>
                <Feature icon={<IconMessageCircle size={22} stroke={1.8} />} title="Parle à tes ouvreurs">
                  Donne ton avis sur chaque bloc : tes commentaires nourrissent les prochaines ouvertures.
                </Feature>
              </ul>
              <Link to={paths.monthlyChallenge.path} className={classes.textLink}>
                Voir le classement du mois <IconArrowRight size={18} stroke={2} aria-hidden="true" />
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
              <p className={classes.eyebrowLight}>Pour les salles</p>
              <h2 id="gyms-title">Vous gérez une salle d’escalade ?</h2>
              <p>
                Gaston donne à vos ouvreurs un espace pour suivre leurs blocs, leurs secteurs et les retours des grimpeurs, et à vos grimpeurs une app qui les
                fait revenir. Découvrez-le en 30 minutes.
              </p>
              <p className={classes.partner}>
                Déjà en place chez notre salle partenaire{' '}
                <a href={LANDING_LINKS.partnerGym.url} {...external}>
                  {LANDING_LINKS.partnerGym.name}
                </a>
                .
              </p>
            </div>
            <div className={classes.gymsActions}>
              <a href={LANDING_LINKS.booking} className={classes.buttonLight} {...external}>
                <IconCalendarEvent size={20} stroke={1.8} aria-hidden="true" />
                Prendre rendez-vous
              </a>
              <Link to={paths.loginPro.path} className={classes.buttonOutlineLight}>
                Mon espace ouvreur
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
              Suis l’aventure Gaston
            </h2>
            <p>Une lettre par mois : les nouveautés de l’app, les nouvelles salles partenaires et les prochains défis.</p>
          </div>
          <a href={LANDING_LINKS.newsletter} className={classes.button} {...external}>
            S’inscrire à la newsletter
          </a>
        </div>
      </section>
    </div>
  );
}
