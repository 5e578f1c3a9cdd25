import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomRole } from '@menudelite/shared/team/contracts';
import type { TPermission } from '@menudelite/shared/team/permissions';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteRole, useRoles } from '../api/roles';
import { RoleFormModal } from './role-form-modal';

/** Each role's permissions as short badges. */
function PermissionBadges({ permissions }: { permissions: readonly TPermission[] }) {
  const { t } = useTranslation('team-admin');
  return (
    <Group gap={4} wrap="wrap">
      {permissions.map((permission) => (
        <Badge key={permission} size="xs" variant="light" color="gray" tt="none">
          {t(`permissions.${permission}`)}
        </Badge>
      ))}
    </Group>
  );
}

type TDialog = { kind: 'form'; role: TCustomRole | null } | { kind: 'delete'; role: TCustomRole } | null;

/** The built-in roles (fixed, shown for reference) and the venue's custom roles (create, edit, delete). */
export function RolesTab() {
  const { t } = useTranslation('team-admin');
  const roles = useRoles();
  const remove = useDeleteRole();
  const [dialog, setDialog] = useState<TDialog>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h4">
          {t('roles.title')}
        </Title>
        <Button onClick={() => setDialog({ kind: 'form', role: null })} data-testid="new-role">
          {t('roles.new')}
        </Button>
      </Group>
      <ApiErrorAlert error={roles.error} />
      {roles.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {roles.data?.custom.map((role) => (
        <Paper key={role.id} withBorder p="sm" radius="md" data-testid="custom-role">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={700}>
                  <bdi>{role.name}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {t('roles.memberCount', { number: role.memberCount })}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'form', role })} data-testid="edit-role">
                  {t('roles.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setDialog({ kind: 'delete', role })} data-testid="delete-role">
                  {t('roles.delete')}
                </Button>
              </Group>
            </Group>
            <PermissionBadges permissions={role.permissions} />
          </Stack>
        </Paper>
      ))}
      {roles.data && (
        <Text fw={600} size="sm" mt="sm">
          {t('roles.builtIn')}
        </Text>
      )}
      {roles.data?.builtIn.map((role) => (
        <Paper key={role.role} withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" data-testid="built-in-role">
          <Stack gap="xs">
            <Text fw={700}>{t(`roleNames.${role.role}`)}</Text>
            <PermissionBadges permissions={role.permissions} />
          </Stack>
        </Paper>
      ))}
      {dialog?.kind === 'form' && <RoleFormModal role={dialog.role} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('roles.deleteTitle', { name: dialog.role.name })}
          message={t('roles.deleteBody')}
          confirmLabel={t('roles.delete')}
          cancelLabel={t('cancel')}
          closeLabel={t('close')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(dialog.role.id, { onSuccess: () => setDialog(null) })}
          onClose={() => {
            remove.reset();
            setDialog(null);
          }}
        />
      )}
    </Stack>
  );
}
