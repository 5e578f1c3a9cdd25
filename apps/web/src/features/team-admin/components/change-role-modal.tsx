import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZMemberUpdateSchema, type TTeamMember } from '@menudelite/shared/team/contracts';
import type { TPermission } from '@menudelite/shared/team/permissions';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { zodFormValidate } from '../../../lib/forms/zod-form';
import { useMemberAction } from '../api/members';
import { useRoles } from '../api/roles';
import { roleOptions } from './role-options';

type TRoleForm = { role: string };

/** A member's new role; the last owner cannot be demoted (409 lastOwner, shown by key). */
export function ChangeRoleModal({ member, permissions, onClose }: { member: TTeamMember; permissions: readonly TPermission[]; onClose: () => void }) {
  const { t } = useTranslation('team-admin');
  const action = useMemberAction();
  const roles = useRoles();
  const form = useForm<TRoleForm>({
    mode: 'controlled',
    initialValues: { role: member.role },
    validate: zodFormValidate<TRoleForm>(ZMemberUpdateSchema),
    onValuesChange: () => action.error && action.reset(),
  });
  const submit = form.onSubmit((values) => action.mutate({ kind: 'update', member, body: { role: values.role } }, { onSuccess: onClose }));

  return (
    <Modal opened onClose={onClose} title={t('changeRole.title', { name: member.name })} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="change-role-form">
        <Stack gap="sm">
          <Select
            label={t('invite.role')}
            data={roleOptions(t, roles.data, permissions)}
            allowDeselect={false}
            {...form.getInputProps('role')}
            data-testid="change-role-select"
          />
          <ApiErrorAlert error={action.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={action.isPending} data-testid="change-role-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
