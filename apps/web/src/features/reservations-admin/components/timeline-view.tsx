import { Center, Group, Loader, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useReservationDay } from '../api/reservations';
import { minutesBetween, timelineTicks } from '../lib/timeline';
import { dayWindow, timelineRows } from '../lib/timeline-rows';
import { STATUS_COLORS } from '../lib/status-actions';
import type { TOpenDialog } from './book-dialogs';
import { ReservationActions } from './reservation-actions';

/** Width of one minute of real time: a three-hour service is about 430 px; phones scroll sideways. */
const PX_PER_MINUTE = 2.4;
const LANE_HEIGHT = 44;

type TProps = {
  date: string;
  period: string | null;
  now: Date;
  formatTime: (iso: string) => string;
  isNew: (id: string) => boolean;
  onSeen: (id: string) => void;
  onOpen: TOpenDialog;
};

/**
 * Rows are tables, the axis is real time across the service on the venue's clock, and each
 * booking is a block as long as its turn time (lib/timeline.ts does the zone and DST work).
 */
export function TimelineView({ date, period, now, formatTime, isNew, onSeen, onOpen }: TProps) {
  const { t, i18n } = useTranslation('reservations-admin');
  const day = useReservationDay(date);
  const timeZone = day.data?.timeZone ?? 'UTC';
  const hourLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone });
    return (at: number) => format.format(at);
  }, [i18n.language, timeZone]);
  const layout = useMemo(() => {
    if (!day.data) return null;
    const window = dayWindow(day.data, period);
    return { window, rows: timelineRows(day.data, window), ticks: timelineTicks(window, day.data.timeZone, 30) };
  }, [day.data, period]);

  // Opened on a phone, the timeline scrolls itself to the first booking (or now) instead of an empty morning.
  const box = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!layout || !box.current || scrolledFor.current === `${date}/${period ?? ''}`) return;
    scrolledFor.current = `${date}/${period ?? ''}`;
    const target = box.current.querySelector<HTMLElement>('.rb-tl-now') ?? box.current.querySelector<HTMLElement>('.rb-tl-block');
    if (!target) return;
    const boxRect = box.current.getBoundingClientRect();
    const targetRect = target.getBoundingClientRect();
    const isRtl = getComputedStyle(box.current).direction === 'rtl';
    // Keep the table column (sticky at the start) and a little of the time before in view.
    const delta = isRtl ? targetRect.right - boxRect.right + 120 : targetRect.left - boxRect.left - 120;
    box.current.scrollBy({ left: delta });
  }, [layout, date, period]);

  if (day.error) return <ApiErrorAlert error={day.error} />;
  if (!layout) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (layout.rows.length === 0) return <Text c="dimmed">{t('timeline.empty')}</Text>;
  const { window, rows, ticks } = layout;
  const width = Math.max(480, minutesBetween(window) * PX_PER_MINUTE);
  const nowAt = now.getTime();
  const nowPercent = nowAt > window.start && nowAt < window.end ? ((nowAt - window.start) / (window.end - window.start)) * 100 : null;

  return (
    <div ref={box} className="rb-timeline" role="region" aria-label={t('timeline.label')} tabIndex={0} data-testid="timeline">
      <div className="rb-tl-grid" style={{ ['--rb-track' as string]: `${width}px` }}>
        <div className="rb-tl-corner">{t('timeline.table')}</div>
        <div className="rb-tl-axis" aria-hidden="true">
          {ticks
            // Hours are labelled, in the reader's clock style; none half hidden at either end.
            .filter((tick) => tick.isHour && tick.percent > 2 && tick.percent < 98)
            .map((tick) => (
              <span key={tick.at} className="rb-tl-tick" style={{ insetInlineStart: `${tick.percent}%` }}>
                {hourLabel(tick.at)}
              </span>
            ))}
        </div>
        {rows.map((row) => (
          <TimelineRow
            key={row.id}
            row={row}
            ticks={ticks}
            nowPercent={nowPercent}
            now={now}
            formatTime={formatTime}
            isNew={isNew}
            onSeen={onSeen}
            onOpen={onOpen}
          />
        ))}
      </div>
    </div>
  );
}

type TRowProps = Omit<TProps, 'date' | 'period'> & {
  row: ReturnType<typeof timelineRows>[number];
  ticks: ReturnType<typeof timelineTicks>;
  nowPercent: number | null;
};

function TimelineRow({ row, ticks, nowPercent, now, formatTime, isNew, onSeen, onOpen }: TRowProps) {
  const { t } = useTranslation('reservations-admin');
  return (
    <>
      <div className="rb-tl-label" data-testid="timeline-row-label">
        <Text size="sm" fw={600} lh={1.2}>
          {row.label ?? t('timeline.unassigned')}
        </Text>
        {row.occupancy !== null && (
          <Text size="xs" c="dimmed" lh={1.2}>
            {t('timeline.seats', { count: row.occupancy })}
          </Text>
        )}
      </div>
      <div className="rb-tl-track" style={{ height: row.lanes * LANE_HEIGHT + 8 }} data-testid="timeline-row" data-table={row.label ?? ''}>
        {ticks.map((tick) => (
          <span key={tick.at} className={tick.isHour ? 'rb-tl-line rb-tl-hour' : 'rb-tl-line'} style={{ insetInlineStart: `${tick.percent}%` }} />
        ))}
        {nowPercent !== null && <span className="rb-tl-now" style={{ insetInlineStart: `${nowPercent}%` }} title={t('timeline.now')} />}
        {row.blocks.map(({ reservation, block, lane }) => (
          <Popover key={reservation.id} position="bottom" withArrow shadow="md" withinPortal>
            <Popover.Target>
              <UnstyledButton
                className={isNew(reservation.id) ? 'rb-tl-block rb-new' : 'rb-tl-block'}
                data-status={reservation.status}
                data-color={STATUS_COLORS[reservation.status]}
                data-testid="timeline-block"
                data-id={reservation.id}
                style={{
                  insetInlineStart: `${block.startPercent}%`,
                  width: `${block.widthPercent}%`,
                  top: 4 + lane * LANE_HEIGHT,
                  height: LANE_HEIGHT - 4,
                  ['--rb-color' as string]: `var(--mantine-color-${STATUS_COLORS[reservation.status]}-6)`,
                }}
                onClick={() => onSeen(reservation.id)}
              >
                <span className="rb-tl-block-name">{reservation.name || t('booking.walkInGuest')}</span>
                <span className="rb-tl-block-meta">
                  {reservation.partySize} · {formatTime(reservation.startsAt)}
                </span>
              </UnstyledButton>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap={6} maw={280}>
                <Text fw={600}>{reservation.name || t('booking.walkInGuest')}</Text>
                <Group gap={6}>
                  <Text size="sm">{t('booking.party', { count: reservation.partySize })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('booking.time', { start: formatTime(reservation.startsAt), end: formatTime(reservation.endsAt) })}
                  </Text>
                </Group>
                <Text size="sm">{t(`status.${reservation.status}`)}</Text>
                <ReservationActions reservation={reservation} now={now} onOpen={onOpen} compact />
              </Stack>
            </Popover.Dropdown>
          </Popover>
        ))}
      </div>
    </>
  );
}
