import { useEffect, useState } from 'react';
import type { PartnerGym } from '../../../../shared/contract/public';
import { apiClient } from '../../../api/api-client';
import { PUBLIC_PATHS } from '../../../../shared/contract/entry-constants';

// PUBLIC_PATHS.partnerGyms (shared/contract/public.ts; the test checks they agree): importing that
// module would pull zod into the landing page.

/** GET /api/gyms/partners/: the partner gyms of the notify form, by name. */
export async function getPartnerGyms(signal?: AbortSignal): Promise<PartnerGym[]> {
  const answer = await apiClient.get<unknown>(PUBLIC_PATHS.partnerGyms, { signal });
  if (!Array.isArray(answer)) throw new Error(`Unexpected answer from ${PUBLIC_PATHS.partnerGyms}`);
  return answer as PartnerGym[];
}

// The landing page does without TanStack Query (10 KB gzipped, see app/providers.tsx): one request per
// page load, shared by every mount, asked again only after a failure.
let pending: Promise<PartnerGym[]> | null = null;

export function loadPartnerGyms(): Promise<PartnerGym[]> {
  pending ??= getPartnerGyms().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Forgets the loaded list (tests). */
export const resetPartnerGyms = () => {
  pending = null;
};

export interface PartnerGymsState {
  gyms: PartnerGym[];
  loading: boolean;
  error: unknown;
}

export function usePartnerGyms(): PartnerGymsState {
  const [state, setState] = useState<PartnerGymsState>({ gyms: [], loading: true, error: null });
  useEffect(() => {
    let current = true;
    loadPartnerGyms().then(
      (gyms) => current && setState({ gyms, loading: false, error: null }),
      (error: unknown) => current && setState({ gyms: [], loading: false, error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
