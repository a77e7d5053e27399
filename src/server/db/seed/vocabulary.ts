/** French words of the demo: people's names, boulder names and climbers' comments. */

export const FEMALE_FIRST_NAMES = [
  'Emma', 'Louise', 'Jade', 'Alice', 'Chloé', 'Léa', 'Manon', 'Camille', 'Inès', 'Léna',
  'Sarah', 'Juliette', 'Zoé', 'Lina', 'Lola', 'Clara', 'Anna', 'Eva', 'Rose', 'Ambre',
  'Julia', 'Mila', 'Lucie', 'Romane', 'Charlotte', 'Margaux', 'Mathilde', 'Pauline', 'Marie', 'Laura',
  'Océane', 'Justine', 'Élise', 'Héloïse', 'Agathe', 'Capucine', 'Victoire', 'Apolline', 'Adèle', 'Louna',
  'Nina', 'Lou', 'Iris', 'Margot', 'Maëlle', 'Elsa', 'Salomé', 'Anaïs', 'Claire', 'Émilie',
  'Sophie', 'Julie', 'Aurélie', 'Céline', 'Sandrine', 'Nathalie', 'Isabelle', 'Caroline', 'Audrey', 'Mélanie',
  'Amandine', 'Élodie', 'Marion', 'Noémie', 'Morgane', 'Estelle', 'Solène', 'Fanny', 'Coralie', 'Gaëlle',
  'Aurore', 'Hélène', 'Valentine', 'Constance', 'Bérénice', 'Cécile', 'Agnès', 'Florence', 'Véronique', 'Sylvie',
  'Nadia', 'Yasmine', 'Leïla', 'Sofia', 'Maya', 'Luna', 'Alix', 'Joséphine', 'Gabrielle', 'Olivia',
  'Diane', 'Hortense', 'Blanche', 'Suzanne', 'Jeanne', 'Anouk', 'Lise', 'Maëva', 'Tiphaine', 'Clémence',
] as const;

export const MALE_FIRST_NAMES = [
  'Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Raphaël', 'Adam', 'Léo', 'Paul',
  'Nathan', 'Tom', 'Théo', 'Noah', 'Ethan', 'Maël', 'Sacha', 'Victor', 'Martin', 'Mathis',
  'Clément', 'Antoine', 'Maxime', 'Alexandre', 'Thomas', 'Nicolas', 'Julien', 'Romain', 'Quentin', 'Guillaume',
  'Benjamin', 'Baptiste', 'Florian', 'Kévin', 'Damien', 'Sébastien', 'Jérôme', 'Vincent', 'Olivier', 'Pierre',
  'François', 'Mathieu', 'Adrien', 'Valentin', 'Corentin', 'Bastien', 'Loïc', 'Yann', 'Erwan', 'Tristan',
  'Aurélien', 'Cédric', 'Fabien', 'Grégoire', 'Simon', 'Samuel', 'Étienne', 'Rémi', 'Xavier', 'Benoît',
  'Thibault', 'Hadrien', 'Axel', 'Enzo', 'Lenny', 'Timothée', 'Gaspard', 'Côme', 'Augustin', 'Jean',
  'Marius', 'Félix', 'Malo', 'Robin', 'Noé', 'Eliott', 'Charles', 'Émile', 'Oscar', 'Basile',
  'Anatole', 'Léon', 'Marcel', 'Yanis', 'Karim', 'Mehdi', 'Samir', 'Amine', 'Youssef', 'Bilal',
  'Nassim', 'Kylian', 'Dylan', 'Alexis', 'Jordan', 'Jérémy', 'Florent', 'Arnaud', 'Stéphane', 'Frédéric',
] as const;

