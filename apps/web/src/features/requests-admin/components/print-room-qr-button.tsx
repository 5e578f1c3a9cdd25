import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PrinterIcon } from '../../../components/icons';
import { getRoomQrSheet } from '../api/stays';

/** Opens the printable sheet of room QR codes in a new tab (opened within the click, so pop-up blockers allow it). */
export function PrintRoomQrButton() {
  const { t } = useTranslation('requests-admin');
  const sheet = useMutation({ mutationFn: getRoomQrSheet });
  const print = () => {
    const tab = window.open('', '_blank');
    sheet.mutate(undefined, {
      onSuccess: (blob) => {
        const url = URL.createObjectURL(blob);
        if (tab && !tab.closed) tab.location.href = url;
        else {
          const link = document.createElement('a');
          link.href = url;
          link.download = 'room-qr-codes.svg';
          link.click();
        }
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      onError: () => tab?.close(),
    });
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<PrinterIcon size={16} />}
        onClick={print}
        loading={sheet.isPending}
        title={t('stays.printHint')}
        data-testid="print-room-qr"
      >
        {t('stays.printQr')}
      </Button>
      <ApiErrorAlert error={sheet.error} />
    </>
  );
}
