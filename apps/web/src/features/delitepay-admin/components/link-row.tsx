import { Badge, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { absoluteUrl } from '../lib/download';
import { LINK_STATUS_COLORS, isShareable } from '../lib/link-status';
import type { useVenueDateTime } from '../lib/venue-format';

export type TLinkAction = 'qr' | 'send' | 'cancel';
type TProps = { link: TPaymentLink; format: ReturnType<typeof useVenueDateTime>; onAction: (action: TLinkAction, link: TPaymentLink) => void };

/** One payment link: what it is for, its amount and state, what it has collected, and what staff can do with it while it is active. */
export function LinkRow({ link, format, onAction }: TProps) {
  const { t } = useTranslation('delitepay-admin');
  const active = isShareable(link.status);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="link-row" data-link-id={link.id} data-status={link.status} data-url={absoluteUrl(link.url)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={650} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="link-description">
            <bdi>{link.description}</bdi>
          </Text>
          <Text fw={700} className="md-amount" data-testid="link-amount">
            <bdi>{formatMoney(link.amount, link.currency)}</bdi>
          </Text>
        </Group>
        <Group gap={6}>
          <Badge color={LINK_STATUS_COLORS[link.status]} variant="light" tt="none" data-testid="link-status">
            {t(`status.${link.status}`)}
          </Badge>
          <Badge color="gray" variant="outline" tt="none">
            {link.reusable ? t('links.reusable') : t('links.singleUse')}
          </Badge>
          {link.reference && (
            <Text size="xs" c="dimmed">
              {t('links.reference')} <bdi>{link.reference}</bdi>
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('links.created', { time: format.dateTime(link.createdAt) })}
          {' · '}
          {link.expiresAt ? t('links.expires', { time: format.dateTime(link.expiresAt) }) : t('links.neverExpires')}
        </Text>
        {link.timesPaid > 0 && (
          <Text size="sm" data-testid="link-collected">
            {t('links.collected', { count: link.timesPaid, amount: formatMoney(link.amountCollected, link.currency) })}
          </Text>
        )}
        {link.sentTo && (
          <Text size="xs" c="dimmed" data-testid="link-sent">
            {t(`links.sent.${link.sentTo.channel}`, { to: link.sentTo.to, time: format.dateTime(link.sentTo.sentAt) })}
          </Text>
        )}
        {active && (
          <Group gap="xs" mt={4}>
            <CopyButton value={absoluteUrl(link.url)}>
              {({ copied, copy }) => (
                <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy} data-testid="link-copy">
                  {copied ? t('links.copied') : t('links.copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="light" onClick={() => onAction('qr', link)} data-testid="link-qr">
              {t('links.qr')}
            </Button>
            <Button size="xs" variant="light" onClick={() => onAction('send', link)} data-testid="link-send">
              {t('links.send')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => onAction('cancel', link)} data-testid="link-cancel">
              {t('links.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
