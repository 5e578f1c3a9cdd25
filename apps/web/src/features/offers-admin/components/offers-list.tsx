import { Button, Center, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@menudelite/shared/growth/offers';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDeleteOffer, useOffers, useSetOfferActive } from '../api/offers-admin';
import { OfferCard } from './offer-card';
import { OfferDrawer } from './offer-drawer';

type TProps = { restaurantId: string; currency: TCurrency; timeZone: string };

/** The venue's offers, newest first, a page at a time; the drawer creates and edits. */
export function OffersList({ restaurantId, currency, timeZone }: TProps) {
  const { t } = useTranslation('offers-admin');
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const offers = useOffers(restaurantId, includeDeleted);
  const toggle = useSetOfferActive(restaurantId);
  const remove = useDeleteOffer(restaurantId);
  const [editing, setEditing] = useState<{ offer: TOffer | null } | null>(null);
  const items = useMemo(() => offers.data?.pages.flatMap((page) => page.items) ?? [], [offers.data]);

  return (
    <Stack gap="sm" data-testid="offers-list">
      <Group justify="space-between" wrap="wrap">
        <Switch
          label={t('showDeleted')}
          checked={includeDeleted}
          onChange={(e) => setIncludeDeleted(e.currentTarget.checked)}
          data-testid="offers-show-deleted"
        />
        <Button onClick={() => setEditing({ offer: null })} data-testid="offer-add">
          {t('add')}
        </Button>
      </Group>
      <ApiErrorAlert error={offers.error ?? toggle.error ?? remove.error} />
      {offers.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {offers.isSuccess && items.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {items.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          currency={currency}
          onToggle={(isActive) => toggle.mutate({ id: offer.id, isActive })}
          onEdit={() => setEditing({ offer })}
          onDelete={() => {
            if (window.confirm(t('confirmDelete', { name: offer.name }))) remove.mutate(offer.id);
          }}
        />
      ))}
      {offers.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={offers.isFetchingNextPage} onClick={() => void offers.fetchNextPage()} data-testid="offers-more">
            {t('showMore')}
          </Button>
        </Center>
      )}
      {editing && (
        <OfferDrawer
          key={editing.offer?.id ?? 'new'}
          restaurantId={restaurantId}
          currency={currency}
          timeZone={timeZone}
          offer={editing.offer}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
