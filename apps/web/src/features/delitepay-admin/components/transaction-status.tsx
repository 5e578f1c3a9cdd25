import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTransaction } from '@menudelite/shared/delitepay/contracts';
import { STATUS_COLORS, refundBadges } from '../lib/transaction-state';

/** The payment's state, how much of it went back (all of it, or part), and a refund still waiting for the provider. */
export function TransactionStatus({ transaction }: { transaction: TTransaction }) {
  const { t } = useTranslation('delitepay-admin');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={STATUS_COLORS[transaction.status]} variant="light" tt="none" data-testid="transaction-status">
        {t(`paymentStatus.${transaction.status}`)}
      </Badge>
      {refundBadges(transaction).map((badge) =>
        badge === 'refundPending' ? (
          <Badge key={badge} color="yellow" variant="outline" tt="none" data-testid="transaction-refund-pending">
            {t('paymentStatus.refundPending')}
          </Badge>
        ) : (
          <Badge key={badge} color="grape" variant="light" tt="none" data-testid="transaction-refunded">
            {t(`paymentStatus.${badge}`)}
          </Badge>
        ),
      )}
    </Group>
  );
}