/** Names given to children in the last fifteen years, for the junior contest. */
export const JUNIOR_FEMALE_FIRST_NAMES = [
  'Jade', 'Louise', 'Ambre', 'Alba', 'Emma', 'Rose', 'Alma', 'Alice', 'Romy', 'Anna',
  'Lina', 'Mia', 'Iris', 'Mila', 'Léna', 'Lya', 'Nour', 'Capucine', 'Giulia', 'Louna',
  'Éléna', 'Thaïs', 'Ninon', 'Olivia', 'Inaya', 'Margaux', 'Victoire', 'Zélie', 'Héloïse', 'Maëlys',
] as const;

export const JUNIOR_MALE_FIRST_NAMES = [
  'Gabriel', 'Léo', 'Raphaël', 'Maël', 'Louis', 'Noah', 'Jules', 'Arthur', 'Adam', 'Lucas',
  'Isaac', 'Sacha', 'Gabin', 'Hugo', 'Naël', 'Aaron', 'Éden', 'Tiago', 'Nolan', 'Milo',
  'Liam', 'Marceau', 'Ayden', 'Timéo', 'Lyam', 'Valentin', 'Noé', 'Léon', 'Axel', 'Marius',
] as const;

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefèvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson',
  'Marchand', 'Duval', 'Denis', 'Dumont', 'Marie', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier',
  'Brun', 'Blanchard', 'Giraud', 'Joly', 'Rivière', 'Lucas', 'Brunet', 'Gaillard', 'Barbier', 'Arnaud',
  'Martinez', 'Gérard', 'Roche', 'Renard', 'Schmitt', 'Roy', 'Leroux', 'Colin', 'Vidal', 'Caron',
  'Picard', 'Roger', 'Fabre', 'Aubert', 'Lemoine', 'Renaud', 'Dumas', 'Lacroix', 'Olivier', 'Philippe',
  'Bourgeois', 'Pierre', 'Benoît', 'Rey', 'Leclerc', 'Payet', 'Rolland', 'Leclercq', 'Guillaume', 'Lecomte',
  'Lopez', 'Jean', 'Dupuy', 'Guillot', 'Hubert', 'Berger', 'Carpentier', 'Sanchez', 'Dupuis', 'Moulin',
  'Louis', 'Deschamps', 'Huet', 'Vasseur', 'Perez', 'Boucher', 'Fleury', 'Royer', 'Klein', 'Jacquet',
  'Adam', 'Paris', 'Poirier', 'Marty', 'Aubry', 'Guyot', 'Carré', 'Charles', 'Renault', 'Charpentier',
  'Ménard', 'Maillard', 'Baron', 'Bertin', 'Bailly', 'Hervé', 'Schneider', 'Fernandez', 'Le Gall', 'Collet',
  'Léger', 'Bouvier', 'Julien', 'Prévost', 'Millet', 'Perrot', 'Daniel', 'Le Roux', 'Cousin', 'Germain',
  'Breton', 'Besson', 'Langlois', 'Rémy', 'Le Goff', 'Pelletier', 'Lévêque', 'Perrier', 'Leblanc', 'Barré',
] as const;

