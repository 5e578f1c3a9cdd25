import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { getLinkQr } from '../api/links';
import { downloadBlob } from '../lib/download';

/** The link's QR code, to show on a screen at the counter or print; downloaded as SVG, sharp at any size. */
export function QrModal({ link, onClose }: { link: TPaymentLink; onClose: () => void }) {
  const { t } = useTranslation('delitepay-admin');
  const qr = useQuery({ queryKey: ['delitepay', 'qr', link.id], queryFn: () => getLinkQr(link.id), staleTime: Infinity, gcTime: 0 });
  // A data URL needs no freeing afterwards, unlike an object URL.
  const url = useMemo(() => (qr.data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data)}` : null), [qr.data]);
  return (
    <Modal opened onClose={onClose} title={t('qr.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm" data-testid="qr-modal">
        <Text size="sm">
          <bdi>{link.description}</bdi> · <bdi>{formatMoney(link.amount, link.currency)}</bdi>
        </Text>
        {url ? (
          <img className="md-link-qr" src={url} alt={t('qr.alt', { description: link.description })} data-testid="qr-image" />
        ) : qr.error ? (
          <ApiErrorAlert error={qr.error} />
        ) : (
          <Center h={200}>
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )}
        <Text size="xs" c="dimmed">
          {t('qr.hint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button
            disabled={!qr.data}
            onClick={() => qr.data && downloadBlob(new Blob([qr.data], { type: 'image/svg+xml' }), `payment-link-${link.id}.svg`)}
            data-testid="qr-download"
          >
            {t('qr.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
