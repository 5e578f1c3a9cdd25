import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TCustomRole, TCustomRoleInput, ZRoleListSchema } from '@menudelite/shared/team/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { teamKeys } from './team-keys';

export type TRoleList = z.infer<typeof ZRoleListSchema>;

/** GET /api/team/roles: the built-in roles with their fixed permissions, then the venue's custom roles. */
export const rolesQuery = () => queryOptions({ queryKey: teamKeys.roles(), queryFn: () => apiRequest<TRoleList>('/api/team/roles') });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQuery(), enabled });
}

/** POST /api/team/roles or PATCH /api/team/roles/:id. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TCustomRoleInput }) =>
      id
        ? apiRequest<TCustomRole>(`/api/team/roles/${encodeURIComponent(id)}`, { method: 'PATCH', json: body, retry: false })
        : apiRequest<TCustomRole>('/api/team/roles', { method: 'POST', json: body, retry: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}

/** DELETE /api/team/roles/:id: 409 roleInUse while members have it. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/team/roles/${encodeURIComponent(id)}`, { method: 'DELETE', retry: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.roles() }),
  });
}
