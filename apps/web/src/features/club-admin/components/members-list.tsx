import { Badge, Button, Center, Chip, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB_SUBSCRIPTION_STATUSES, type TClubSubscriptionStatus } from '@menudelite/shared/growth/club';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useMembers } from '../api/club-admin';
import { STATUS_COLOR } from '../lib/status';

const FILTERS = ['all', ...CLUB_SUBSCRIPTION_STATUSES.filter((s) => s !== 'incomplete' && s !== 'failed')] as const;

/** The venue's club members, newest first, by status; dates on the venue's clock. */
export function MembersList({ currency, timeZone }: { currency: TCurrency; timeZone: string }) {
  const { t, i18n } = useTranslation('club-admin');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const members = useMembers(filter === 'all' ? null : (filter as TClubSubscriptionStatus));
  const items = useMemo(() => members.data?.pages.flatMap((page) => page.items) ?? [], [members.data]);
  const date = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }), [i18n.language, timeZone]);

  return (
    <Stack gap="sm" data-testid="club-members">
      <Title order={2} fz="h4">
        {t('members.title')}
      </Title>
      <Chip.Group value={filter} onChange={(value) => setFilter(value as (typeof FILTERS)[number])}>
        <Group gap={6}>
          {FILTERS.map((value) => (
            <Chip key={value} value={value} size="sm">
              {value === 'all' ? t('members.all') : t(`status.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ApiErrorAlert error={members.error} />
      {members.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {members.isSuccess && items.length === 0 && <Text c="dimmed">{t('members.empty')}</Text>}
      {items.map((member) => (
        <Paper key={member.id} withBorder p="sm" radius="md" data-testid="member-row">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{member.customerName || member.customerEmail}</Text>
              <Text size="sm" c="dimmed">
                {member.customerEmail}
              </Text>
              <Text size="sm">
                {member.planName} · {formatMoney(member.price, currency)}
              </Text>
              {member.currentPeriodEnd && (
                <Text size="sm" c="dimmed">
                  {t(member.status === 'active' ? 'members.renews' : 'members.ends', { date: date.format(new Date(member.currentPeriodEnd)) })}
                </Text>
              )}
            </Stack>
            <Badge color={STATUS_COLOR[member.status]} data-testid="member-status">
              {t(`status.${member.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
      {members.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
            {t('showMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
