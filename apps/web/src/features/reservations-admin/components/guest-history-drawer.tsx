import { Badge, Button, Center, Drawer, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReservation } from '@menudelite/shared/reservations/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useGuestHistory } from '../api/reservations';
import { dateTimeFormatter } from '../lib/format';
import { STATUS_COLORS } from '../lib/status-actions';

/** A guest's bookings at this venue (by e-mail, else phone) with their visits, no-shows and cancellations, from the API. */
export function GuestHistoryDrawer({ reservation, timeZone, onClose }: { reservation: TReservation; timeZone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('reservations-admin');
  const history = useGuestHistory({ email: reservation.email, phone: reservation.phone });
  const format = useMemo(() => dateTimeFormatter(i18n.language, timeZone), [i18n.language, timeZone]);
  const first = history.data?.pages[0];
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Drawer opened onClose={onClose} title={t('history.title')} position="right" size="md" closeButtonProps={{ 'aria-label': t('confirmDialog.close') }}>
      <Stack gap="md" data-testid="guest-history">
        <div>
          <Text fw={600}>{reservation.name || t('booking.walkInGuest')}</Text>
          <Text size="sm" c="dimmed" className="rb-wrap">
            {[reservation.email, reservation.phone].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <ApiErrorAlert error={history.error} />
        {history.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('history.loading')} />
          </Center>
        ) : (
          first && (
            <>
              <SimpleGrid cols={3} spacing="xs">
                <Figure label={t('history.visits')} value={first.visits} testId="history-visits" />
                <Figure label={t('history.noShows')} value={first.noShows} testId="history-no-shows" warn={first.noShows > 0} />
                <Figure label={t('history.cancellations')} value={first.cancellations} testId="history-cancellations" />
              </SimpleGrid>
              {items.length === 0 ? (
                <Text c="dimmed">{t('history.empty')}</Text>
              ) : (
                <Stack gap={6}>
                  {items.map((item) => (
                    <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap" className="rb-history-row" data-testid="history-item">
                      <div>
                        <Text size="sm" className="rb-nums">
                          {format(item.startsAt)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('booking.party', { count: item.partySize })}
                          {item.tableLabels.length > 0 ? ` · ${item.tableLabels.join(' + ')}` : ''}
                        </Text>
                      </div>
                      <Badge variant="light" color={STATUS_COLORS[item.status]} size="sm">
                        {t(`status.${item.status}`)}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              )}
              {history.hasNextPage && (
                <Button variant="default" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
                  {t('history.more')}
                </Button>
              )}
            </>
          )
        )}
      </Stack>
    </Drawer>
  );
}

function Figure({ label, value, testId, warn = false }: { label: string; value: number; testId: string; warn?: boolean }) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text fw={700} size="xl" c={warn ? 'orange' : undefined} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}
