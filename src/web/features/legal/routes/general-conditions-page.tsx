import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { richMessage, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { legalCatalog } from '../../../lib/catalogs/legal';
import { LANDING_LINKS } from '../../../lib/public-links';
import { LegalPage } from '../components/legal-page';
import { LEGAL_FACTS } from '../legal-facts';

/** /general-conditions: the general conditions of use of the app and the website. */
export function GeneralConditionsPage() {
  const t = useT(legalCatalog);
  useDocumentTitle(t('page.generalConditions'));
  const { complaintAnswerDays, withdrawalDays, reportedContentRemovalHours } = LEGAL_FACTS;
  const email = <a href={`mailto:${LANDING_LINKS.contactEmail}`}>{LANDING_LINKS.contactEmail}</a>;
  return (
    <LegalPage title={t('cgu.title')} intro={t('cgu.intro')}>
      <h2>{t('cgu.s1')}</h2>
      <p>{t('cgu.s1p')}</p>

      <h2>{t('cgu.s2')}</h2>
      <ul>
        <li>{t('cgu.s2a')}</li>
        <li>{t('cgu.s2b')}</li>
        <li>{richMessage(t, 'cgu.s2c', { link: <Link to={paths.userDeletionInfos.path}>{t('page.userDeletion')}</Link> })}</li>
      </ul>

      <h2>{t('cgu.s3')}</h2>
      <p>{t('cgu.s3p1')}</p>
      <p>{richMessage(t, 'cgu.s3p2', { hours: <strong>{t('hours', { count: reportedContentRemovalHours })}</strong> })}</p>

      <h2>{t('cgu.s4')}</h2>
      <p>{t('cgu.s4p')}</p>

      <h2>{t('cgu.s5')}</h2>
      <p>{richMessage(t, 'cgu.s5p', { days: <strong>{t('days', { count: withdrawalDays })}</strong>, email })}</p>

      <h2>{t('cgu.s6')}</h2>
      <p>
        {richMessage(t, 'cgu.s6p', {
          email,
          instagram: (
            <a href={LANDING_LINKS.instagram} target="_blank" rel="noopener noreferrer">
              Instagram
            </a>
          ),
          days: <strong>{t('days', { count: complaintAnswerDays })}</strong>,
        })}
      </p>

      <h2>{t('cgu.s7')}</h2>
      <p>{richMessage(t, 'cgu.s7p', { link: <Link to={paths.personalData.path}>{t('page.personalData')}</Link> })}</p>

      <h2>{t('cgu.s8')}</h2>
      <p>{t('cgu.s8p')}</p>
    </LegalPage>
  );
}
