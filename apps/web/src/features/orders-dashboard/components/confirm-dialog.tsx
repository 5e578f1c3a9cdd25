import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';

/** "Complete order #12?" before a change staff cannot take back. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  color,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  color: string;
  pending: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders-dashboard');
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text>{message}</Text>
        <ApiErrorAlert error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('keep')}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm} data-testid="confirm-button">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
