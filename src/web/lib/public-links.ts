/**
 * Where the public pages' outside links lead (docs/product.md › Public pages: who and what: booking, newsletter, partner gym,
 * social networks) and the contact address of the legal pages. One place to change them: each value can
 * also be set at build time with the VITE_… variable next to it (e.g. `VITE_BOOKING_URL=https://… npm run build`).
 */
// Each variable is named in full (import.meta.env.VITE_…), so that the build writes its value in place and
// drops the names and the rest of the environment from the entry chunk.
const setting = (value: string | undefined, fallback: string): string => value?.trim() || fallback;

export const LANDING_LINKS = {
  /** Meeting booking for gym owners who want Gaston. */
  booking: setting(import.meta.env.VITE_BOOKING_URL as string | undefined, 'https://calendly.com/gaston-escalade/decouverte'),
  /** Newsletter sign-up page. */
  newsletter: setting(import.meta.env.VITE_NEWSLETTER_URL as string | undefined, 'https://gaston-escalade.substack.com/'),
  partnerGym: {
    name: setting(import.meta.env.VITE_PARTNER_GYM_NAME as string | undefined, 'Gaston Bloc Lyon'),
    url: setting(import.meta.env.VITE_PARTNER_GYM_URL as string | undefined, 'https://www.gastonbloc.fr/'),
  },
  instagram: setting(import.meta.env.VITE_INSTAGRAM_URL as string | undefined, 'https://www.instagram.com/gaston.escalade/'),
  facebook: setting(import.meta.env.VITE_FACEBOOK_URL as string | undefined, 'https://www.facebook.com/gaston.escalade'),
  linkedin: setting(import.meta.env.VITE_LINKEDIN_URL as string | undefined, 'https://www.linkedin.com/company/gaston-escalade/'),
  /** The owner's address: questions, complaints and account deletion requests (legal pages). */
  contactEmail: setting(import.meta.env.VITE_CONTACT_EMAIL as string | undefined, 'contact@gaston-escalade.fr'),
} as const;
