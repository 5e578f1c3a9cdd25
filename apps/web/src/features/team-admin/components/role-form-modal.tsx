import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZCustomRoleInputSchema, type TCustomRole } from '@menudelite/shared/team/contracts';
import { CUSTOM_ROLE_PERMISSIONS } from '@menudelite/shared/team/permissions';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError, zodFormValidate } from '../../../lib/forms/zod-form';
import { useSaveRole } from '../api/roles';

type TRoleForm = { name: string; permissions: string[] };

const toInput = (values: TRoleForm) => ({ name: values.name.trim(), permissions: values.permissions });

/** A custom role: a name and any of the permissions but ownership (which only owners hold). */
export function RoleFormModal({ role, onClose }: { role: TCustomRole | null; onClose: () => void }) {
  const { t } = useTranslation('team-admin');
  const save = useSaveRole();
  const form = useForm<TRoleForm>({
    mode: 'controlled',
    initialValues: { name: role?.name ?? '', permissions: role ? [...role.permissions] : ['orders.view'] },
    validate: zodFormValidate<TRoleForm>(ZCustomRoleInputSchema, toInput),
    onValuesChange: () => save.error && save.reset(),
  });
  const submit = form.onSubmit((values) =>
    save.mutate({ id: role?.id ?? null, body: toInput(values) as Parameters<typeof save.mutate>[0]['body'] }, { onSuccess: onClose }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.newTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate data-testid="role-form">
        <Stack gap="sm">
          <TextInput label={t('roles.name')} {...form.getInputProps('name')} error={translatedError(t, form.errors.name)} data-testid="role-name" />
          <Checkbox.Group
            label={t('roles.permissions')}
            {...form.getInputProps('permissions')}
            error={translatedError(t, form.errors.permissions)}
            data-testid="role-permissions"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {CUSTOM_ROLE_PERMISSIONS.map((permission) => (
                <Checkbox key={permission} value={permission} label={t(`permissions.${permission}`)} data-testid={`permission-${permission}`} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="role-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
