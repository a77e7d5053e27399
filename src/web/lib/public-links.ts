/**
 * Where the public pages' outside links lead (docs/product.md › Public pages: who and what: booking, newsletter, partner gym,
 * social networks) and the contact address of the legal pages. One place to change them: each value can
 * also be set at build time with the VITE_… variable next to it (e.g. `VITE_BOOKING_URL=https://… npm run build`).
 */
const env = import.meta.env as Record<string, string | undefined>;

const setting = (name: string, fallback: string): string => env[name]?.trim() || fallback;

export const LANDING_LINKS = {
  /** Meeting booking for gym owners who want Gaston. */
  booking: setting('VITE_BOOKING_URL', 'https://calendly.com/gaston-escalade/decouverte'),
  /** Newsletter sign-up page. */
  newsletter: setting('VITE_NEWSLETTER_URL', 'https://gaston-escalade.substack.com/'),
  partnerGym: {
    name: setting('VITE_PARTNER_GYM_NAME', 'Gaston Bloc Lyon'),
    url: setting('VITE_PARTNER_GYM_URL', 'https://www.gastonbloc.fr/'),
  },
  instagram: setting('VITE_INSTAGRAM_URL', 'https://www.instagram.com/gaston.escalade/'),
  facebook: setting('VITE_FACEBOOK_URL', 'https://www.facebook.com/gaston.escalade'),
  linkedin: setting('VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/gaston-escalade/'),
  /** The owner's address: questions, complaints and account deletion requests (legal pages). */
  contactEmail: setting('VITE_CONTACT_EMAIL', 'contact@gaston-escalade.fr'),
} as const;
