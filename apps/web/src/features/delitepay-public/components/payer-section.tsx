import { useTranslation } from 'react-i18next';
import type { TPaymentFormState } from '../lib/use-payment-form';
import { Section } from './section';
import { TextField } from './text-field';

/** Who pays, for the venue's records and the e-mailed receipt; and a note to the venue. All optional. */
export function PayerSection({ state }: { state: TPaymentFormState }) {
  const { t } = useTranslation('delitepay-public');
  const { values, update, errors } = state;
  return (
    <Section title={t('payer.title')} testId="pay-payer-section">
      <TextField
        label={t('payer.name')}
        value={values.name}
        onChange={(name) => update({ name })}
        optional
        maxLength={120}
        autoComplete="name"
        testId="payer-name"
      />
      <TextField
        label={t('payer.email')}
        hint={t('payer.emailHint')}
        type="email"
        value={values.email}
        onChange={(email) => update({ email })}
        error={errors.email}
        optional
        maxLength={254}
        autoComplete="email"
        inputMode="email"
        ltr
        testId="payer-email"
      />
      <TextField label={t('payer.note')} value={values.note} onChange={(note) => update({ note })} optional multiline maxLength={500} testId="pay-note" />
    </Section>
  );
}
