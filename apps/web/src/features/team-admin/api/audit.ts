import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TAuditAction, ZAuditPageSchema } from '@menudelite/shared/team/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { teamKeys } from './team-keys';

export type TAuditPage = z.infer<typeof ZAuditPageSchema>;
export type TAuditFilters = { memberId?: string; action?: TAuditAction };
export const AUDIT_PAGE_SIZE = 25;

/** GET /api/team/audit?memberId&action&limit&cursor: newest first; memberId matches who did it or who approved it. */
export function getAudit(filters: TAuditFilters, cursor: string | null): Promise<TAuditPage> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (filters.memberId) query.set('memberId', filters.memberId);
  if (filters.action) query.set('action', filters.action);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<TAuditPage>(`/api/team/audit?${query}`);
}

export function useAudit(filters: TAuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: teamKeys.audit(filters),
      queryFn: ({ pageParam }) => getAudit(filters, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
