import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStaffTab, TTabPage, TTabSettings } from '@menudelite/shared/tabs/contracts';
import { apiRequest } from '../../../lib/http/api-client';

const tabsKey = () => ['open-tabs', 'tabs'] as const;
const settingsKey = () => ['open-tabs', 'settings'] as const;
/** Bills change as diners order and pay, and deadlines move with them: the list follows without a socket event of its own. */
const REFRESH_MS = 30_000;

/** GET /api/tabs?state=active: open, closing and failed tabs, oldest first, a page at a time. */
export function useOpenTabs() {
  return useInfiniteQuery({
    queryKey: tabsKey(),
    queryFn: ({ pageParam }) => apiRequest<TTabPage>(`/api/tabs?state=active&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: REFRESH_MS,
  });
}

/** POST /api/tabs/:id/close: charged now; the answer says closed or failed (declined). */
export function useCloseTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TStaffTab>(`/api/tabs/${encodeURIComponent(id)}/close`, { method: 'POST', retry: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabsKey() }),
  });
}

export function useTabSettings() {
  return useQuery({ queryKey: settingsKey(), queryFn: () => apiRequest<TTabSettings>('/api/tabs/settings') });
}

/** PUT /api/tabs/settings: open tabs take the new idle time at once, so their deadlines are read again. */
export function useSaveTabSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TTabSettings) => apiRequest<TTabSettings>('/api/tabs/settings', { method: 'PUT', json: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(), saved);
      void queryClient.invalidateQueries({ queryKey: tabsKey() });
    },
  });
}
