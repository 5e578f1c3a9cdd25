import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMenuItem, TMenuItemPage } from '@menudelite/shared/menu/items';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

const PAGE_SIZE = 100;

/**
 * GET /api/menu/items, following nextCursor to the end: a section (or a whole menu of a few
 * hundred items) is a handful of pages, and every screen here needs the complete list.
 */
export async function getItems(filter: { sectionId?: string; q?: string } = {}): Promise<TMenuItem[]> {
  const items: TMenuItem[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (filter.sectionId) params.set('sectionId', filter.sectionId);
    if (filter.q) params.set('q', filter.q);
    if (cursor) params.set('cursor', cursor);
    const page: TMenuItemPage = await apiRequest<TMenuItemPage>(`/api/menu/items?${params.toString()}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export const sectionItemsQuery = (sectionId: string) => queryOptions({ queryKey: menuKeys.sectionItems(sectionId), queryFn: () => getItems({ sectionId }) });

export const allItemsQuery = () => queryOptions({ queryKey: menuKeys.allItems(), queryFn: () => getItems() });

/** Search by name (the API matches case-insensitively); an empty search asks nothing. */
export const searchItemsQuery = (q: string) => queryOptions({ queryKey: menuKeys.search(q), queryFn: () => getItems({ q }), enabled: q.length > 0 });

export function useSectionItems(sectionId: string) {
  return useQuery(sectionItemsQuery(sectionId));
}

export function useAllItems(enabled = true) {
  return useQuery({ ...allItemsQuery(), enabled });
}

export function useSearchItems(q: string) {
  return useQuery(searchItemsQuery(q));
}
