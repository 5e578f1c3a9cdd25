import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZDeliveryLocationCreateSchema, type TDeliveryLocation } from '@menudelite/shared/orders/delivery';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError, zodFormValidate } from '../../../lib/forms/zod-form';
import { useSaveDeliveryLocation } from '../api/delivery-locations';

const validateName = zodFormValidate<{ name: string }>(ZDeliveryLocationCreateSchema, undefined, () => 'errors.areaName');

/** Adds an area the venue delivers to ("Old town", "Pool deck"), available at once. */
export function AddDeliveryAreaForm() {
  const { t } = useTranslation('venue-settings');
  const save = useSaveDeliveryLocation();
  const form = useForm({ mode: 'controlled', initialValues: { name: '' }, validate: validateName, onValuesChange: () => save.error && save.reset() });
  const submit = form.onSubmit((values) => save.mutate({ id: null, body: ZDeliveryLocationCreateSchema.parse(values) }, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={submit} noValidate data-testid="add-area-form">
      <Group align="flex-start" gap="sm">
        <TextInput
          className="md-grow"
          label={t('delivery.areaName')}
          placeholder={t('delivery.areaPlaceholder')}
          data-testid="area-name"
          {...form.getInputProps('name')}
          error={translatedError(t, form.errors.name)}
        />
        <Button type="submit" mt={25} loading={save.isPending} data-testid="area-add">
          {t('delivery.addArea')}
        </Button>
      </Group>
      <ApiErrorAlert error={save.error} />
    </form>
  );
}

/** Renames an area. */
export function RenameDeliveryAreaModal({ area, onClose }: { area: TDeliveryLocation; onClose: () => void }) {
  const { t } = useTranslation('venue-settings');
  const save = useSaveDeliveryLocation();
  const form = useForm({ mode: 'controlled', initialValues: { name: area.name }, validate: validateName });
  const submit = form.onSubmit((values) => save.mutate({ id: area.id, body: ZDeliveryLocationCreateSchema.parse(values) }, { onSuccess: onClose }));
  return (
    <Modal opened onClose={onClose} title={t('delivery.renameTitle', { name: area.name })} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="rename-area-form">
        <Stack gap="sm">
          <TextInput label={t('delivery.areaName')} data-autofocus {...form.getInputProps('name')} error={translatedError(t, form.errors.name)} />
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
