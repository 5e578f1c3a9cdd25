import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@menudelite/shared/i18n/languages';
import { ZInviteCreateSchema, type TInviteCreate } from '@menudelite/shared/team/contracts';
import type { TPermission } from '@menudelite/shared/team/permissions';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError, zodFormValidate } from '../../../lib/forms/zod-form';
import { useCreateInvite } from '../api/invites';
import { useRoles } from '../api/roles';
import { roleOptions } from './role-options';

type TInviteForm = { email: string; role: string; language: string };

const toInput = (values: TInviteForm) => ({
  email: values.email.trim(),
  role: values.role,
  ...(isLanguage(values.language) ? { language: values.language } : {}),
});

/** Invite by e-mail with a role and the e-mail's language; the link in it works once, for 7 days. */
export function InviteModal({ permissions, defaultLanguage, onClose }: { permissions: readonly TPermission[]; defaultLanguage: string; onClose: () => void }) {
  const { t } = useTranslation('team-admin');
  const invite = useCreateInvite();
  const roles = useRoles();
  const form = useForm<TInviteForm>({
    mode: 'controlled',
    initialValues: { email: '', role: 'frontOfHouse', language: defaultLanguage },
    validate: zodFormValidate<TInviteForm>(ZInviteCreateSchema, toInput, (issue) => (issue.path[0] === 'email' ? 'errors.email' : undefined)),
    onValuesChange: () => invite.error && invite.reset(),
  });
  const submit = form.onSubmit((values) => invite.mutate(toInput(values) as TInviteCreate, { onSuccess: onClose }));

  return (
    <Modal opened onClose={onClose} title={t('invite.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="invite-form">
        <Stack gap="sm">
          <TextInput
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
            error={translatedError(t, form.errors.email)}
            data-testid="invite-email"
          />
          <Select
            label={t('invite.role')}
            data={roleOptions(t, roles.data, permissions)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('role')}
            data-testid="invite-role"
          />
          <Select
            label={t('invite.language')}
            description={t('invite.languageHint')}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
            data-testid="invite-language"
          />
          <ApiErrorAlert error={invite.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending} data-testid="invite-send">
              {t('invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
