import { richMessage, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { legalCatalog } from '../../../lib/catalogs/legal';
import { LANDING_LINKS } from '../../../lib/public-links';
import { LegalPage } from '../components/legal-page';

/** /user-deletion-infos: how to delete one's account (docs/product.md › Public pages: who and what). */
export function UserDeletionInfosPage() {
  const t = useT(legalCatalog);
  useDocumentTitle(t('page.userDeletion'));
  const subject = t('deletion.mailSubject');
  const deletionMail = `mailto:${LANDING_LINKS.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(t('deletion.mailBody'))}`;
  return (
    <LegalPage title={t('deletion.title')} intro={t('deletion.intro')}>
      <h2>{t('deletion.app')}</h2>
      <ol>
        <li>{t('deletion.app1')}</li>
        <li>{t('deletion.app2')}</li>
      </ol>

      <h2>{t('deletion.mail')}</h2>
      <p>{richMessage(t, 'deletion.mailp', { email: <a href={deletionMail}>{LANDING_LINKS.contactEmail}</a> })}</p>
      <ul>
        <li>{richMessage(t, 'deletion.subject', { subject: <strong>{subject}</strong> })}</li>
        <li>{richMessage(t, 'deletion.address', { address: <strong>{t('deletion.addressStrong')}</strong> })}</li>
      </ul>
      <p>{t('deletion.confirm')}</p>

      <h2>{t('deletion.what')}</h2>
      <p>{t('deletion.whatp')}</p>
    </LegalPage>
  );
}
