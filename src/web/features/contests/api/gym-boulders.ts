/** The gym's active boulders a contest boulder may be (contests.md §2 'Blocs'), through the boulder filter call. */
import { useQuery } from '@tanstack/react-query';
import type { RoutesAnswer } from '../../../../shared/contract/routes';
import { boulderFilterPath, MAX_PAGE_SIZE, NO_CHOICE_FILTERS, type BoulderFilterInput } from '../../../../shared/contract/boulder-filter-path';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

export interface GymBoulderOption {
  value: string;
  label: string;
  name: string;
  color: string | null;
}

const page = (userId: string, gymId: number, offset: number): BoulderFilterInput => ({
  userId,
  gymId,
  offset,
  end: offset + MAX_PAGE_SIZE,
  status: { active: true, closed: false },
  ...NO_CHOICE_FILTERS,
  sort: { name: 1, sector: 0, difficulty: 0, level: 0, date: 0 },
  search: '',
});

/** Every active boulder of the gym, by name (pages of 100 read together). */
export function useGymBoulderOptions(userId: string | null, gymId: number | null) {
  return useQuery({
    queryKey: queryKeys.boulderList(gymId ?? 0, userId ?? '', { contestChoices: true }),
    queryFn: async ({ signal }) => {
      const first = await apiClient.get<RoutesAnswer>(boulderFilterPath(page(userId!, gymId!, 0)), { signal });
      const rest = await Promise.all(
        Array.from({ length: Math.ceil(first.count / MAX_PAGE_SIZE) - 1 }, (_, i) =>
          apiClient.get<RoutesAnswer>(boulderFilterPath(page(userId!, gymId!, (i + 1) * MAX_PAGE_SIZE)), { signal }),
        ),
      );
      return [first, ...rest].flatMap((answer) => answer.routes);
    },
    select: (routes): GymBoulderOption[] =>
      routes.map((r) => ({
        value: String(r.id),
        label: `${r.name} · ${r.difficulty_display} · ${r.sector.name}`,
        name: r.name,
        color: r.color?.color_code ?? null,
      })),
    enabled: userId !== null && gymId !== null,
    staleTime: 60_000,
  });
}
