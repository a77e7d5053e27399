import { Badge } from '@mantine/core';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** A boulder's status (docs/product.md › Back office: data): 'Actif' or 'Fermé'. */
export function StatusBadge({ active }: { active: boolean }) {
  const t = useT(backOfficeCatalog);
  return (
    <Badge
      variant="light"
      color={active ? 'gaston' : 'gray'}
      radius="sm"
      tt="none"
      fw={600}
      styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
    >
      {active ? t('backOffice.actif') : t('backOffice.ferme')}
    </Badge>
  );
}
