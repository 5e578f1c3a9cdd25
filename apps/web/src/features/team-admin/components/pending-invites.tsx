import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useInvites, useRevokeInvite } from '../api/invites';
import { roleLabel } from '../lib/role-label';

/** Invites not yet accepted: who, which role, until when; revoking one stops its link. */
export function PendingInvites({ formatDate }: { formatDate: (iso: string) => string }) {
  const { t } = useTranslation('team-admin');
  const invites = useInvites();
  const revoke = useRevokeInvite();
  if (!invites.data?.length) return <ApiErrorAlert error={invites.error} />;
  return (
    <Stack gap="xs" data-testid="pending-invites">
      <Text fw={600} size="sm">
        {t('invites.title')}
      </Text>
      {invites.data.map((invite) => (
        <Paper key={invite.id} withBorder p="xs" radius="md" bg="var(--mantine-color-gray-0)" data-testid="pending-invite">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate="end">
                <bdi>{invite.email}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {t('invites.expires', { date: formatDate(invite.expiresAt) })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge variant="light">{roleLabel(t, invite.role, invite.roleName)}</Badge>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={revoke.isPending && revoke.variables === invite.id}
                onClick={() => revoke.mutate(invite.id)}
                data-testid="revoke-invite"
              >
                {t('invites.revoke')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <ApiErrorAlert error={revoke.error} />
    </Stack>
  );
}
