import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { richMessage, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { legalCatalog } from '../../../lib/catalogs/legal';
import { LANDING_LINKS } from '../../../lib/public-links';
import { KeyFact, KeyFacts, LegalPage } from '../components/legal-page';
import { LEGAL_FACTS } from '../legal-facts';

/** /personnal-data: the personal-data policy, with the commitments of docs/product.md › Public pages: screens. */
export function PersonalDataPage() {
  const t = useT(legalCatalog);
  useDocumentTitle(t('page.personalData'));
  const { retentionYears, complaintAnswerDays, withdrawalDays, reportedContentRemovalHours } = LEGAL_FACTS;
  const email = <a href={`mailto:${LANDING_LINKS.contactEmail}`}>{LANDING_LINKS.contactEmail}</a>;
  const strong = (text: string) => <strong>{text}</strong>;
  return (
    <LegalPage title={t('data.title')} intro={t('data.intro')}>
      <KeyFacts label={t('data.facts')}>
        <KeyFact value={t('years', { count: retentionYears })}>{t('data.factRetention')}</KeyFact>
        <KeyFact value={t('days', { count: complaintAnswerDays })}>{t('data.factComplaint')}</KeyFact>
        <KeyFact value={t('days', { count: withdrawalDays })}>{t('data.factWithdrawal')}</KeyFact>
        <KeyFact value={t('hours', { count: reportedContentRemovalHours })}>{t('data.factRemoval')}</KeyFact>
      </KeyFacts>

      <h2>{t('data.s1')}</h2>
      <ul>
        {(['a', 'b', 'c'] as const).map((item) => (
          <li key={item}>
            <strong>{t(`data.s1${item}Title`)}</strong>
            {t('colon')}
            {t(`data.s1${item}`)}
          </li>
        ))}
      </ul>

      <h2>{t('data.s2')}</h2>
      <ul>
        <li>{t('data.s2a')}</li>
        <li>{t('data.s2b')}</li>
        <li>{t('data.s2c')}</li>
      </ul>
      <p>{t('data.s2p')}</p>

      <h2>{t('data.s3')}</h2>
      <p>{t('data.s3p')}</p>

      <h2>{t('data.s4')}</h2>
      <p>
        {richMessage(t, 'data.s4p', {
          years: strong(t('years', { count: retentionYears })),
          link: <Link to={paths.userDeletionInfos.path}>{t('page.userDeletion')}</Link>,
        })}
      </p>

      <h2>{t('data.s5')}</h2>
      <p>{richMessage(t, 'data.s5p', { email })}</p>
      <ul>
        <li>
          <strong>{t('data.s5aTitle')}</strong>
          {t('colon')}
          {richMessage(t, 'data.s5a', { days: strong(t('days', { count: withdrawalDays })) })}
        </li>
        <li>
          <strong>{t('data.s5bTitle')}</strong>
          {t('colon')}
          {richMessage(t, 'data.s5b', { days: strong(t('days', { count: complaintAnswerDays })) })}
        </li>
        <li>
          <strong>{t('data.s5cTitle')}</strong>
          {t('colon')}
          {richMessage(t, 'data.s5c', {
            link: <Link to={paths.generalConditions.path}>{t('data.s5cLink')}</Link>,
            hours: strong(t('hours', { count: reportedContentRemovalHours })),
          })}
        </li>
      </ul>

      <h2>{t('data.s6')}</h2>
      <p>{t('data.s6p')}</p>
    </LegalPage>
  );
}
