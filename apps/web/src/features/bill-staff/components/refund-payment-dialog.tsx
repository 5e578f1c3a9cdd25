import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBillPayment, TBillRefund, TStaffBill } from '@menudelite/shared/bills/contracts';
import { CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useRefundBillPayment } from '../api/bill-actions';
import {
  INITIAL_REFUND,
  REFUND_REASON_MAX,
  refundAmountOf,
  refundBody,
  refundErrorPlacement,
  refundableOf,
  validateRefund,
  type TRefundMode,
  type TRefundValues,
} from '../lib/refund-form';
import { submissionKeys } from '../lib/submission-key';

/**
 * Gives back all that is left of a bill payment or part of it. Cash and the card terminal are
 * handed back at the table (the server records it); a card goes back through its provider, which
 * may answer later (201 pending): that is said as "being processed", never "refunded", and not
 * offered again. A front-of-house device is asked for a manager's PIN by the API client.
 */
export function RefundPaymentDialog({ bill, payment, onClose }: { bill: TStaffBill; payment: TBillPayment; onClose: () => void }) {
  const { t } = useTranslation('bill-staff');
  const { text } = useErrorText();
  const refund = useRefundBillPayment();
  const keys = useRef(submissionKeys()).current;
  const [values, setValues] = useState<TRefundValues>(INITIAL_REFUND);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<TBillRefund | null>(null);
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const refundable = refundableOf(payment);
  const problem = validateRefund(values, refundable, bill.currency);
  const refused = refundErrorPlacement(refund.error);
  const amountError = (tried && problem ? text(problem) : undefined) ?? (refused.amount ? text(refused.amount) : undefined);
  const amount = refundAmountOf(values, refundable, bill.currency);
  const update = (patch: Partial<TRefundValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    refund.reset();
  };

  const submit = () => {
    setTried(true);
    if (problem) return;
    const body = refundBody(values, refundable, bill.currency);
    refund.mutate(
      { billId: bill.id, paymentId: payment.id, body, key: keys.keyFor(body) },
      { onSuccess: (answer) => setDone(answer.refund), onError: keys.failed },
    );
  };

  const title = t('refund.title', { amount: money(payment.total) });
  const closeLabel = { 'aria-label': t('details.close') };
  if (done) {
    const pending = done.status === 'pending';
    return (
      <Modal opened onClose={onClose} title={title} centered closeButtonProps={closeLabel}>
        <Stack gap="sm">
          <Alert
            color={pending ? 'yellow' : 'green'}
            variant="light"
            role="status"
            title={t(pending ? 'refund.pendingTitle' : 'refund.doneTitle')}
            data-testid="refund-outcome"
            data-status={done.status}
          >
            {pending
              ? t('refund.pending', { amount: money(done.amount) })
              : t(done.recorded ? 'refund.doneRecorded' : 'refund.done', { amount: money(done.amount) })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus data-testid="refund-outcome-close">
              {t('details.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const byHand = payment.method === 'cash' || payment.method === 'card_terminal';
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={closeLabel}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        data-testid="refund-dialog"
      >
        <Stack gap="sm">
          <Text size="sm">
            <bdi>{payment.payerName ?? t('payments.someone')}</bdi> · {t(`payments.method.${payment.method}`)}
            {payment.cardLast4 && <bdi dir="ltr"> ···· {payment.cardLast4}</bdi>}
            {payment.refundedAmount > 0 && ` · ${t('refund.already', { amount: money(payment.refundedAmount) })}`}
          </Text>
          <Text size="sm" fw={600} data-testid="refund-left">
            {t('refund.left', { amount: money(refundable) })}
          </Text>
          <Radio.Group value={values.mode} onChange={(mode) => update({ mode: mode as TRefundMode })} label={t('refund.how')}>
            <Stack gap={6} mt={4}>
              <Radio value="full" label={t('refund.full', { amount: money(refundable) })} data-testid="refund-full" />
              <Radio value="partial" label={t('refund.partial')} data-testid="refund-partial" />
            </Stack>
          </Radio.Group>
          {values.mode === 'partial' && (
            <TextInput
              label={t('refund.amount')}
              inputMode="decimal"
              dir="ltr"
              leftSection={CURRENCY_SYMBOLS[bill.currency]}
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
            label={`${t('refund.reason')} (${t('record.optional')})`}
            maxLength={REFUND_REASON_MAX}
            autosize
            minRows={2}
            value={values.reason}
            onChange={(event) => update({ reason: event.currentTarget.value })}
            data-testid="refund-reason"
          />
          {byHand && (
            <Text size="xs" c="dimmed">
              {t('refund.byHand')}
            </Text>
          )}
          {refused.declined && (
            <Alert color="red" variant="light" data-testid="refund-declined">
              {t('refund.declined')}
            </Alert>
          )}
          <ApiErrorAlert error={refused.alert} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('record.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending} data-testid="refund-submit">
              {typeof amount === 'number' && amount > 0 && amount <= refundable ? t('refund.submitAmount', { amount: money(amount) }) : t('refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
