import { Alert, Button, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { absoluteUrl } from '../lib/download';
import type { TLinkAction } from './link-row';

/** Right after creating: the new link's address, ready to copy, show as a QR code or send. */
export function CreatedLink({
  link,
  onAction,
  onClose,
}: {
  link: TPaymentLink;
  onAction: (action: TLinkAction, link: TPaymentLink) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('delitepay-admin');
  const url = absoluteUrl(link.url);
  return (
    <Alert color="green" variant="light" title={t('created.title')} withCloseButton onClose={onClose} closeButtonLabel={t('close')} data-testid="link-created">
      <Text size="sm">
        <bdi>{link.description}</bdi> · <bdi>{formatMoney(link.amount, link.currency)}</bdi>
      </Text>
      <Text size="sm" fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid="link-created-url">
        {url}
      </Text>
      <Group gap="xs" mt="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" color={copied ? 'teal' : undefined} onClick={copy} data-testid="link-created-copy">
              {copied ? t('links.copied') : t('links.copy')}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="light" onClick={() => onAction('qr', link)}>
          {t('links.qr')}
        </Button>
        <Button size="xs" variant="light" onClick={() => onAction('send', link)}>
          {t('links.send')}
        </Button>
      </Group>
    </Alert>
  );
}
