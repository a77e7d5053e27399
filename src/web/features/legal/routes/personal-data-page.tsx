import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LANDING_LINKS } from '../../../lib/public-links';
import { KeyFact, KeyFacts, LegalPage } from '../components/legal-page';
import { LEGAL_FACTS } from '../legal-facts';

/** /personnal-data: the personal-data policy, with the commitments of public-pages.md §2. */
export function PersonalDataPage() {
  const { retentionYears, complaintAnswerDays, withdrawalDays, reportedContentRemovalHours } = LEGAL_FACTS;
  const contact = <a href={`mailto:${LANDING_LINKS.contactEmail}`}>{LANDING_LINKS.contactEmail}</a>;
  return (
    <LegalPage
      title="Politique de données personnelles"
      intro="Quelles données Gaston utilise, pourquoi, combien de temps, et comment tu gardes la main dessus."
    >
      <KeyFacts label="Nos engagements en bref">
        <KeyFact value={`${retentionYears} ans`}>durée de conservation de tes données</KeyFact>
        <KeyFact value={`${complaintAnswerDays} jours`}>pour répondre à une réclamation</KeyFact>
        <KeyFact value={`${withdrawalDays} jours`}>pour te rétracter</KeyFact>
        <KeyFact value={`${reportedContentRemovalHours} heures`}>pour retirer un contenu signalé</KeyFact>
      </KeyFacts>

      <h2>1. Les données que nous utilisons</h2>
      <ul>
        <li>
          <strong>Ton compte</strong> : prénom, nom, adresse e-mail, photo de profil si tu en ajoutes une, ta salle.
        </li>
        <li>
          <strong>Ta pratique</strong> : les blocs que tu réussis, tes essais, tes notes et tes commentaires, ta participation aux défis et aux contests.
        </li>
        <li>
          <strong>Le formulaire « Me tenir au courant »</strong> : ton adresse e-mail et la salle choisie, pour te prévenir de l’arrivée de l’application.
        </li>
      </ul>

      <h2>2. Pourquoi</h2>
      <ul>
        <li>Faire fonctionner l’application : ton profil, ta progression, les classements.</li>
        <li>Permettre aux ouvreurs de ta salle de lire tes retours sur les blocs.</li>
        <li>Te prévenir de l’arrivée de Gaston dans ta salle, si tu l’as demandé.</li>
      </ul>
      <p>Nous ne vendons pas tes données et ne les utilisons pas pour de la publicité ciblée.</p>

      <h2>3. Qui les voit</h2>
      <p>
        Les grimpeurs voient ton prénom, l’initiale de ton nom, ta photo et ta salle dans les classements. L’équipe de ta salle voit tes commentaires et tes
        réussites sur ses blocs. Nos hébergeurs et prestataires techniques n’y accèdent que pour faire fonctionner le service.
      </p>

      <h2>4. Combien de temps</h2>
      <p>
        Tes données sont conservées <strong>{retentionYears} ans</strong> au maximum, puis supprimées ou rendues anonymes. Si tu supprimes ton compte avant,
        elles sont effacées (voir <Link to={paths.userDeletionInfos.path}>Suppression de compte</Link>).
      </p>

      <h2>5. Tes droits</h2>
      <p>
        Tu peux à tout moment accéder à tes données, les corriger, les effacer, en demander une copie ou t’opposer à leur utilisation, en écrivant à {contact}.
      </p>
      <ul>
        <li>
          <strong>Rétractation</strong> : tu peux retirer ton consentement, par exemple aux e-mails d’information, ou te rétracter d’une offre souscrite dans un
          délai de <strong>{withdrawalDays} jours</strong>.
        </li>
        <li>
          <strong>Réclamations</strong> : nous répondons à toute réclamation dans un délai de <strong>{complaintAnswerDays} jours</strong>. Tu peux aussi saisir
          la CNIL (cnil.fr).
        </li>
        <li>
          <strong>Contenus signalés</strong> : un contenu signalé qui enfreint nos <Link to={paths.generalConditions.path}>conditions générales</Link> est
          retiré dans les <strong>{reportedContentRemovalHours} heures</strong>.
        </li>
      </ul>

      <h2>6. Cookies</h2>
      <p>
        Ce site n’utilise que les cookies nécessaires à son fonctionnement (la session de l’espace ouvreur et la protection des formulaires). Aucun cookie
        publicitaire ni de mesure d’audience.
      </p>
    </LegalPage>
  );
}