/** Nouns with their article, and whether they are feminine (for the adjective's agreement). */
const BOULDER_NOUNS: readonly (readonly [string, boolean])[] = [
  ['Le Renard', false], ['Le Mistral', false], ["L'Écureuil", false], ['Le Chamois', false], ['Le Bouquetin', false],
  ['Le Lézard', false], ['Le Cèdre', false], ['Le Volcan', false], ['Le Sérac', false], ['Le Dahu', false],
  ['Le Phare', false], ['Le Grimoire', false], ['Le Funambule', false], ['Le Pendule', false], ['Le Tonnerre', false],
  ['Le Nuage', false], ['Le Silex', false], ['Le Granit', false], ['Le Caméléon', false], ['Le Colibri', false],
  ['Le Corbeau', false], ['Le Hibou', false], ['Le Loup', false], ['Le Lynx', false], ['Le Faucon', false],
  ['Le Papillon', false], ['Le Cyclone', false], ['Le Labyrinthe', false], ['Le Totem', false], ['Le Boomerang', false],
  ['Le Toboggan', false], ['Le Trapèze', false], ['Le Zèbre', false], ['Le Kraken', false], ['Le Tigre', false],
  ['Le Bivouac', false], ['Le Glacier', false], ['Le Torrent', false], ['Le Vertige', false], ["L'Orage", false],
  ["L'Ours", false], ["L'Aigle", false], ["L'Éclair", false], ["L'Horizon", false], ["L'Origami", false],
  ['Le Pamplemousse', false], ['Le Croissant', false], ['Le Macaron', false], ['Le Gratin', false], ['Le Yéti', false],
  ['La Lune', true], ['La Comète', true], ["L'Étoile", true], ['La Vague', true], ['La Dune', true],
  ['La Falaise', true], ['La Fissure', true], ["L'Arête", true], ['La Tempête', true], ['La Boussole', true],
  ['La Luciole', true], ['La Mouette', true], ['La Marmotte', true], ['La Salamandre', true], ['La Chouette', true],
  ['La Libellule', true], ['La Fourmi', true], ['La Gazelle', true], ['La Panthère', true], ['La Mangouste', true],
  ['La Cascade', true], ['La Brume', true], ['La Rafale', true], ['La Spirale', true], ['La Toupie', true],
  ['La Pieuvre', true], ['La Sirène', true], ['La Fusée', true], ['La Traversée', true], ["L'Avalanche", true],
  ["L'Échelle", true], ["L'Hirondelle", true], ["L'Araignée", true], ["L'Aurore", true], ['La Madeleine', true],
  ['La Tartine', true], ['La Crêpe', true], ['La Galette', true], ['La Clémentine', true], ['La Guêpe', true],
];

/** [masculine, feminine] */
const BOULDER_ADJECTIVES: readonly (readonly [string, string])[] = [
  ['perdu', 'perdue'], ['pâle', 'pâle'], ['sauvage', 'sauvage'], ['rebelle', 'rebelle'], ['timide', 'timide'],
  ['endormi', 'endormie'], ['farceur', 'farceuse'], ['mystérieux', 'mystérieuse'], ['audacieux', 'audacieuse'],
  ['furieux', 'furieuse'], ['rusé', 'rusée'], ['pressé', 'pressée'], ['têtu', 'têtue'], ['fou', 'folle'],
  ['bleu', 'bleue'], ['rouge', 'rouge'], ['noir', 'noire'], ['doré', 'dorée'], ['géant', 'géante'],
  ['minuscule', 'minuscule'], ['suspendu', 'suspendue'], ['volant', 'volante'], ['glissant', 'glissante'],
  ['penché', 'penchée'], ['enchanté', 'enchantée'], ['magique', 'magique'], ['électrique', 'électrique'],
  ['cosmique', 'cosmique'], ['nocturne', 'nocturne'], ['solitaire', 'solitaire'], ['joyeux', 'joyeuse'],
  ['grincheux', 'grincheuse'], ['acrobate', 'acrobate'], ['du Nord', 'du Nord'], ['des sables', 'des sables'],
  ['de minuit', 'de minuit'], ['en colère', 'en colère'], ['du dimanche', 'du dimanche'], ['pirate', 'pirate'],
  ['fantôme', 'fantôme'],
];

const BOULDER_EXPRESSIONS = [
  'Mistral gagnant', 'Petit Prince', 'Sans les mains', 'Pas de bras, pas de chocolat', 'Coup de poker',
  'Pile ou face', 'Tout schuss', 'Plan B', 'Dernier métro', 'Café crème', 'Jeté final', 'Hors piste',
  'Chute libre', "Fil d'Ariane", 'Cap au nord', 'Sur le fil', 'Vol plané', 'Ni vu ni connu',
  "La tête à l'envers", 'Entre deux', 'Coup de foudre', 'Grand écart', 'Pied de nez', 'Main de fer',
  'Sans filet', 'Dos au mur', 'Casse-tête', 'Tic-tac', 'Yoyo', 'Ping-pong', 'Pas chassé', 'Tire-bouchon',
  'Bascule', 'Rétablissement', 'Réglette party', 'Volume max', 'Crux', 'Bout du monde', 'Petit pan',
  'Lune de miel', 'Tour de magie', 'Coup de bluff', 'Pause café', 'Ciel de traîne', 'Passe-muraille',
];

