import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Alert, Box, Button, Group, Paper, ScrollArea, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, type TChatThread } from '@menudelite/shared/guest-chat/contracts';
import { draftProblem, receiptOf } from '@menudelite/shared/guest-chat/thread';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useAssignThread, useAssignees } from '../api/chat-api';
import { useConversation } from '../lib/use-conversation';

type TProps = { thread: TChatThread; myMemberId: string | null; onBack?: (() => void) | undefined; formatTime: (iso: string) => string };

/** One guest's conversation: messages with read receipts, assignment, and the reply box. */
export function Conversation({ thread, myMemberId, onBack, formatTime }: TProps) {
  const { t, i18n } = useTranslation('guest-chat');
  const errors = useErrorText();
  const chat = useConversation(thread.id);
  const assignees = useAssignees();
  const assign = useAssignThread();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<'onlyMarkup' | 'tooLong' | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const lastId = chat.messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lastId]);

  const options = useMemo(() => (assignees.data?.items ?? []).map((member) => ({ value: member.id, label: member.name })), [assignees.data]);

  const submit = async () => {
    const found = draftProblem(draft);
    if (found === 'empty' || sending) return;
    if (found) return setProblem(found);
    setProblem(null);
    setSending(true);
    const text = draft;
    setDraft('');
    if (!(await chat.send(text))) setDraft((current) => current || text);
    setSending(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack gap="sm" h="100%" data-testid="chat-conversation" data-thread={thread.id}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {onBack && (
            <ActionIcon variant="default" onClick={onBack} aria-label={t('inbox.back')} data-testid="chat-back">
              {/* Back points to where the list is: left in English, right in Arabic. */}
              <span aria-hidden="true">{i18n.dir() === 'rtl' ? '›' : '‹'}</span>
            </ActionIcon>
          )}
          <div>
            <Text fw={700}>
              {t('inbox.room', { room: thread.roomNumber })} · <bdi>{thread.guestName}</bdi>
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Select
            size="xs"
            w={170}
            label={t('inbox.assigned')}
            placeholder={t('inbox.nobody')}
            data={options}
            value={thread.assignedMemberId}
            clearable
            onChange={(memberId) => assign.mutate({ threadId: thread.id, memberId })}
            data-testid="chat-assign"
          />
          {myMemberId && thread.assignedMemberId !== myMemberId && (
            <Button
              size="xs"
              variant="light"
              mt={22}
              onClick={() => assign.mutate({ threadId: thread.id, memberId: myMemberId })}
              loading={assign.isPending}
              data-testid="chat-take"
            >
              {t('inbox.take')}
            </Button>
          )}
        </Group>
      </Group>
      <ApiErrorAlert error={assign.error ?? chat.loadError} />
      <Paper withBorder radius="md" p={0} style={{ flex: 1, minHeight: 280, display: 'flex' }}>
        <ScrollArea viewportRef={viewport} h={420} w="100%" type="auto" data-testid="chat-messages">
          <Stack gap="xs" p="sm">
            {chat.hasOlder && (
              <Button variant="subtle" size="xs" onClick={() => void chat.loadOlder()} style={{ alignSelf: 'center' }}>
                {t('older')}
              </Button>
            )}
            {!chat.loading && chat.messages.length === 0 && (
              <Text c="dimmed" size="sm" ta="center" py="lg">
                {t('inbox.startHint')}
              </Text>
            )}
            {chat.messages.map((message) => {
              const staff = message.author === 'staff';
              const receipt = staff ? receiptOf(message) : null;
              return (
                <Box
                  key={message.clientId && staff ? `c:${message.clientId}` : message.id}
                  style={{ alignSelf: staff ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
                  data-testid="chat-message"
                  data-author={message.author}
                >
                  <Text size="xs" c="dimmed" ta={staff ? 'end' : 'start'} px={4}>
                    {staff ? (message.memberName ?? t('inbox.staff')) : thread.guestName}
                  </Text>
                  <Paper
                    px="sm"
                    py={6}
                    radius="lg"
                    bg={staff ? 'blue.6' : 'gray.1'}
                    c={staff ? 'white' : undefined}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    <Text size="sm" dir="auto" inherit>
                      {message.body}
                    </Text>
                  </Paper>
                  <Text size="xs" c="dimmed" ta={staff ? 'end' : 'start'} px={4}>
                    {formatTime(message.createdAt)}
                    {receipt && (
                      <>
                        {' · '}
                        <span data-testid="chat-receipt" data-receipt={receipt}>
                          {t(`inbox.receipt.${receipt}`)}
                        </span>
                      </>
                    )}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        </ScrollArea>
      </Paper>
      {chat.sendError && errors.ready && (
        <Alert color="red" variant="light" role="alert" data-testid="chat-send-error">
          {errors.text(chat.sendError)}
        </Alert>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="chat-problem">
          {t(`problem.${problem}`, { max: CHAT_MESSAGE_MAX })}
        </Alert>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={5}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('inbox.placeholder', { name: thread.guestName })}
          aria-label={t('inbox.placeholder', { name: thread.guestName })}
          error={draft.length > CHAT_MESSAGE_MAX ? t('problem.tooLong', { max: CHAT_MESSAGE_MAX }) : undefined}
          dir="auto"
          data-testid="chat-input"
        />
        <Button onClick={() => void submit()} loading={sending} disabled={!draft.trim() || draft.length > CHAT_MESSAGE_MAX} data-testid="chat-send">
          {t('send')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('inbox.emailNote')}
      </Text>
    </Stack>
  );
}
