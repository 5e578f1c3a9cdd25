import { useEffect, useMemo, useState } from 'react';
import { Badge, Box, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useTeamMeQuery } from '../../../lib/session/team-me';
import { useBusinessSocketConnected } from '../../../lib/socket/use-business-connection';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { threadsKey, useChatThreads } from '../api/chat-api';
import { uniqueThreads, type TInboxFilter } from '../lib/inbox-filter';
import { Conversation } from './conversation';
import { ThreadList } from './thread-list';

export type TChatInboxProps = {
  /** Open this thread first (a link from a request, say). */
  initialThreadId?: string;
  /** The venue's unread guest messages, for a tab badge. */
  onUnreadChange?: (totalUnread: number) => void;
};

/** The staff inbox of hotel guest chats: conversations on one side, the open one on the other (one pane at a time on a phone). */
export function ChatInbox({ initialThreadId, onUnreadChange }: TChatInboxProps) {
  const { t, i18n } = useTranslation('guest-chat');
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [filter, setFilter] = useState<TInboxFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(initialThreadId ?? null);
  const threads = useChatThreads(filter);
  const me = useTeamMeQuery();
  const connected = useBusinessSocketConnected();
  const queryClient = useQueryClient();
  const rows = useMemo(() => uniqueThreads(threads.data?.pages ?? []), [threads.data]);
  const totalUnread = threads.data?.pages[0]?.totalUnread ?? 0;
  // Desktop opens the newest conversation until one is chosen; a phone starts on the list.
  const shownId = selectedId ?? (phone ? null : (rows[0]?.id ?? null));
  const selected = rows.find((thread) => thread.id === shownId) ?? null;
  // Times on the venue's wall clock (the guest sees the same), with the date when it is not today.
  const timeZone = useCurrentRestaurantQuery().data?.timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const formatTime = useMemo(() => venueTimeFormatter(`${i18n.language}-u-nu-latn`, timeZone), [i18n.language, timeZone]);

  useEffect(() => onUnreadChange?.(totalUnread), [totalUnread, onUnreadChange]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: threadsKey() });
  useSocketEvent('chatMessage', refresh);
  useSocketEvent('chatRead', refresh);
  useSocketEvent('chatThreadUpdated', refresh);

  const list = (
    <ThreadList
      threads={rows}
      filter={filter}
      onFilter={setFilter}
      selectedId={shownId}
      onSelect={setSelectedId}
      hasMore={threads.hasNextPage}
      onMore={() => void threads.fetchNextPage()}
      loadingMore={threads.isFetchingNextPage}
      formatTime={formatTime}
    />
  );
  const conversation = selected ? (
    <Conversation
      key={selected.id}
      thread={selected}
      myMemberId={me.data?.memberId ?? null}
      formatTime={formatTime}
      onBack={phone ? () => setSelectedId(null) : undefined}
    />
  ) : (
    <Text c="dimmed" p="md">
      {t('inbox.pick')}
    </Text>
  );

  return (
    <Paper withBorder radius="md" p="sm" data-testid="chat-inbox" data-connected={connected}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="h4">
            {t('inbox.title')}
          </Title>
          {totalUnread > 0 && (
            <Badge color="red" data-testid="chat-inbox-unread" aria-label={t('inbox.unreadLabel', { count: totalUnread })}>
              {totalUnread}
            </Badge>
          )}
        </Group>
        <Text size="xs" c={connected ? 'green' : 'dimmed'}>
          {connected ? t('inbox.live') : t('offline')}
        </Text>
      </Group>
      <ApiErrorAlert error={threads.error} />
      {threads.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {threads.isSuccess &&
        (phone ? (
          selected ? (
            conversation
          ) : (
            list
          )
        ) : (
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Box w={320} style={{ flex: 'none' }}>
              {list}
            </Box>
            <Box style={{ flex: 1, minWidth: 0 }}>{conversation}</Box>
          </Group>
        ))}
    </Paper>
  );
}
