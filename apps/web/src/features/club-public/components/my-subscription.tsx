import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubSubscription } from '@menudelite/shared/growth/club';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useCancelSubscription } from '../api/club';
import { STATUS_COLOR } from '../lib/status';

/**
 * The customer's subscription at this venue, with its status as SPEC section 4 names it, and the two
 * ways to cancel: at the end of the period (PENDING CANCELLATION, perks until then, no further charge)
 * or at once (CANCELLED, perks stop now, nothing refunded).
 */
export function MySubscription({ subscription, timeZone }: { subscription: TClubSubscription; timeZone: string }) {
  const { t, i18n } = useTranslation('club-public');
  const cancel = useCancelSubscription();
  const date = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }), [i18n.language, timeZone]);
  const end = subscription.currentPeriodEnd ? date.format(new Date(subscription.currentPeriodEnd)) : null;
  const s = subscription;
  const canCancel = s.status === 'active' || s.status === 'pending_cancellation' || s.status === 'past_due';

  return (
    <Paper withBorder p="md" radius="md" data-testid="my-subscription">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            {s.planName}
          </Title>
          <Badge color={STATUS_COLOR[s.status]} size="lg" data-testid="subscription-status">
            {t(`status.${s.status}`)}
          </Badge>
        </Group>
        <Text>{t('mine.price', { price: formatMoney(s.price, s.currency as TCurrency) })}</Text>
        {end && s.status === 'active' && <Text data-testid="subscription-renews">{t('mine.renews', { date: end })}</Text>}
        {end && s.status === 'pending_cancellation' && <Text data-testid="subscription-ends">{t('mine.ends', { date: end })}</Text>}
        {s.status === 'past_due' && s.graceUntil && <Text c="orange">{t('mine.pastDue', { date: date.format(new Date(s.graceUntil)) })}</Text>}
        {s.cardLast4 && (
          <Text size="sm" c="dimmed">
            {t('mine.card', { last4: s.cardLast4 })}
          </Text>
        )}
        <ApiErrorAlert error={cancel.error} />
        {canCancel && (
          <Group gap="xs" wrap="wrap">
            {s.status === 'active' && (
              <Button
                variant="default"
                loading={cancel.isPending && cancel.variables?.atPeriodEnd}
                onClick={() => cancel.mutate({ id: s.id, atPeriodEnd: true })}
                data-testid="cancel-period-end"
              >
                {t('mine.cancelAtEnd')}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              loading={cancel.isPending && !cancel.variables?.atPeriodEnd}
              onClick={() => {
                if (window.confirm(t('mine.confirmNow'))) cancel.mutate({ id: s.id, atPeriodEnd: false });
              }}
              data-testid="cancel-now"
            >
              {t('mine.cancelNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
