import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiErrorAlert } from './api-error-alert';

export type TConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  /** The way back out ("Cancel", "Go back"), in the caller's words. */
  cancelLabel: string;
  closeLabel: string;
  /** Red for what cannot be undone; green for finishing something. */
  color?: string;
  pending: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before a change staff cannot take back. Rendered only while it is asked. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  color = 'red',
  pending,
  error,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack gap="md">
        <Text>{message}</Text>
        <ApiErrorAlert error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm} data-testid="confirm-button">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
