import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamMember, TTeamMe } from '@menudelite/shared/team/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useMembers } from '../api/members';
import { memberMenuActions, type TMemberMenuAction } from '../lib/member-actions';
import { ChangeRoleModal } from './change-role-modal';
import { InviteModal } from './invite-modal';
import { MemberConfirm } from './member-confirm';
import { MemberRow } from './member-row';
import { PendingInvites } from './pending-invites';

type TDialog = { kind: 'invite' } | { kind: TMemberMenuAction; member: TTeamMember } | null;

/** The team: members page by page, pending invites, and the owner's actions on each member. */
export function MembersTab({ me, language, formatDate }: { me: TTeamMe; language: string; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('team-admin');
  const members = useMembers();
  const [dialog, setDialog] = useState<TDialog>(null);
  const list = useMemo(() => members.data?.pages.flatMap((page) => page.items) ?? [], [members.data]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h4">
          {t('members.title')}
        </Title>
        <Button onClick={() => setDialog({ kind: 'invite' })} data-testid="invite-member">
          {t('invite.open')}
        </Button>
      </Group>
      <PendingInvites formatDate={formatDate} />
      <ApiErrorAlert error={members.error} />
      {members.isPending && <Loader size="sm" aria-label={t('loading')} />}
      <Stack gap="xs" data-testid="member-list">
        {list.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            isMe={member.id === me.memberId}
            actions={memberMenuActions(member, me)}
            formatDate={formatDate}
            onAction={(kind) => setDialog({ kind, member })}
          />
        ))}
      </Stack>
      {members.isSuccess && list.length === 0 && <Text c="dimmed">{t('members.empty')}</Text>}
      {members.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()} data-testid="members-more">
            {t('showMore')}
          </Button>
        </Center>
      )}
      {dialog?.kind === 'invite' && <InviteModal permissions={me.permissions} defaultLanguage={language} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'changeRole' && <ChangeRoleModal member={dialog.member} permissions={me.permissions} onClose={() => setDialog(null)} />}
      {dialog && dialog.kind !== 'invite' && dialog.kind !== 'changeRole' && (
        <MemberConfirm member={dialog.member} action={dialog.kind} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
