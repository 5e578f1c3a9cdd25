import { Button, Center, Group, Loader, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { guestRoomPath, type THotelRoom } from '@menudelite/shared/hotel/contracts';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type TLanguage } from '@menudelite/shared/i18n/languages';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { translatedError } from '../../../lib/forms/zod-form';
import { getRoomQr, useCheckIn, useCheckOut } from '../api/stays';
import { checkInBody, validateCheckIn, type TCheckInFormValues } from '../lib/check-in-form';
import { singleRoomQr } from '../lib/room-qr';

type TRoomDialogProps = { room: THotelRoom; onClose: () => void };

/** Check a guest in: names, e-mail and language (wake-up messages and the guest app use it). */
export function CheckInModal({ room, timeZone, defaultLanguage, onClose }: TRoomDialogProps & { timeZone: string; defaultLanguage: TLanguage }) {
  const { t } = useTranslation('requests-admin');
  const checkIn = useCheckIn();
  const form = useForm<TCheckInFormValues>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', language: defaultLanguage, checkOutDate: '' },
    validate: validateCheckIn,
    onValuesChange: () => checkIn.error && checkIn.reset(),
  });
  const submit = form.onSubmit((values) => checkIn.mutate(checkInBody(room.id, values, timeZone), { onSuccess: onClose }));
  return (
    <Modal opened onClose={onClose} title={t('stays.checkInTitle', { room: room.roomNumber })} centered closeButtonProps={{ 'aria-label': t('stays.close') }}>
      <form onSubmit={submit} noValidate data-testid="check-in-form">
        <Stack gap="sm">
          <TextInput
            label={t('stays.firstName')}
            data-autofocus
            data-testid="check-in-first-name"
            {...form.getInputProps('firstName')}
            error={translatedError(t, form.errors.firstName)}
          />
          <TextInput
            label={t('stays.lastName')}
            required
            data-testid="check-in-last-name"
            {...form.getInputProps('lastName')}
            error={translatedError(t, form.errors.lastName)}
          />
          <TextInput
            label={t('stays.email')}
            type="email"
            dir="ltr"
            data-testid="check-in-email"
            {...form.getInputProps('email')}
            error={translatedError(t, form.errors.email)}
          />
          <NativeSelect
            label={t('stays.language')}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }))}
            data-testid="check-in-language"
            {...form.getInputProps('language')}
          />
          <TextInput label={t('stays.checkOutDate')} type="date" dir="ltr" data-testid="check-in-check-out" {...form.getInputProps('checkOutDate')} />
          <ApiErrorAlert error={checkIn.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('stays.cancel')}
            </Button>
            <Button type="submit" loading={checkIn.isPending} data-testid="check-in-submit">
              {t('stays.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Check out: the stay closes, its guest's phone is signed out and outstanding wake-up calls are cancelled. */
export function CheckOutDialog({ room, onClose }: TRoomDialogProps) {
  const { t } = useTranslation('requests-admin');
  const checkOut = useCheckOut();
  const stay = room.stay;
  if (!stay) return null;
  const name = [stay.guestFirstName, stay.guestLastName].filter(Boolean).join(' ');
  return (
    <ConfirmDialog
      title={t('stays.checkOutTitle', { room: room.roomNumber })}
      message={t('stays.checkOutMessage', { name })}
      confirmLabel={t('stays.checkOut')}
      cancelLabel={t('stays.cancel')}
      closeLabel={t('stays.close')}
      pending={checkOut.isPending}
      error={checkOut.error}
      onConfirm={() => checkOut.mutate(stay.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The room's QR code (it opens guest services signed in to the room while a stay is open), to show, download or print. */
export function RoomQrModal({ room, restaurantId, onClose }: TRoomDialogProps & { restaurantId: string }) {
  const { t } = useTranslation('requests-admin');
  const qr = useQuery({
    queryKey: ['requests-admin', 'room-qr', room.id, room.code],
    queryFn: async () => singleRoomQr(await getRoomQr(room.id)),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = useMemo(() => (qr.data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data)}` : null), [qr.data]);
  const link = `${window.location.origin}${guestRoomPath(restaurantId, room.code)}`;
  return (
    <Modal opened onClose={onClose} title={t('stays.qrTitle', { room: room.roomNumber })} centered closeButtonProps={{ 'aria-label': t('stays.close') }}>
      <Stack gap="sm" data-testid="room-qr-modal">
        {url ? (
          <img className="ra-qr" src={url} alt={t('stays.qrAlt', { room: room.roomNumber })} data-testid="room-qr-image" />
        ) : qr.isError ? null : (
          <Center h={200}>
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )}
        <Text size="xs" c="dimmed">
          {t('stays.qrHint')}
        </Text>
        <TextInput readOnly value={link} dir="ltr" aria-label={t('stays.qr')} data-testid="room-qr-link" onFocus={(event) => event.currentTarget.select()} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('stays.close')}
          </Button>
          {qr.data && (
            <Button component="a" href={url ?? undefined} download={`room-${room.roomNumber}-qr.svg`} data-testid="room-qr-download">
              {t('stays.download')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
