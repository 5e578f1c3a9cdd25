import { Suspense, lazy, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import type { TPublicTab, TTableTab, TTabSetup } from '@menudelite/shared/tabs/contracts';
import { errorDetails, errorSummary } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { CardPayment, useCardPayment } from '../../card-payment/public';
import { confirmTabCard, openTab, tableTabKey, useTableTab } from '../api/table-tab';
import { OpenTabSummary } from './open-tab-summary';
import { useDuration } from './use-duration';
import classes from './tab-offer.module.css';

/** Stripe's libraries load only when a Stripe venue's diner saves a card for a tab. */
const StripeSetupForm = lazy(() => import('./stripe-setup-form'));

type TTabOfferProps = { tableCode: string; gateway: TCardGateway | null | undefined; currency: TCurrency };

/**
 * "Keep a tab open with my card", offered when a diner at a table pays later: the card is saved
 * now (demo card fields, or Stripe's Payment Element for a SetupIntent) and charged for what the
 * table's bill still asks for when it has been quiet for the venue's idle time, or at closing time.
 */
export function TabOffer({ tableCode, gateway, currency }: TTabOfferProps) {
  const { t, i18n, ready } = useTranslation('open-tabs');
  const queryClient = useQueryClient();
  const tableTab = useTableTab(tableCode);
  const { text } = useErrorText();
  const emailId = useId();
  const [wanted, setWanted] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [setup, setSetup] = useState<{ tabId: string; setup: TTabSetup } | null>(null);
  // The demo gateway's card fields (Stripe's form is the SetupIntent's own, below).
  const card = useCardPayment({ gateway: gateway?.gateway === 'demo' ? gateway : null, amount: 0, currency });
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const duration = useDuration(tableTab.data?.rules.idleMinutes ?? 0);

  if (!ready || !tableTab.data || !gateway) return null;
  const { tab, rules } = tableTab.data;
  const opened = (saved: TPublicTab) => queryClient.setQueryData<TTableTab>(tableTabKey(tableCode), { tab: saved, rules });
  if (tab && tab.status !== 'pending_card' && (tab.status !== 'failed' || !wanted)) return <OpenTabSummary tab={tab} />;

  const emailError = errorDetails(error).find((detail) => detail.path.endsWith('email'));
  const cardError = errorDetails(error).some((detail) => detail.path.includes('card'));
  const message = error && !emailError && !cardError ? text(errorSummary(error)) : null;

  async function save() {
    setError(null);
    setBusy(true);
    try {
      if (gateway?.gateway === 'demo') {
        const prepared = await card.prepare();
        if (!prepared.ok) return;
        opened(await openTab(tableCode, { email, ...(language ? { language } : {}), card: prepared.card! }));
      } else {
        const pending = await openTab(tableCode, { email, ...(language ? { language } : {}) });
        if (pending.setup) setSetup({ tabId: pending.id, setup: pending.setup });
      }
    } catch (failure) {
      card.showError(failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  async function cardSaved(tabId: string) {
    try {
      opened(await confirmTabCard(tableCode, tabId));
      setSetup(null);
    } catch (failure) {
      setError(failure);
    }
  }

  const tip = rules.defaultTipPercent ? t('offer.tip', { percent: rules.defaultTipPercent }) : t('offer.noTip');
  return (
    <div className={classes.offer} data-testid="tab-offer">
      <label className={classes.toggle}>
        <input type="checkbox" checked={wanted} onChange={(event) => setWanted(event.currentTarget.checked)} data-testid="tab-offer-toggle" />
        <span>{t('offer.title')}</span>
      </label>
      <p className={classes.hint}>
        {t('offer.hint', { duration })} {tip} {t('offer.fee')}
      </p>
      {tab?.status === 'failed' && <p className={classes.error}>{t('offer.failedBefore')}</p>}
      {wanted && !setup && (
        <>
          <label className={classes.field} htmlFor={emailId}>
            <span className={classes.label}>{t('offer.email')}</span>
            <input
              id={emailId}
              className={classes.input}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              aria-invalid={emailError ? true : undefined}
              data-testid="tab-email"
            />
            {emailError && (
              <span className={classes.error} role="alert" data-testid="tab-email-error">
                {text(emailError.text)}
              </span>
            )}
          </label>
          {gateway.gateway === 'demo' && <CardPayment payment={card} />}
          {message && (
            <p className={classes.error} role="alert" data-testid="tab-error">
              {message}
            </p>
          )}
          <button type="button" className={classes.button} onClick={() => void save()} disabled={busy} data-testid="tab-open">
            {gateway.gateway === 'demo' ? t('offer.save') : t('offer.continue')}
          </button>
        </>
      )}
      {wanted && setup && (
        <Suspense fallback={<p className={classes.hint}>{t('offer.loading')}</p>}>
          <StripeSetupForm setup={setup.setup} onSaved={() => cardSaved(setup.tabId)} />
          {message && <p className={classes.error}>{message}</p>}
        </Suspense>
      )}
    </div>
  );
}
