import { Button, Center, Chip, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LINK_STATUSES, type TPaymentLink, type TPaymentLinkStatus } from '@menudelite/shared/delitepay/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useLinks } from '../api/links';
import { useVenueDateTime } from '../lib/venue-format';
import { LinkRow, type TLinkAction } from './link-row';

const FILTERS = ['all', ...PAYMENT_LINK_STATUSES] as const;
type TFilter = (typeof FILTERS)[number];

/** The venue's payment links, newest first, by state; each active one can be copied, shown as a QR code, sent or cancelled. */
export function LinksList({ timeZone, onAction }: { timeZone: string; onAction: (action: TLinkAction, link: TPaymentLink) => void }) {
  const { t } = useTranslation('delitepay-admin');
  const [filter, setFilter] = useState<TFilter>('all');
  const links = useLinks(filter === 'all' ? null : (filter as TPaymentLinkStatus));
  const items = useMemo(() => links.data?.pages.flatMap((page) => page.items) ?? [], [links.data]);
  const format = useVenueDateTime(timeZone);

  return (
    <Stack gap="sm" data-testid="links-list">
      <Title order={2} fz="h4">
        {t('links.title')}
      </Title>
      {/* Chips rather than a segmented control: its sliding indicator lands on the wrong option in right-to-left languages. */}
      <Chip.Group value={filter} onChange={(value) => setFilter(value as TFilter)}>
        <Group gap={6} data-testid="links-filter">
          {FILTERS.map((value) => (
            <Chip key={value} value={value} size="sm" data-testid={`links-filter-${value}`}>
              {value === 'all' ? t('links.all') : t(`status.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ApiErrorAlert error={links.error} />
      {links.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {links.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="links-empty">
          {filter === 'all' ? t('links.empty') : t('links.emptyFiltered')}
        </Text>
      )}
      {items.map((link) => (
        <LinkRow key={link.id} link={link} format={format} onAction={onAction} />
      ))}
      {links.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={links.isFetchingNextPage} onClick={() => void links.fetchNextPage()} data-testid="links-more">
            {t('showMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
