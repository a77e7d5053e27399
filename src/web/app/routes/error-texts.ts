import type { Locale } from '../../../shared/i18n/locales';

/**
 * The error pages' words in both languages, written here rather than in a catalogue: these pages show when
 * no further file can be fetched (an old tab after a deployment), a catalogue included.
 */
export const ERROR_TEXTS: Record<Locale, Record<'update' | 'updateText' | 'failed' | 'failedText' | 'reload' | 'home', string>> = {
  fr: {
    update: 'Une nouvelle version est disponible',
    updateText: 'Gaston a été mis à jour pendant votre visite. Rechargez la page pour continuer.',
    failed: 'Une erreur est survenue.',
    failedText: 'La page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, contactez-nous sur nos réseaux sociaux (Instagram ou Facebook).',
    reload: 'Recharger la page',
    home: 'Retour à l’accueil',
  },
  en: {
    update: 'A new version is available',
    updateText: 'Gaston was updated during your visit. Reload the page to carry on.',
    failed: 'Something went wrong.',
    failedText: 'The page could not be shown. Reload it; if this goes on, contact us on Instagram or Facebook.',
    reload: 'Reload the page',
    home: 'Back to the home page',
  },
};
