import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useQrSheet } from '../api/get-qr-sheet';
import { openBlankTab, showBlob } from '../lib/open-blob';
import { PrinterIcon } from '../../../components/icons';

/** Opens the printable sheet of QR codes (one per active table, each linking to /eat/<code>). */
export function PrintQrButton({ activeTables }: { activeTables: number }) {
  const { t } = useTranslation('venue-settings');
  const sheet = useQrSheet();
  const print = () => {
    const tab = openBlankTab();
    sheet.mutate(undefined, {
      onSuccess: (blob) => showBlob(blob, tab, 'table-qr-codes.svg'),
      onError: () => tab?.close(),
    });
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button leftSection={<PrinterIcon size={16} />} onClick={print} loading={sheet.isPending} disabled={activeTables === 0} data-testid="print-qr">
        {t('tables.printQr')}
      </Button>
      <Text size="xs" c="dimmed">
        {activeTables === 0 ? t('tables.printNone') : t('tables.printHint', { count: activeTables })}
      </Text>
      <ApiErrorAlert error={sheet.error} />
    </Stack>
  );
}
