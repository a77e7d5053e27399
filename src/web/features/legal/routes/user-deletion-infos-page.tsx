import { LANDING_LINKS } from '../../../lib/public-links';
import { LegalPage } from '../components/legal-page';
import { DELETION_SUBJECT } from '../legal-facts';

const deletionMail = `mailto:${LANDING_LINKS.contactEmail}?subject=${encodeURIComponent(DELETION_SUBJECT)}&body=${encodeURIComponent(
  'Bonjour,\n\nJe souhaite supprimer mon compte Gaston.\nAdresse e-mail de mon compte : \n\nMerci.',
)}`;

/** /user-deletion-infos: how to delete one's account (public-pages.md §1). */
export function UserDeletionInfosPage() {
  return (
    <LegalPage title="Supprimer ton compte" intro="Tu peux supprimer ton compte Gaston et les données qui y sont liées quand tu veux, de deux façons.">
      <h2>Depuis l’application</h2>
      <ol>
        <li>Ouvre l’application Gaston et va sur ta page de profil.</li>
        <li>Choisis « Supprimer mon compte », puis confirme.</li>
      </ol>

      <h2>Par e-mail</h2>
      <p>
        Si tu n’as plus accès à l’application, écris au responsable de Gaston à <a href={deletionMail}>{LANDING_LINKS.contactEmail}</a> avec :
      </p>
      <ul>
        <li>
          l’objet <strong>« {DELETION_SUBJECT} »</strong> ;
        </li>
        <li>
          l’<strong>adresse e-mail de ton compte</strong>, pour que nous puissions le retrouver.
        </li>
      </ul>
      <p>Nous te confirmons la suppression par e-mail.</p>

      <h2>Ce qui est supprimé</h2>
      <p>
        Ton profil, ta photo, tes réussites, tes notes et tes commentaires sont effacés. Tu disparais des classements. Si tu reviens plus tard, il faudra créer
        un nouveau compte.
      </p>
    </LegalPage>
  );
}
