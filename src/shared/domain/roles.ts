/** Access types of a staff member on a gym (docs/product.md › Roles and access), with the spec's labels both ways. */
export const ACCESS_TYPES = ['chief_route_setter', 'route_setter', 'marketing_staff'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const ROLE_LABELS_EN: Record<AccessType, string> = {
  chief_route_setter: 'Chief Route Setter',
  route_setter: 'Route Setter',
  marketing_staff: 'Marketing Staff',
};

export const ROLE_LABELS_FR: Record<AccessType, string> = {
  chief_route_setter: 'Chef-ouvreur',
  route_setter: 'Ouvreur',
  marketing_staff: 'Média',
};

const EN_TO_FR = new Map(ACCESS_TYPES.map((t) => [ROLE_LABELS_EN[t], ROLE_LABELS_FR[t]]));
const FR_TO_EN = new Map(ACCESS_TYPES.map((t) => [ROLE_LABELS_FR[t], ROLE_LABELS_EN[t]]));

export const roleLabelToFrench = (english: string): string | undefined => EN_TO_FR.get(english);
export const roleLabelToEnglish = (french: string): string | undefined => FR_TO_EN.get(french);

export function accessTypeFromLabel(label: string): AccessType | undefined {
  return ACCESS_TYPES.find((t) => ROLE_LABELS_EN[t] === label || ROLE_LABELS_FR[t] === label || t === label);
}

export const isAccessType = (value: string): value is AccessType => (ACCESS_TYPES as readonly string[]).includes(value);

/** Access types allowed to change boulder and sector dates (with the admin flag). */
export const WRITER_ACCESS_TYPES: readonly AccessType[] = ['chief_route_setter', 'route_setter'];

/** A person's rights as people read them: 'Chef-ouvreur, Administrateur' (invitations, the invitation page and mail). */
export const rightsLabels = (accessTypes: readonly AccessType[], admin: boolean): string[] => [
  ...accessTypes.map((t) => ROLE_LABELS_FR[t]),
  ...(admin ? ['Administrateur'] : []),
];
