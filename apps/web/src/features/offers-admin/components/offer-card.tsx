import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@menudelite/shared/growth/offers';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ruleText, scheduleText } from '../lib/offer-summary';

type TProps = {
  offer: TOffer;
  currency: TCurrency;
  onToggle: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One offer: its rule, code, schedule, limits and uses so far, with the active switch, edit and delete. */
export function OfferCard({ offer, currency, onToggle, onEdit, onDelete }: TProps) {
  const { t, i18n } = useTranslation('offers-admin');
  const tr = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  const uses =
    offer.totalUsesLimit === null ? t('card.uses', { count: offer.usesCount }) : t('card.usesOf', { count: offer.usesCount, max: offer.totalUsesLimit });
  return (
    <Card withBorder radius="md" data-testid="offer-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{offer.name}</Text>
            <Badge variant="light">{t(`kinds.${offer.kind}`)}</Badge>
            {offer.code && (
              <Badge variant="outline" color="grape" data-testid="offer-code">
                {offer.code}
              </Badge>
            )}
            {offer.membersOnly && <Badge color="teal">{t('card.membersOnly')}</Badge>}
            {offer.isDeleted ? <Badge color="red">{t('card.deleted')}</Badge> : !offer.isActive && <Badge color="gray">{t('card.inactive')}</Badge>}
          </Group>
          <Text size="sm">{ruleText(offer, currency, tr)}</Text>
          <Text size="sm" c="dimmed">
            {scheduleText(offer, i18n.language, tr)}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              offer.minSpend > 0 ? t('card.minSpend', { amount: formatMoney(offer.minSpend, currency) }) : null,
              offer.perCustomerLimit !== null ? t('card.perCustomer', { count: offer.perCustomerLimit }) : null,
              offer.combinable ? t('card.combinable') : t('card.alone'),
              uses,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {!offer.isDeleted && (
          <Group gap="xs">
            <Switch label={t('card.active')} checked={offer.isActive} onChange={(e) => onToggle(e.currentTarget.checked)} data-testid="offer-active" />
            <Button variant="default" size="xs" onClick={onEdit} data-testid="offer-edit">
              {t('card.edit')}
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={onDelete} data-testid="offer-delete">
              {t('card.delete')}
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}
