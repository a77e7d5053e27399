import { Badge } from '@mantine/core';

/** A boulder's status (back-office.md §3): 'Actif' or 'Fermé'. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="light"
      color={active ? 'gaston' : 'gray'}
      radius="sm"
      tt="none"
      fw={600}
      styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
    >
      {active ? 'Actif' : 'Fermé'}
    </Badge>
  );
}
