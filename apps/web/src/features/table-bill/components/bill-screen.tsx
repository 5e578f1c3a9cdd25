import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { billSharePath, type TBill } from '@menudelite/shared/bills/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import { CardPayment } from '../../card-payment/public';
import { useBillPayment, usePaymentFromReturn } from '../lib/use-bill-payment';
import { BillFigures } from './bill-figures';
import { BillHeader } from './bill-header';
import { BillLines } from './bill-lines';
import { BillPayments } from './bill-payments';
import { CopyLinkButton } from './copy-link-button';
import { GiftCardPay } from './gift-card-pay';
import { LiveNote } from './live-note';
import { ChangedPanel, ClosedPanel, PaidPanel } from './outcome-panels';
import { PayBar } from './pay-bar';
import { PayerFields } from './payer-fields';
import { PaySection } from './pay-section';
import { PaymentDetails } from './payment-details';
import { Section } from './section';
import { TipSection } from './tip-section';
import classes from './bill.module.css';

type TBillScreenProps = {
  bill: TBill;
  gateway: TCardGateway;
  language: TLanguage;
  tableCode: string;
  venueName: string;
  style: CSSProperties | undefined;
  menuPath: string;
  connected: boolean;
  show: (bill: TBill) => void;
  /** Back from Stripe's redirect (?paid=<payment id>): that payment's outcome is shown. */
  returnedPaymentId: string | null;
};

/** The current table bill: its lines and figures on one side, the ways to pay, the tip, the fees and "Pay" on the other. */
export function BillScreen(props: TBillScreenProps) {
  const { bill, tableCode } = props;
  const { t } = useTranslation('table-bill');
  const state = useBillPayment({
    bill,
    tableCode,
    gateway: props.gateway,
    language: props.language,
    show: props.show,
    returnUrl: (paymentId) => `${billSharePath(tableCode, bill.token)}&paid=${encodeURIComponent(paymentId)}`,
  });
  const returned = usePaymentFromReturn(bill, props.returnedPaymentId);
  const [returnSeen, setReturnSeen] = useState(false);
  const paid = state.paid ?? (returned && !returnSeen ? { payment: returned, processing: returned.status === 'pending', email: null } : null);
  const open = bill.status === 'open';
  const payable = open && bill.totals.amountRemaining > 0 && !paid;
  const shareUrl = `${window.location.origin}${billSharePath(tableCode, bill.token)}`;

  return (
    <div className={classes.page} style={props.style} data-testid="table-bill" data-status={bill.status} data-version={bill.version}>
      <BillHeader
        title={t('title')}
        venueName={props.venueName}
        detail={t('tableDetail', { table: bill.tableDisplayId })}
        backPath={props.menuPath}
        backLabel={t('back')}
      />
      <main>
        <form
          className={classes.layout}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.pay();
          }}
        >
          <div className={classes.main}>
            <div className={classes.toolbar}>
              {open ? <LiveNote connected={props.connected} /> : <span />}
              <CopyLinkButton url={shareUrl} />
            </div>
            {paid && (
              <PaidPanel
                bill={bill}
                paid={paid}
                onAgain={
                  open && bill.totals.amountRemaining > 0
                    ? () => {
                        state.clearPaid();
                        setReturnSeen(true);
                      }
                    : null
                }
              />
            )}
            {!open && <ClosedPanel bill={bill} />}
            {state.changed && <ChangedPanel onDismiss={state.dismissChanged} />}
            <BillLines
              bill={bill}
              selection={
                payable && state.choice.mode === 'items'
                  ? {
                      lineIds: state.choice.lineIds,
                      toggle: (lineId) => {
                        if (state.choice.mode !== 'items') return;
                        const ids = state.choice.lineIds;
                        state.choose({ mode: 'items', lineIds: ids.includes(lineId) ? ids.filter((id) => id !== lineId) : [...ids, lineId] });
                      },
                    }
                  : null
              }
            />
            <BillFigures bill={bill} />
            <BillPayments bill={bill} />
          </div>
          <div className={classes.aside}>
            {payable && (
              <>
                <PaySection bill={bill} state={state} />
                <TipSection bill={bill} state={state} />
                <PaymentDetails bill={bill} state={state} />
                <Section title={t('card.heading')} testId="card-section">
                  <PayerFields state={state} />
                  <CardPayment payment={state.card} />
                </Section>
                <GiftCardPay state={state} />
                <PayBar state={state} />
              </>
            )}
          </div>
        </form>
      </main>
    </div>
  );
}
