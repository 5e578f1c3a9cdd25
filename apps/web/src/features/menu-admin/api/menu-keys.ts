/**
 * Query keys of the staff menu. Writes invalidate by prefix: anything about items also refreshes
 * sections (their itemCount) and featured items (deleting an item drops it from the list).
 */
export const menuKeys = {
  all: ['menu-admin'] as const,
  sections: () => ['menu-admin', 'sections'] as const,
  items: () => ['menu-admin', 'items'] as const,
  sectionItems: (sectionId: string) => ['menu-admin', 'items', 'section', sectionId] as const,
  allItems: () => ['menu-admin', 'items', 'all'] as const,
  search: (q: string) => ['menu-admin', 'items', 'search', q] as const,
  featured: () => ['menu-admin', 'items', 'featured'] as const,
  groups: () => ['menu-admin', 'modifier-groups'] as const,
  tags: () => ['menu-admin', 'tags'] as const,
  allergens: () => ['menu-admin', 'allergens'] as const,
  settings: () => ['menu-admin', 'menu-settings'] as const,
};
