import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEXT_REQUEST_STATUS, OPEN_REQUEST_STATUSES, type TGuestRequest, type TGuestRequestStatus } from '@menudelite/shared/hotel/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ageText, requestTiming } from '../lib/request-age';

const STATUS_COLOR: Record<TGuestRequestStatus, string> = {
  new: 'blue',
  acknowledged: 'violet',
  inProgress: 'yellow',
  done: 'green',
  cancelled: 'gray',
};
const ACTION_OF: Partial<Record<TGuestRequestStatus, string>> = { acknowledged: 'actions.acknowledge', inProgress: 'actions.start', done: 'actions.done' };

type TCardProps = {
  request: TGuestRequest;
  now: number;
  currency: TCurrency;
  formatTime: (iso: string, withDate?: boolean) => string;
  pending: boolean;
  onMove: (status: 'acknowledged' | 'inProgress' | 'done') => void;
  onCancel: () => void;
};

/** One request: room and guest, what is asked, its age against the target, and the next step. */
export function RequestCard({ request, now, currency, formatTime, pending, onMove, onCancel }: TCardProps) {
  const { t } = useTranslation('requests-admin');
  const timing = requestTiming(request, now);
  const next = NEXT_REQUEST_STATUS[request.status];
  const open = (OPEN_REQUEST_STATUSES as readonly string[]).includes(request.status);
  const what =
    request.type === 'amenity'
      ? request.items.map((item) => t('card.quantity', { name: item.name, quantity: item.quantity })).join(', ')
      : request.type === 'service' && request.category
        ? t(`categories.${request.category}`)
        : request.dueAt
          ? t('card.wakeUpAt', { time: formatTime(request.dueAt) })
          : t(`types.${request.type}`);
  const age = timing.ageMinutes === null ? null : ageText(timing.ageMinutes);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className="ra-card"
      data-testid="request-card"
      data-request-id={request.id}
      data-type={request.type}
      data-status={request.status}
      data-room={request.roomNumber}
      data-late={timing.late}
      data-escalated={timing.escalated}
      data-due={timing.due}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>
              {t('card.room', { room: request.roomNumber })} · <bdi>{request.guestName}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {t(`types.${request.type}`)}
              {request.type === 'service' && <> · {t(`priorities.${request.priority}`)}</>}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[request.status]} variant="light" data-testid="request-status">
            {t(`statuses.${request.status}`)}
          </Badge>
        </Group>
        <Text fw={600} dir="auto">
          {what}
        </Text>
        {timing.escalated && (
          <Badge color="red" variant="filled" data-testid="request-escalated">
            {t('card.escalated')}
          </Badge>
        )}
        {!timing.escalated && timing.due && (
          <Badge color="orange" variant="filled" data-testid="request-due">
            {t('card.due')}
          </Badge>
        )}
        {request.note && (
          <Text size="sm" dir="auto">
            {t('card.note', { note: request.note })}
          </Text>
        )}
        {request.chargeTotal > 0 && <Text size="sm">{t('card.charged', { amount: formatMoney(request.chargeTotal, currency) })}</Text>}
        {request.approvalExpiresAt && request.status === 'new' && (
          <Text size="sm">{t('card.approvalUntil', { time: formatTime(request.approvalExpiresAt) })}</Text>
        )}
        {request.status === 'cancelled' && request.cancelReason && (
          <Text size="sm" c="dimmed">
            {t(`cancelReasons.${request.cancelReason}`)}
          </Text>
        )}
        {open && age && (
          <Text size="sm" data-testid="request-age">
            <span className={timing.late ? 'ra-late' : undefined}>{t('card.age', { age: t(age.key, age.values ?? {}) })}</span>
            {' · '}
            {t('card.target', { target: t('age.minutes', { count: timing.targetMinutes }) })}
            {timing.late && (
              <>
                {' · '}
                <span className="ra-late" data-testid="request-late">
                  {t('card.late')}
                </span>
              </>
            )}
          </Text>
        )}
        {open && (
          <Group gap="xs" justify="flex-end">
            <Button variant="subtle" color="red" size="compact-sm" onClick={onCancel} disabled={pending} data-testid="request-cancel">
              {t('actions.cancel')}
            </Button>
            {next && next !== 'cancelled' && (
              <Button
                size="compact-sm"
                onClick={() => onMove(next as 'acknowledged' | 'inProgress' | 'done')}
                loading={pending}
                data-testid={`request-${next}`}
              >
                {t(request.items.some((item) => item.mode === 'approval') && next === 'acknowledged' ? 'actions.approve' : ACTION_OF[next]!)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
