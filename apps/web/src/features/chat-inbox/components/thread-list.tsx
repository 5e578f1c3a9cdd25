import { Badge, Button, Group, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TChatThread } from '@menudelite/shared/guest-chat/contracts';
import { INBOX_FILTERS, type TInboxFilter } from '../lib/inbox-filter';

type TProps = {
  threads: TChatThread[];
  filter: TInboxFilter;
  onFilter: (filter: TInboxFilter) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  hasMore: boolean;
  onMore: () => void;
  loadingMore: boolean;
  formatTime: (iso: string) => string;
};

/** The inbox's conversations, latest first: room, guest, last line, who has it, unread guest messages. */
export function ThreadList({ threads, filter, onFilter, selectedId, onSelect, hasMore, onMore, loadingMore, formatTime }: TProps) {
  const { t } = useTranslation('guest-chat');
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        size="xs"
        value={filter}
        onChange={(value) => onFilter(value as TInboxFilter)}
        data={INBOX_FILTERS.map((value) => ({ value, label: t(`inbox.filters.${value}`) }))}
        aria-label={t('inbox.filters.label')}
        data-testid="chat-inbox-filter"
      />
      {threads.length === 0 && (
        <Text c="dimmed" size="sm" p="sm" data-testid="chat-inbox-empty">
          {t('inbox.empty')}
        </Text>
      )}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chat-thread-list">
        {threads.map((thread) => {
          const selected = thread.id === selectedId;
          return (
            <li key={thread.id}>
              <UnstyledButton
                onClick={() => onSelect(thread.id)}
                w="100%"
                p="sm"
                aria-current={selected ? 'true' : undefined}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  background: selected ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-body)',
                  border: '1px solid var(--mantine-color-default-border)',
                }}
                data-testid="chat-thread"
                data-thread={thread.id}
                data-unread={thread.staffUnread}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} size="sm" truncate>
                    {t('inbox.room', { room: thread.roomNumber })} · <bdi>{thread.guestName}</bdi>
                  </Text>
                  {thread.lastMessageAt && (
                    <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                      {formatTime(thread.lastMessageAt)}
                    </Text>
                  )}
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
                  <Text size="sm" c={thread.staffUnread > 0 ? undefined : 'dimmed'} fw={thread.staffUnread > 0 ? 600 : 400} truncate dir="auto">
                    {thread.lastMessagePreview ?? t('inbox.noMessages')}
                  </Text>
                  {thread.staffUnread > 0 && (
                    <Badge color="red" circle aria-label={t('inbox.unreadLabel', { count: thread.staffUnread })} data-testid="chat-thread-unread">
                      {thread.staffUnread}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" mt={2}>
                  {t('inbox.assigned')}: {thread.assignedMemberName ?? t('inbox.nobody')}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      {hasMore && (
        <Button variant="default" size="xs" onClick={onMore} loading={loadingMore} data-testid="chat-threads-more">
          {t('inbox.more')}
        </Button>
      )}
    </Stack>
  );
}
