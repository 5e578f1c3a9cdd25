import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTransaction } from '@menudelite/shared/delitepay/contracts';
import { CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useRefund } from '../api/transactions';
import { newIdempotencyKey } from '../lib/idempotency';
import { refundOutcome } from '../lib/transaction-state';
import { INITIAL_REFUND, refundAmountOf, refundBody, refundErrorPlacement, validateRefund, type TRefundMode, type TRefundValues } from '../lib/refund-form';

/**
 * Gives back all that is left of a payment or part of it, through the card's provider. The amount
 * is checked as the server checks it (never more than is left); a member who may not refund gets
 * the server's 403 in words, and a shared device may be asked for a manager's PIN by the API client.
 * A refund the provider has not answered yet (201 pending: a job finishes it) is said to be
 * requested and being processed, never "refunded".
 */
export function RefundModal({ transaction, onClose }: { transaction: TTransaction; onClose: () => void }) {
  const { t } = useTranslation('delitepay-admin');
  const { text } = useErrorText();
  const refund = useRefund();
  // One key per dialog: a retry after a lost answer (or the manager's PIN) refunds once.
  const [key] = useState(newIdempotencyKey);
  const [values, setValues] = useState<TRefundValues>(INITIAL_REFUND);
  const [tried, setTried] = useState(false);
  const [requested, setRequested] = useState<number | null>(null);
  const money = (minor: number) => formatMoney(minor, transaction.currency);
  const problem = validateRefund(values, transaction);
  const refused = refundErrorPlacement(refund.error);
  const amountError = (tried && problem ? text(problem) : undefined) ?? (refused.amount ? text(refused.amount) : undefined);
  const amount = refundAmountOf(values, transaction);
  const update = (patch: Partial<TRefundValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    refund.reset();
  };

  const submit = () => {
    setTried(true);
    if (problem) return;
    refund.mutate(
      { id: transaction.id, body: refundBody(values, transaction), key },
      { onSuccess: (response) => (refundOutcome(response) === 'requested' ? setRequested(response.refund.amount) : onClose()) },
    );
  };

  if (requested !== null) {
    return (
      <Modal opened onClose={onClose} title={t('refund.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack gap="sm">
          <Alert color="yellow" variant="light" title={t('refund.requestedTitle')} role="status" data-testid="refund-requested">
            {t('refund.requested', { amount: money(requested) })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus data-testid="refund-requested-close">
              {t('close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('refund.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        data-testid="refund-form"
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('refund.paid', { total: money(transaction.total) })}
            {transaction.refundedAmount > 0 && ` · ${t('refund.already', { amount: money(transaction.refundedAmount) })}`}
            {transaction.refundPendingAmount > 0 && ` · ${t('refund.pending', { amount: money(transaction.refundPendingAmount) })}`}
          </Text>
          <Text size="sm" fw={600} data-testid="refund-left">
            {t('refund.left', { amount: money(transaction.refundableAmount) })}
          </Text>
          <Radio.Group value={values.mode} onChange={(mode) => update({ mode: mode as TRefundMode })} label={t('refund.how')} data-testid="refund-mode">
            <Group gap="lg" mt={4}>
              <Radio value="full" label={t('refund.full')} data-testid="refund-full" />
              <Radio value="partial" label={t('refund.partial')} data-testid="refund-partial" />
            </Group>
          </Radio.Group>
          {values.mode === 'partial' && (
            <TextInput
              label={t('refund.amount')}
              inputMode="decimal"
              dir="ltr"
              leftSection={CURRENCY_SYMBOLS[transaction.currency]}
              value={values.amount}
              onChange={(event) => update({ amount: event.currentTarget.value })}
              error={amountError}
              required
              data-autofocus
              data-testid="refund-amount"
            />
          )}
          {values.mode === 'full' && amountError && (
            <Text size="sm" c="red" data-testid="refund-amount-error">
              {amountError}
            </Text>
          )}
          <Textarea
            label={t('refund.reason')}
            maxLength={500}
            autosize
            minRows={2}
            value={values.reason}
            onChange={(event) => update({ reason: event.currentTarget.value })}
            data-testid="refund-reason"
          />
          <ApiErrorAlert error={refused.alert} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending} data-testid="refund-submit">
              {typeof amount === 'number' && amount > 0 ? t('refund.submitAmount', { amount: money(amount) }) : t('refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
