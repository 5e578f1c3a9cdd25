import { Button, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_REQUEST_STATUSES, GUEST_REQUEST_TYPES, type TGuestRequest } from '@menudelite/shared/hotel/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DEFAULT_REQUEST_FILTERS, useMoveRequest, useRequests, type TRequestFilters } from '../api/requests';
import { sortForStaff } from '../lib/request-age';
import { useNow } from '../lib/use-now';
import { RequestCard } from './request-card';

type TListProps = { currency: TCurrency; formatTime: (iso: string, withDate?: boolean) => string; connected: boolean };

/** The requests with filters by type, status and room; escalated and late ones first. */
export function RequestList({ currency, formatTime, connected }: TListProps) {
  const { t } = useTranslation('requests-admin');
  const [filters, setFilters] = useState<TRequestFilters>(DEFAULT_REQUEST_FILTERS);
  const requests = useRequests(filters, !connected);
  const move = useMoveRequest();
  const [cancelling, setCancelling] = useState<TGuestRequest | null>(null);
  // The clock, or the moment the list was read if that is later (an escalation just arrived with it).
  const now = Math.max(useNow(), requests.dataUpdatedAt);
  const items = useMemo(() => sortForStaff(requests.data?.pages.flatMap((page) => page.items) ?? [], now), [requests.data, now]);
  const change = (next: Partial<TRequestFilters>) => setFilters((current) => ({ ...current, ...next }));

  return (
    <Stack gap="md">
      <div className="ra-filters">
        <NativeSelect
          label={t('filters.type')}
          value={filters.type}
          onChange={(event) => change({ type: event.currentTarget.value as TRequestFilters['type'] })}
          data={[{ value: 'all', label: t('filters.allTypes') }, ...GUEST_REQUEST_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
          data-testid="filter-type"
        />
        <NativeSelect
          label={t('filters.status')}
          value={filters.status}
          onChange={(event) => change({ status: event.currentTarget.value as TRequestFilters['status'] })}
          data={[
            { value: 'open', label: t('filters.open') },
            { value: 'all', label: t('filters.allStatuses') },
            ...GUEST_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
          data-testid="filter-status"
        />
        <TextInput
          label={t('filters.room')}
          placeholder={t('filters.roomPlaceholder')}
          value={filters.room}
          onChange={(event) => change({ room: event.currentTarget.value })}
          type="search"
          dir="ltr"
          data-testid="filter-room"
        />
      </div>
      <ApiErrorAlert error={requests.error} />
      <ApiErrorAlert error={move.error} />
      {requests.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {requests.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="requests-empty">
          {t('empty')}
        </Text>
      )}
      <div className="ra-grid" data-testid="request-list">
        {items.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            now={now}
            currency={currency}
            formatTime={formatTime}
            pending={move.isPending && move.variables?.id === request.id}
            onMove={(status) => move.mutate({ id: request.id, status })}
            onCancel={() => setCancelling(request)}
          />
        ))}
      </div>
      {requests.hasNextPage && (
        <Button variant="default" onClick={() => void requests.fetchNextPage()} loading={requests.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('more')}
        </Button>
      )}
      {cancelling && (
        <ConfirmDialog
          title={t('actions.cancelTitle')}
          message={t('actions.cancelMessage', { room: cancelling.roomNumber })}
          confirmLabel={t('actions.cancel')}
          cancelLabel={t('actions.keep')}
          closeLabel={t('actions.close')}
          pending={move.isPending}
          error={move.error}
          onConfirm={() => move.mutate({ id: cancelling.id, status: 'cancelled' }, { onSuccess: () => setCancelling(null) })}
          onClose={() => {
            setCancelling(null);
            move.reset();
          }}
        />
      )}
    </Stack>
  );
}
