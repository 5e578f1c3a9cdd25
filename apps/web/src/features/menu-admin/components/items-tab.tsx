import { Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSections } from '../api/get-sections';
import { SearchIcon } from '../../../components/icons';
import { SearchResults } from './search-results';
import { SectionItemsPanel } from './section-items-panel';
import { SectionsPanel } from './sections-panel';
import { usePhone } from './use-phone';

/**
 * Sections beside the open section's items on wide screens; on phones one after the other (the
 * open section is in the address, so the back button returns to the list). A search replaces both.
 */
export function ItemsTab({ restaurant }: { restaurant: TRestaurant }) {
  const { t } = useTranslation('menu-admin');
  const phone = usePhone();
  const sections = useSections();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = sections.data ?? [];
  const chosen = list.find((section) => section.id === params.get('section')) ?? null;
  const open = chosen ?? (phone ? null : (list[0] ?? null));
  const setSection = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('section', id);
      else next.delete('section');
      return next;
    });

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<SearchIcon size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-testid="item-search"
      />
      <ApiErrorAlert error={sections.error} />
      {sections.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {q ? (
        <SearchResults q={q} sections={list} restaurant={restaurant} />
      ) : (
        sections.data && (
          <div className="md-menu-columns">
            {(!phone || !open) && (
              <SectionsPanel sections={list} selectedId={open?.id ?? null} defaultLanguage={restaurant.defaultLanguage} onOpen={setSection} />
            )}
            {open && <SectionItemsPanel key={open.id} section={open} restaurant={restaurant} onBack={phone ? () => setSection(null) : undefined} />}
          </div>
        )
      )}
    </Stack>
  );
}
