import { Button, Group, Modal, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_BILL_PAYMENT_METHODS, type TStaffBill, type TStaffRecordPaymentRequest } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useRecordBillPayment } from '../api/bill-actions';
import { submissionKeys } from '../lib/submission-key';
import { typedAmount } from '../lib/typed-amount';

type TMethod = (typeof STAFF_BILL_PAYMENT_METHODS)[number];

/**
 * Cash or a card terminal at the table: everything left or part of it, with a tip, recorded paid at
 * once (no card fee). The server checks the SPEC's minimum rules and answers with the bill.
 */
export function RecordPaymentDialog({ bill, onClose }: { bill: TStaffBill; onClose: () => void }) {
  const { t } = useTranslation('bill-staff');
  const record = useRecordBillPayment();
  // A retry of the same submission keeps its key (a lost answer records the payment once); a new one gets a new key.
  const keys = useRef(submissionKeys()).current;
  const [method, setMethod] = useState<TMethod>('cash');
  const [what, setWhat] = useState<'whole' | 'custom'>('whole');
  const [amountText, setAmountText] = useState('');
  const [tipText, setTipText] = useState('');
  const [payer, setPayer] = useState('');
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const amount = what === 'whole' ? bill.totals.amountRemaining : typedAmount(amountText, bill.currency);
  const tip = typedAmount(tipText, bill.currency);
  const amountInvalid = what === 'custom' && amountText.trim() !== '' && (amount === null || amount <= 0);
  const valid = amount !== null && amount > 0 && tip !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body: TStaffRecordPaymentRequest = {
      method,
      selection: what === 'whole' ? { mode: 'whole' } : { mode: 'custom', amount },
      tip: tip > 0 ? { kind: 'amount', amount: tip } : { kind: 'none' },
      ...(payer.trim() ? { payerName: payer.trim() } : {}),
    };
    record.mutate({ billId: bill.id, body, key: keys.keyFor(body) }, { onSuccess: onClose, onError: keys.failed });
  };

  return (
    <Modal opened onClose={onClose} title={t('record.title', { table: bill.tableDisplayId })} closeButtonProps={{ 'aria-label': t('details.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" data-testid="record-payment-dialog">
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('record.method')}
            </Text>
            <SegmentedControl
              fullWidth
              value={method}
              onChange={(value) => setMethod(value as TMethod)}
              data={STAFF_BILL_PAYMENT_METHODS.map((value) => ({ value, label: t(`payments.method.${value}`) }))}
              data-testid="record-method"
            />
          </div>
          <Radio.Group label={t('record.what')} value={what} onChange={(value) => setWhat(value as 'whole' | 'custom')}>
            <Stack gap={6} mt={4}>
              <Radio value="whole" label={t('record.whole', { amount: money(bill.totals.amountRemaining) })} data-testid="record-whole" />
              <Radio value="custom" label={t('record.custom')} data-testid="record-custom" />
            </Stack>
          </Radio.Group>
          {what === 'custom' && (
            <TextInput
              label={t('record.amount')}
              value={amountText}
              onChange={(event) => setAmountText(event.currentTarget.value)}
              inputMode="decimal"
              dir="ltr"
              error={amountInvalid ? t('record.invalidAmount') : undefined}
              data-testid="record-amount"
            />
          )}
          <TextInput
            label={`${t('record.tip')} (${t('record.optional')})`}
            value={tipText}
            onChange={(event) => setTipText(event.currentTarget.value)}
            inputMode="decimal"
            dir="ltr"
            error={tip === null ? t('record.invalidAmount') : undefined}
            data-testid="record-tip"
          />
          <TextInput
            label={`${t('record.payer')} (${t('record.optional')})`}
            value={payer}
            maxLength={120}
            onChange={(event) => setPayer(event.currentTarget.value)}
            data-testid="record-payer"
          />
          <ApiErrorAlert error={record.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('record.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={record.isPending} data-testid="record-submit">
              {valid ? t('record.submit', { amount: money(amount + tip) }) : t('record.submitPlain')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