export function boulderName(next: () => number): string {
  if (next() < 0.3) return BOULDER_EXPRESSIONS[Math.floor(next() * BOULDER_EXPRESSIONS.length)]!;
  const [noun, feminine] = BOULDER_NOUNS[Math.floor(next() * BOULDER_NOUNS.length)]!;
  if (next() < 0.15) return noun;
  const adjective = BOULDER_ADJECTIVES[Math.floor(next() * BOULDER_ADJECTIVES.length)]!;
  return `${noun} ${feminine ? adjective[1] : adjective[0]}`;
}

/** Comments by tone; a boulder's quality and grade bias choose the tone. */
export const COMMENTS = {
  positive: [
    'Super bloc, le jeté final est génial !',
    'Très beau mouvement au départ, bravo aux ouvreurs.',
    'Mon bloc préféré du secteur !',
    'Magnifique, on en redemande.',
    'Enchaînement fluide, un vrai plaisir.',
    'Le rétablissement final est top.',
    "Bloc très varié, j'adore.",
    'Belle lecture, il faut bien réfléchir avant de partir.',
    'Trop fun, à refaire en boucle !',
    'Les volumes sont super bien utilisés.',
    'Gros coup de cœur pour ce bloc.',
    'Parfait pour travailler les pieds.',
    'Excellent bloc de coordination !',
    "Très esthétique, merci pour l'ouverture.",
    'Le mouvement de compression est génial.',
    'Enfin enchaîné après trois séances, quelle joie !',
    'Flashé, trop content !',
    'Un vrai bijou de technique.',
    "Bloc parfait pour s'échauffer.",
    'Le passage du toit est incroyable, bravo !',
    'Les prises sont super agréables.',
    'Quel plaisir de grimper sur ce mur, merci !',
  ],
  neutral: [
    'Prises un peu glissantes en haut',
    'Le départ assis est vraiment dur.',
    'Un peu morpho pour les petits gabarits.',
    'Sympa mais un peu court.',
    'La dernière prise tourne un peu, à vérifier.',
    'Bien mais la réception est un peu limite.',
    'Départ un peu confus, on ne sait pas où mettre les pieds.',
    'Les pieds sont minuscules !',
    "Plus dur qu'il n'y paraît.",
    'Il faudrait brosser les prises du haut.',
    'Bloc correct, sans plus.',
    'Mouvement intéressant mais très physique.',
    'Attention, le volume bouge un peu.',
    'On peut le faire en statique quand on est grand.',
    'Sympa mais beaucoup de magnésie sur les prises.',
    'Le jeté est aléatoire, ça passe ou ça casse.',
    'Bien pour travailler la souplesse.',
    'Il manque un pied au milieu, non ?',
  ],
  negative: [
    'Pas fan, trop de mouvements forcés.',
    'Bloc trop morpho, dommage.',
    'Les prises de pied tournent, à revoir.',
    'Pas très agréable pour la peau.',
    'Dommage, la fin est trop facile par rapport au début.',
    'Le départ fait vraiment mal aux doigts.',
    'Un peu dangereux à la réception.',
    "Pas compris l'intérêt du bloc.",
    'Mouvement bloquant pour les petits.',
    'Trop glissant, presque impossible à tenir.',
  ],
  hard: ['Un peu dur pour la couleur, non ?', 'Sous-coté à mon avis.', 'Bien dur pour le circuit !'],
  soft: ['Facile pour le niveau, bien pour les débutants.', 'Plutôt surcoté, ça passe vite.', 'Le niveau me semble un peu généreux.'],
} as const;

export { asciiSlug } from '../../../shared/domain/text-folding';
