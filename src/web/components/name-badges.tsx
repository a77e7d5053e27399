import { Badge, Group } from '@mantine/core';

/** A row of small grey badges, one per named item (a boulder's tags, a setter's gyms). */
export function NameBadges({ items, variant = 'light', gap = 4 }: { items: { id: number; name: string }[]; variant?: 'light' | 'outline'; gap?: number }) {
  return (
    <Group gap={gap}>
      {items.map((item) => (
        <Badge key={item.id} variant={variant} color="gray" radius="sm" tt="none" fw={500}>
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}
