import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentPageInfo, TPublicPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { CardPayment } from '../../card-payment/public';
import { pageBrandStyle } from '../lib/page-brand';
import { usePaymentForm } from '../lib/use-payment-form';
import { AmountSection, LinkSection } from './amount-section';
import { PayerSection } from './payer-section';
import { PaymentHeader } from './payment-header';
import { Section } from './section';
import { ProblemPanel } from './state-panel';
import { SummarySection } from './summary-section';
import { TipSection } from './tip-section';
import classes from './page.module.css';

type TPaymentScreenProps = { page: TPaymentPageInfo; link: TPublicPaymentLink | null; slug: string };

/** The venue's payment page: an amount (or the link's), a tip, who pays, the card, and every figure before "Pay". */
export function PaymentScreen({ page, link, slug }: TPaymentScreenProps) {
  const { t } = useTranslation('delitepay-public');
  const state = usePaymentForm({ page, link, slug });
  const style = useMemo(() => pageBrandStyle(page.primaryColor), [page.primaryColor]);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useDocumentTitle(t('title', { venue: page.name }));

  // After a refused "Pay", the first field that needs attention takes the focus, its message in view.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.focus({ preventScroll: true });
    (invalid.closest<HTMLElement>('[data-field]') ?? invalid).scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  if (state.problem) return <ProblemPanel problem={state.problem} error={state.problemError} slug={slug} onRetry={() => window.location.reload()} />;
  return (
    <div className={classes.page} style={style} data-testid="payment-page">
      <PaymentHeader venue={page.name} logoUrl={page.logoUrl} title={t('heading')} />
      <main>
        <form
          ref={formRef}
          className={classes.layout}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit().then((paid) => !paid && setFocusRequest((count) => count + 1));
          }}
        >
          <div className={classes.column}>
            {link ? <LinkSection link={link} timeZone={page.timeZone} /> : <AmountSection state={state} />}
            <TipSection state={state} presets={page.tipPercentPresets} />
            <PayerSection state={state} />
            <Section title={t('card.title')} testId="pay-card-section">
              <CardPayment payment={state.payment} />
            </Section>
          </div>
          <div className={`${classes.column} ${classes.sticky}`}>
            <SummarySection state={state} />
          </div>
        </form>
      </main>
    </div>
  );
}
