import { Button, Center, Loader, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useLedger } from '../api/gift-cards-admin';

/** A signed amount read left to right inside a right-to-left table (LRI … PDI: "-€4.50", never "€4.50-"). */
const ltr = (text: string) => `\u2066${text}\u2069`;
/** Its own left-to-right box, so the sign stays before the amount whatever the table's direction. */
const LTR_BOX = { display: 'inline-block', direction: 'ltr', unicodeBidi: 'isolate', whiteSpace: 'nowrap' } as const;

/** The card's append-only ledger, newest first: what changed, by how much, the balance after, and why. */
export function CardLedger({ cardId, currency, timeZone }: { cardId: string; currency: TCurrency; timeZone: string }) {
  const { t, i18n } = useTranslation('gift-cards-admin');
  const ledger = useLedger(cardId);
  const rows = useMemo(() => ledger.data?.pages.flatMap((page) => page.items) ?? [], [ledger.data]);
  const when = useMemo(() => venueTimeFormatter(i18n.language, timeZone), [i18n.language, timeZone]);
  if (ledger.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  return (
    <>
      <ApiErrorAlert error={ledger.error} />
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid="gift-card-ledger">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ledger.when')}</Table.Th>
              <Table.Th>{t('ledger.kind')}</Table.Th>
              <Table.Th ta="end">{t('ledger.amount')}</Table.Th>
              <Table.Th ta="end">{t('ledger.balanceAfter')}</Table.Th>
              <Table.Th>{t('ledger.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="ledger-row">
                <Table.Td>{when(row.createdAt, true)}</Table.Td>
                <Table.Td>{t(`ledger.kinds.${row.kind}`)}</Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr" style={LTR_BOX}>
                    {ltr(`${row.amount > 0 ? '+' : ''}${formatMoney(row.amount, currency)}`)}
                  </span>
                </Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr" style={LTR_BOX}>
                    {ltr(formatMoney(row.balanceAfter, currency))}
                  </span>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="auto">
                    {row.reason ?? (row.orderId ? t('ledger.order') : row.billPaymentId ? t('ledger.bill') : '')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {ledger.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={ledger.isFetchingNextPage} onClick={() => void ledger.fetchNextPage()}>
            {t('showMore')}
          </Button>
        </Center>
      )}
    </>
  );
}
