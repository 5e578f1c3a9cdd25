import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@menudelite/shared/team/contracts';
import type { TMemberMenuAction } from '../lib/member-actions';
import { roleLabel } from '../lib/role-label';

/** One member: name, login (e-mail or PIN only), role, status and since when; the owner's actions in a menu. */
export function MemberRow({
  member,
  isMe,
  actions,
  formatDate,
  onAction,
}: {
  member: TTeamMember;
  isMe: boolean;
  actions: TMemberMenuAction[];
  formatDate: (iso: string) => string;
  onAction: (action: TMemberMenuAction) => void;
}) {
  const { t } = useTranslation('team-admin');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="member-row" data-member-id={member.id} data-status={member.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} truncate="end" data-testid="member-name">
              <bdi>{member.name}</bdi>
            </Text>
            {isMe && (
              <Badge size="sm" variant="outline">
                {t('members.you')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate="end">
            {member.email ? <bdi>{member.email}</bdi> : t('members.pinOnly', { displayId: member.displayId ?? '' })}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" data-testid="member-role">
              {roleLabel(t, member.role, member.roleName)}
            </Badge>
            <Badge color={member.status === 'active' ? 'green' : 'gray'} variant="dot" data-testid="member-status">
              {t(`status.${member.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('members.since', { date: formatDate(member.createdAt) })}
            </Text>
          </Group>
        </Stack>
        {actions.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('members.actionsFor', { name: member.name })} data-testid="member-actions">
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.map((action) => (
                <Menu.Item
                  key={action}
                  color={action === 'remove' ? 'red' : undefined}
                  onClick={() => onAction(action)}
                  data-testid={`member-action-${action}`}
                >
                  {t(`members.actions.${action}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
