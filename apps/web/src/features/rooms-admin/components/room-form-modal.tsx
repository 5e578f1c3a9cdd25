import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZRoomCreateSchema, type TRoom } from '@menudelite/shared/orders/rooms';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { translatedError } from '../../../lib/forms/zod-form';
import { hasErrorKey } from '../../../lib/http/error-text';
import { useSaveRoom } from '../api/rooms';
import { validateRoom, type TRoomFormValues } from '../lib/room-forms';

/** Add one room or edit one: its number as guests type it, and whether room-service orders may name it. */
export function RoomFormModal({ room, onClose }: { room: TRoom | null; onClose: () => void }) {
  const { t } = useTranslation('rooms-admin');
  const save = useSaveRoom();
  const form = useForm<TRoomFormValues>({
    mode: 'controlled',
    initialValues: { roomNumber: room?.roomNumber ?? '', isActive: room?.isActive ?? true },
    validate: validateRoom,
    onValuesChange: () => save.error && save.reset(),
  });
  // A clash on the number, by its key: a 409 for the venue's limit is shown by the alert instead.
  const taken = hasErrorKey(save.error, 'alreadyExists');
  const submit = form.onSubmit((values) => save.mutate({ id: room?.id ?? null, body: ZRoomCreateSchema.parse(values) }, { onSuccess: onClose }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={room ? t('editTitle', { number: room.roomNumber }) : t('addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate data-testid="room-form">
        <Stack gap="sm">
          <TextInput
            label={t('roomNumber')}
            description={t('roomNumberHint')}
            data-autofocus
            data-testid="room-number"
            {...form.getInputProps('roomNumber')}
            error={translatedError(t, form.errors.roomNumber) || (taken && t('errors.taken', { number: form.values.roomNumber.trim() }))}
          />
          <Switch label={t('active')} description={t('activeHint')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          {!taken && <ApiErrorAlert error={save.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="room-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
