import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import { signInRedirectUrl } from '../../../lib/navigation/safe-redirect';
import { requiredCustomerFields } from '../lib/messages';
import type { TCheckoutState } from '../lib/use-checkout';
import { Section } from './section';
import { TextField } from './text-field';
import classes from './checkout-screen.module.css';

type TCustomerProps = { state: TCheckoutState; options: TCheckoutOptions; needsSignIn: boolean };

/**
 * Your information: name, e-mail and phone as the venue (requiresCheckoutName,
 * requiresCheckoutPhoneNo) and the order type demand (the shared rules decide: pickup, delivery
 * and hotel visitors give a name, delivery a phone). A venue without guest checkout asks the
 * diner to sign in first.
 */
export function CustomerSection({ state, options, needsSignIn }: TCustomerProps) {
  const { t } = useTranslation('checkout');
  const location = useLocation();
  const { form, update, problems } = state;
  const required = requiredCustomerFields(state.body, options);
  return (
    <Section title={t('sections.yourInformation')} testId="customer-section">
      {needsSignIn && (
        <p className={classes.notice} data-testid="sign-in-required">
          {t('customer.signInRequired')} <Link to={signInRedirectUrl(`${location.pathname}${location.search}`)}>{t('customer.signIn')}</Link>
        </p>
      )}
      <TextField
        label={t('customer.name')}
        value={form.name}
        onChange={(name) => update({ name })}
        error={problems.fields['customer.name']}
        optional={!required.name}
        autoComplete="name"
        maxLength={120}
        testId="customer-name"
      />
      <TextField
        label={t('customer.email')}
        value={form.email}
        onChange={(email) => update({ email })}
        error={problems.fields['customer.email']}
        optional
        type="email"
        autoComplete="email"
        ltr
        maxLength={254}
        testId="customer-email"
      />
      <TextField
        label={t('customer.phone')}
        value={form.phone}
        onChange={(phone) => update({ phone })}
        error={problems.fields['customer.phone']}
        optional={!required.phone}
        type="tel"
        autoComplete="tel"
        ltr
        maxLength={32}
        testId="customer-phone"
      />
    </Section>
  );
}
