import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMenuSection } from '@menudelite/shared/menu/sections';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSearchItems } from '../api/get-items';
import { ItemRow } from './item-row';
import { useItemActions } from './use-item-actions';
import { useNow } from './use-now';

/** Items whose name matches, across sections, with the same actions as in their section (no reordering). */
export function SearchResults({ q, sections, restaurant }: { q: string; sections: TMenuSection[]; restaurant: TRestaurant }) {
  const { t } = useTranslation('menu-admin');
  const results = useSearchItems(q);
  const actions = useItemActions(restaurant);
  const now = useNow();
  const sectionTitle = (id: string) => sections.find((section) => section.id === id)?.title ?? '';

  return (
    <Stack gap="xs" data-testid="search-results">
      <ApiErrorAlert error={results.error} />
      {actions.dialogs}
      {results.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {results.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('search.found', { count: results.data.length, q })}
        </Text>
      )}
      {results.data?.map((item) => (
        <ItemRow
          key={item.id}
          item={item}
          currency={restaurant.currency}
          timeZone={restaurant.timeZone}
          now={now}
          caption={sectionTitle(item.sectionId)}
          onAction={actions.onAction}
        />
      ))}
    </Stack>
  );
}
