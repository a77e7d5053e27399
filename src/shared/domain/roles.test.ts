import { describe, expect, it } from 'vitest';
import {
  ACCESS_TYPES,
  accessTypeFromLabel,
  isAccessType,
  ROLE_LABELS_EN,
  ROLE_LABELS_FR,
  roleLabelToEnglish,
  roleLabelToFrench,
  WRITER_ACCESS_TYPES,
} from './roles';

describe('role labels', () => {
  it('names the three access types in English and French', () => {
    expect(ACCESS_TYPES).toEqual(['chief_route_setter', 'route_setter', 'marketing_staff']);
    expect(ROLE_LABELS_EN).toEqual({
      chief_route_setter: 'Chief Route Setter',
      route_setter: 'Route Setter',
      marketing_staff: 'Marketing Staff',
    });
    expect(ROLE_LABELS_FR).toEqual({
      chief_route_setter: 'Chef-ouvreur',
      route_setter: 'Ouvreur',
      marketing_staff: 'Média',
    });
  });

  it('translates English labels to French', () => {
    expect(roleLabelToFrench('Chief Route Setter')).toBe('Chef-ouvreur');
    expect(roleLabelToFrench('Route Setter')).toBe('Ouvreur');
    expect(roleLabelToFrench('Marketing Staff')).toBe('Média');
  });

  it('translates French labels to English', () => {
    expect(roleLabelToEnglish('Chef-ouvreur')).toBe('Chief Route Setter');
    expect(roleLabelToEnglish('Ouvreur')).toBe('Route Setter');
    expect(roleLabelToEnglish('Média')).toBe('Marketing Staff');
  });

  it('round-trips every label', () => {
    for (const type of ACCESS_TYPES) {
      expect(roleLabelToEnglish(roleLabelToFrench(ROLE_LABELS_EN[type])!)).toBe(ROLE_LABELS_EN[type]);
      expect(roleLabelToFrench(roleLabelToEnglish(ROLE_LABELS_FR[type])!)).toBe(ROLE_LABELS_FR[type]);
    }
  });

  it('answers undefined for unknown labels or the wrong language', () => {
    expect(roleLabelToFrench('Ouvreur')).toBeUndefined();
    expect(roleLabelToEnglish('Route Setter')).toBeUndefined();
    expect(roleLabelToFrench('Admin')).toBeUndefined();
    expect(roleLabelToEnglish('Media')).toBeUndefined();
  });
});

describe('accessTypeFromLabel', () => {
  it('reads the English label, the French label or the code', () => {
    for (const type of ACCESS_TYPES) {
      expect(accessTypeFromLabel(ROLE_LABELS_EN[type])).toBe(type);
      expect(accessTypeFromLabel(ROLE_LABELS_FR[type])).toBe(type);
      expect(accessTypeFromLabel(type)).toBe(type);
    }
  });

  it('answers undefined for anything else', () => {
    expect(accessTypeFromLabel('admin')).toBeUndefined();
    expect(accessTypeFromLabel('')).toBeUndefined();
  });
});

describe('isAccessType', () => {
  it('accepts only the codes', () => {
    expect(isAccessType('route_setter')).toBe(true);
    expect(isAccessType('Route Setter')).toBe(false);
    expect(isAccessType('admin')).toBe(false);
  });
});

describe('WRITER_ACCESS_TYPES', () => {
  it('lets setters change dates but keeps marketing staff read-only', () => {
    expect(WRITER_ACCESS_TYPES).toEqual(['chief_route_setter', 'route_setter']);
    expect(WRITER_ACCESS_TYPES).not.toContain('marketing_staff');
  });
});
