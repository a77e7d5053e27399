/**
 * The climbers' API documented as OpenAPI 3 (docs/product.md › Climbers: calls): the document is generated from the
 * routes' zod schemas by @fastify/swagger and served at /api/docs/openapi.json, with a readable page
 * (Swagger UI, @fastify/swagger-ui) at /api/docs/. Only the public API is documented: /api/v1/ and
 * the staff moderation calls; the back office's own calls are hidden.
 *
 * Registered before the routes: @fastify/swagger collects them as they are added.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CSRF_HEADER, SESSION_COOKIE } from '../../shared/contract/constants';

export const DOCUMENTED_PREFIXES = ['/api/v1/', '/api/moderation/'];
const isDocumented = (url: string) => DOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix)) || /^\/api\/gyms\/[^/]+\/moderation\//.test(url);

const DESCRIPTION = `API de Gaston pour l'application des grimpeurs et tout autre client.

- JSON, champs en camelCase, dates ISO 8601 (jours \`AAAA-MM-JJ\` à Paris, instants avec \`Z\` ou un décalage).
- Identité : la session (cookie \`${SESSION_COOKIE}\`, obtenu par \`POST /api/v1/auth/login/\`) ou un jeton
  \`Authorization: Bearer …\` (\`POST /api/v1/auth/token/\`, valable 90 jours sans usage).
- Avec une session, chaque écriture envoie l'en-tête \`${CSRF_HEADER}\` égal au cookie \`csrftoken\`
  (\`GET /api/csrf/\`) ; avec un jeton, aucun en-tête de plus.
- Erreurs : \`{error, code}\` et, en 400, chaque champ refusé avec ses messages en français.
  401 sans session ni jeton, 403 droit manquant, 404 objet absent ou d'une autre salle, 409 état qui
  interdit l'action, 429 limite atteinte.
- Passages : \`PUT /api/v1/ascents/{clientId}/\` avec un UUID créé par l'application ; le même envoi
  deux fois n'est enregistré qu'une fois (201 puis 200).`;

/** A French title per documented call, and its group on the page. */
export const CALL_SUMMARIES: Record<string, string> = {
  'POST /api/v1/auth/signup/': 'Créer un compte (un e-mail de confirmation est envoyé)',
  'POST /api/v1/auth/confirm/': "Confirmer l'adresse e-mail avec le jeton du lien",
  'POST /api/v1/auth/login/': 'Se connecter (cookie de session)',
  'POST /api/v1/auth/logout/': 'Se déconnecter (termine la session ou révoque le jeton utilisé)',
  'POST /api/v1/auth/token/': 'Obtenir un jeton pour une application native',
  'DELETE /api/v1/auth/tokens/{id}/': 'Révoquer un de mes jetons',
  'GET /api/v1/me/': 'Mon profil et mes jetons',
  'PATCH /api/v1/me/': 'Modifier mon profil ou mon mot de passe',
  'POST /api/v1/me/confirmation/': 'Recevoir un nouveau lien de confirmation',
  'GET /api/v1/me/export/': 'Télécharger mes données (JSON)',
  'POST /api/v1/me/delete/': 'Supprimer mon compte (mot de passe requis)',
  'PUT /api/v1/ascents/{clientId}/': 'Enregistrer un passage (idempotent par identifiant client)',
  'POST /api/v1/ascents/batch/': "Enregistrer jusqu'à 50 passages (résultat par passage)",
  'DELETE /api/v1/ascents/{clientId}/': 'Supprimer un de mes passages',
  'PUT /api/v1/boulders/{id}/rating/': 'Noter un bloc (1 à 5 étoiles)',
  'PUT /api/v1/boulders/{id}/grade-vote/': "Voter pour la cotation d'un bloc enchaîné",
  'POST /api/v1/boulders/{id}/comments/': 'Commenter un bloc',
  'DELETE /api/v1/comments/{id}/': 'Supprimer un de mes commentaires',
  'POST /api/v1/boulders/{id}/reports/': 'Signaler un problème sur un bloc',
  'GET /api/v1/gyms/': 'Chercher une salle (nom ou ville)',
  'GET /api/v1/gyms/{id}/': 'Une salle : plan, secteurs, circuits',
  'POST /api/v1/gyms/{id}/visit/': "Noter l'ouverture de l'application dans la salle",
  'GET /api/v1/gyms/{id}/boulders/': 'Les blocs ouverts de la salle, avec mon statut',
  'GET /api/v1/gyms/{id}/occupancy/': 'Affluence : calme, modéré ou chargé maintenant (sans connexion)',
  'GET /api/v1/gyms/{id}/occupancy/history/': 'Affluence : les meilleurs moments, par heure de la semaine sur 8 semaines (sans connexion)',
  'POST /api/v1/gyms/{id}/occupancy/': 'Affluence : le compteur d’entrées de la salle envoie le nombre de personnes (jeton du compteur)',
  'GET /api/v1/boulders/{id}/': 'Un bloc : statistiques publiques, ma note, commentaires',
  'GET /api/v1/me/logbook/': 'Mon carnet par jour et mes plus durs enchaînements',
  'GET /api/v1/me/contests/': 'Mes contests : mes blocs et mes résultats, pour l’auto-saisie',
  'GET /api/v1/me/progress/': 'Ma progression par circuit',
  'GET /api/v1/me/index/': 'Mon Gaston Index du mois et mon rang',
  'GET /api/gyms/{gymId}/moderation/': 'Personnel : signalements ouverts et commentaires visibles de la salle',
  'POST /api/moderation/reports/{id}/resolve/': 'Personnel : résoudre un signalement',
  'POST /api/moderation/comments/{id}/hide/': 'Personnel : masquer un commentaire',
  'POST /api/moderation/comments/{id}/keep/': 'Personnel : garder un commentaire lu (il reste visible et quitte la boîte)',
  'GET /api/v1/me/notifications/': 'Mes nouveautés : les salles que je suis, par e-mail ou push, tous les circuits ou certains',
  'PUT /api/v1/me/notifications/': 'Mes nouveautés : remplacer la liste des salles suivies',
  'GET /api/v1/unsubscribe/{token}/': "Lien d'une annonce : la salle et si ses e-mails arrivent encore (sans connexion)",
  'POST /api/v1/unsubscribe/{token}/': "Lien d'une annonce : ne plus recevoir les e-mails de la salle (un clic, RFC 8058)",
  'GET /api/v1/announcements/open/{token}/': "Lien d'une annonce : l'ouvrir dans l'app (compté comme ouvert)",
  'GET /api/v1/push/public-key/': 'Notifications push : la clé publique VAPID du serveur (sans connexion)',
  'POST /api/v1/me/push-subscriptions/': 'Notifications push : abonner cet appareil',
  'DELETE /api/v1/me/push-subscriptions/': 'Notifications push : désabonner cet appareil',
};

const tagOf = (url: string): string =>
  url.includes('moderation')
    ? 'Modération'
    : /unsubscribe|announcements|notifications/.test(url)
      ? 'Annonces'
      : /\/(auth|me)\//.test(url) && !/logbook|progress|index/.test(url)
        ? 'Compte'
        : /ascents|rating|grade-vote|comments|reports/.test(url)
          ? 'Ce que je note'
          : /\/me\//.test(url)
            ? 'Mes progrès'
            : 'Salles et blocs';

export default fp(async function apiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'API Gaston', description: DESCRIPTION, version: '1' },
      servers: [{ url: app.config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Jeton de POST /api/v1/auth/token/' },
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Session de POST /api/v1/auth/login/' },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    transform: (input) => {
      if (!isDocumented(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      const openApiUrl = input.url.replace(/:(\w+)/g, '{$1}');
      const method = String(input.route.method);
      const documented = jsonSchemaTransform(input);
      return { ...documented, schema: { ...documented.schema, summary: CALL_SUMMARIES[`${method} ${openApiUrl}`], tags: [tagOf(input.url)] } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'API Gaston' },
    staticCSP: false,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
});
