/**
 * The labels people read next to the fields they type (forms of docs/product.md › Climbers: accounts and privacy and docs/product.md › Contests: public pages):
 * a refused value is named by its label, not by the JSON key. Fields not listed here (ids, path
 * segments, flags) keep their key, which is what a developer calling the API sees.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  password: 'Mot de passe',
  birthYear: 'Année de naissance',
  gender: 'Genre',
  locale: 'Langue',
  categoryId: 'Catégorie',
  confirmPassword: 'Confirmation',
  gymName: 'Nom de la salle',
  city: 'Ville',
  acceptTerms: "J'accepte les conditions générales",
  roles: "Types d'accès",
  gymIds: 'Salles',
  gyms: 'Salles',
};

/** The one-line error of a refused field: `Champ « Année de naissance » invalide : …`. */
export function fieldErrorText(field: string, message: string): string {
  const [first, ...rest] = field.split('.');
  const name = rest.length === 0 ? (FIELD_LABELS[first!] ?? field) : field;
  return `Champ « ${name} » invalide : ${message}`;
}
