/**
 * What a new gym starts with when it is created with the 'couleurs' template (sign-up or operator): seven
 * colour circuits from Jaune to Noir et blanc, and the tag vocabulary whose catalogue ids make its styles
 * count in the Gaston Index. The demo's first gym uses the same circuits.
 */
import type { IconShape } from './circuit-icon';

export const TAG_VOCABULARY = {
  steepness: ['Dalle', 'Vertical', 'Léger dévers', 'Dévers', 'Toit'],
  grips: ['Réglettes', 'Plats', 'Pinces', 'Bacs', 'Volumes', 'Trous'],
  style: ['Technique', 'Force', 'Dynamique', 'Équilibre', 'Coordination', 'Résistance'],
} as const satisfies Record<'steepness' | 'grips' | 'style', readonly string[]>;

export interface TemplateCircuit {
  name: string;
  /** Index in GRADES (shared/domain/grades.ts). */
  grade: number;
  color1: string;
  color2?: string;
}

export const COLOUR_TEMPLATE: { icon: IconShape; isCustomDifficultySystemColor: boolean; circuits: readonly TemplateCircuit[] } = {
  icon: 'circle',
  isCustomDifficultySystemColor: true,
  circuits: [
    { name: 'Jaune', grade: 6, color1: '#FFD600' },
    { name: 'Vert', grade: 10, color1: '#2E9E44' },
    { name: 'Bleu', grade: 14, color1: '#1E63D6' },
    { name: 'Rouge', grade: 18, color1: '#D62828' },
    { name: 'Noir', grade: 21, color1: '#1A1A1A' },
    { name: 'Violet', grade: 24, color1: '#7B3FB5' },
    { name: 'Noir et blanc', grade: 27, color1: '#1A1A1A', color2: '#FFFFFF' },
  ],
};
