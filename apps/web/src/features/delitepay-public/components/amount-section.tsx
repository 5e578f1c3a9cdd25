import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicPaymentLink } from '@menudelite/shared/delitepay/contracts';
import { CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TPaymentFormState } from '../lib/use-payment-form';
import { sampleAmount } from '../lib/money-text';
import { Section } from './section';
import { TextField } from './text-field';
import classes from './page.module.css';

/** The open page: the amount and a reference the payer types (an invoice, a booking, a table). */
export function AmountSection({ state }: { state: TPaymentFormState }) {
  const { t } = useTranslation('delitepay-public');
  const { values, update, errors, terms } = state;
  return (
    <Section title={t('amount.title')} testId="pay-amount-section">
      <p className={classes.intro}>{t('amount.intro')}</p>
      <TextField
        label={t('amount.label')}
        value={values.amount}
        onChange={(amount) => update({ amount })}
        error={errors.amount}
        inputMode="decimal"
        autoComplete="transaction-amount"
        ltr
        prefix={CURRENCY_SYMBOLS[terms.currency]}
        maxLength={16}
        placeholder={sampleAmount(terms.currency, 25)}
        testId="pay-amount"
      />
      <TextField
        label={t('amount.reference')}
        hint={t('amount.referenceHint')}
        value={values.reference}
        onChange={(reference) => update({ reference })}
        optional
        maxLength={64}
        autoComplete="off"
        testId="pay-reference"
      />
    </Section>
  );
}

/** A payment link: what it is for and its fixed amount, set by the venue. */
export function LinkSection({ link, timeZone }: { link: TPublicPaymentLink; timeZone: string }) {
  const { t, i18n } = useTranslation('delitepay-public');
  const expires = useMemo(() => {
    if (!link.expiresAt) return null;
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(link.expiresAt));
  }, [link.expiresAt, i18n.language, timeZone]);
  return (
    <Section title={t('link.title')} testId="pay-link-section">
      <p className={classes.intro} data-testid="pay-link-description">
        <bdi>{link.description}</bdi>
      </p>
      <p className={classes.linkAmount} data-testid="pay-link-amount">
        <bdi>{formatMoney(link.amount, link.currency)}</bdi>
      </p>
      <dl className={classes.facts}>
        {link.reference && (
          <div className={classes.fact}>
            <dt>{t('link.reference')}</dt>
            <dd>
              <bdi>{link.reference}</bdi>
            </dd>
          </div>
        )}
        {expires && (
          <div className={classes.fact}>
            <dt>{t('link.expires')}</dt>
            <dd>
              <bdi>{expires}</bdi>
            </dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
