import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { maskedGiftCard } from '@menudelite/shared/growth/gift-cards-code';
import { formatMoney } from '@menudelite/shared/money/format';
import { PageLoading, StatePanel, statePanelClasses } from '../../../components/diner/state-panel';
import { errorSummary } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { usePurchaseSuccess } from '../api/gift-card-shop';
import { GiftCardFace } from '../components/gift-card-face';
import classes from '../gift-cards-public.module.css';

const Check = () => (
  <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="10" />
    <path d="m7 12 3.5 3.5L17 9" />
  </svg>
);

/** /restaurants/:restaurantId/gift-cards/success/:token: what was bought and where the code goes (the code itself only to the recipient). */
export function GiftCardSuccessPage() {
  const { restaurantId = '', token = '' } = useParams();
  const { t, i18n } = useTranslation('gift-cards-public');
  const { text } = useErrorText();
  const purchase = usePurchaseSuccess(restaurantId, token);
  const dateText = useMemo(
    () => (day: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
    [i18n.language],
  );
  if (purchase.isPending) return <PageLoading label={t('loading')} testId="gift-success-loading" />;
  if (purchase.isError)
    return (
      <StatePanel title={t('problem.title')} icon={<Check />} testId="gift-success-problem">
        <p className={statePanelClasses.body}>{text(errorSummary(purchase.error))}</p>
      </StatePanel>
    );
  const p = purchase.data;
  // Isolated (FSI … PDI), so the amount keeps its own order inside an Arabic sentence.
  const amount = `\u2068${formatMoney(p.amount, p.currency)}\u2069`;
  const title = p.status === 'succeeded' ? t('success.title') : p.status === 'pending' ? t('success.pendingTitle') : t('success.failedTitle');
  return (
    <StatePanel title={title} venue={p.restaurantName} icon={<Check />} testId="gift-success">
      <div style={{ width: 'min(100%, 320px)', margin: '8px auto' }}>
        <GiftCardFace venue={p.restaurantName} design={p.design} amount={amount} caption={p.last4 ? maskedGiftCard(p.last4) : p.productName} />
      </div>
      {p.status === 'succeeded' && (
        <p className={statePanelClasses.body} data-testid="gift-success-body">
          {p.deliverOn
            ? t('success.scheduled', { name: p.recipientName, email: p.recipientEmail, date: dateText(p.deliverOn), amount })
            : t('success.sent', { name: p.recipientName, email: p.recipientEmail, amount })}
        </p>
      )}
      {p.status === 'pending' && <p className={statePanelClasses.body}>{t('success.pendingBody')}</p>}
      {p.status === 'failed' && <p className={statePanelClasses.body}>{t('success.failedBody')}</p>}
      {p.cardLast4 && <p className={classes.muted}>{t('success.paidWith', { last4: p.cardLast4 })}</p>}
      <Link className={statePanelClasses.action} to={`/restaurants/${restaurantId}/gift-cards`}>
        {t('success.another')}
      </Link>
    </StatePanel>
  );
}
