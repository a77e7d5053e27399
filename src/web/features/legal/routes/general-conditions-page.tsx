import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LANDING_LINKS } from '../../../lib/public-links';
import { LegalPage } from '../components/legal-page';
import { LEGAL_FACTS } from '../legal-facts';

/** /general-conditions: the general conditions of use of the app and the website. */
export function GeneralConditionsPage() {
  const { complaintAnswerDays, withdrawalDays, reportedContentRemovalHours } = LEGAL_FACTS;
  return (
    <LegalPage
      title="Conditions générales d’utilisation"
      intro="Les règles du jeu entre toi et Gaston quand tu utilises l’application mobile ou ce site. En créant un compte, tu les acceptes."
    >
      <h2>1. Gaston en quelques mots</h2>
      <p>
        Gaston est une application mobile pour les grimpeurs des salles de bloc partenaires : elle présente les blocs de ta salle, te permet de noter tes
        réussites, de suivre ta progression et de participer aux défis et aux contests. Le site propose aussi un espace réservé aux ouvreurs et aux équipes des
        salles.
      </p>

      <h2>2. Ton compte</h2>
      <ul>
        <li>L’inscription à l’application est gratuite pour les grimpeurs.</li>
        <li>Tu t’engages à donner des informations exactes et à garder ton mot de passe pour toi.</li>
        <li>
          Tu peux supprimer ton compte à tout moment : la marche à suivre est sur la page <Link to={paths.userDeletionInfos.path}>Suppression de compte</Link>.
        </li>
      </ul>

      <h2>3. Ce que tu publies</h2>
      <p>
        Tes commentaires, notes et réussites sont visibles par les grimpeurs et l’équipe de ta salle. Reste respectueux : pas de propos injurieux,
        discriminatoires ou diffamatoires, pas de contenu qui ne t’appartient pas, pas de données personnelles d’autrui.
      </p>
      <p>
        Tout contenu peut être signalé depuis l’application ou par e-mail. Un contenu signalé qui ne respecte pas ces règles est retiré dans les{' '}
        <strong>{reportedContentRemovalHours} heures</strong>, et le compte de son auteur peut être suspendu.
      </p>

      <h2>4. Classements, défis et contests</h2>
      <p>
        Les classements (Gaston Index, contests, tirages au sort) sont calculés à partir des réussites enregistrées. Nous pouvons corriger un classement en cas
        d’erreur ou de triche manifeste. Les résultats d’un tirage au sort sont définitifs une fois le tirage effectué.
      </p>

      <h2>5. Droit de rétractation</h2>
      <p>
        Si tu souscris une offre payante proposée dans l’application, tu disposes d’un délai de <strong>{withdrawalDays} jours</strong> pour te rétracter, sans
        avoir à te justifier, en nous écrivant à <a href={`mailto:${LANDING_LINKS.contactEmail}`}>{LANDING_LINKS.contactEmail}</a>.
      </p>

      <h2>6. Réclamations et contact</h2>
      <p>
        Une question, un problème, une réclamation ? Écris-nous à <a href={`mailto:${LANDING_LINKS.contactEmail}`}>{LANDING_LINKS.contactEmail}</a> ou sur{' '}
        <a href={LANDING_LINKS.instagram} target="_blank" rel="noopener noreferrer">
          Instagram
        </a>{' '}
        : nous répondons à toute réclamation dans un délai de <strong>{complaintAnswerDays} jours</strong>.
      </p>

      <h2>7. Tes données</h2>
      <p>
        Ce que nous collectons, pourquoi, combien de temps et tes droits sont détaillés dans la page{' '}
        <Link to={paths.personalData.path}>Données personnelles</Link>.
      </p>

      <h2>8. Évolution des conditions</h2>
      <p>
        Nous pouvons faire évoluer ces conditions, par exemple quand l’application change. Tu en es informé dans l’application avant qu’elles ne s’appliquent.
        Les présentes conditions sont soumises au droit français.
      </p>
    </LegalPage>
  );
}
