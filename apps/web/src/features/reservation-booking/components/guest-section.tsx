import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESERVATION_OCCASIONS, type TReservationOccasion } from '@menudelite/shared/reservations/contracts';
import { GUEST_LIMITS } from '../lib/guest-form';
import type { TBookingState } from '../lib/use-booking';
import { Section } from './section';
import { FieldError, TextField } from './text-field';
import form from '../../../components/diner/form.module.css';

/** Your information (SPEC section 5's messages, by key), then what the venue should know: occasion, allergies, notes. */
export function GuestSection({ state }: { state: TBookingState }) {
  const { t } = useTranslation('reservation-booking');
  const { values, update, errors } = state;
  const occasionId = useId();
  return (
    <Section title={t('guest.title')} testId="booking-guest">
      <TextField
        label={t('guest.name')}
        value={values.name}
        onChange={(name) => update({ name })}
        error={errors.name}
        maxLength={GUEST_LIMITS.name}
        autoComplete="name"
        testId="booking-name"
      />
      <TextField
        label={t('guest.email')}
        hint={t('guest.emailHint')}
        type="email"
        value={values.email}
        onChange={(email) => update({ email })}
        error={errors.email}
        maxLength={GUEST_LIMITS.email}
        autoComplete="email"
        inputMode="email"
        ltr
        testId="booking-email"
      />
      <TextField
        label={t('guest.phone')}
        type="tel"
        value={values.phone}
        onChange={(phone) => update({ phone })}
        error={errors.phone}
        maxLength={GUEST_LIMITS.phone}
        autoComplete="tel"
        inputMode="tel"
        ltr
        testId="booking-phone"
      />
      <div className={form.field} data-field>
        <label htmlFor={occasionId} className={form.label}>
          {t('guest.occasion')}
          <span className={form.optional}>({t('optional')})</span>
        </label>
        <select
          id={occasionId}
          className={form.input}
          value={values.occasion}
          onChange={(event) => update({ occasion: event.currentTarget.value as TReservationOccasion | '' })}
          data-testid="booking-occasion"
        >
          <option value="">{t('guest.noOccasion')}</option>
          {RESERVATION_OCCASIONS.map((occasion) => (
            <option key={occasion} value={occasion}>
              {t(`occasions.${occasion}`)}
            </option>
          ))}
        </select>
        <FieldError error={errors.occasion} testId="booking-occasion-error" />
      </div>
      <TextField
        label={t('guest.allergies')}
        hint={t('guest.allergiesHint')}
        value={values.allergies}
        onChange={(allergies) => update({ allergies })}
        error={errors.allergies}
        optional
        maxLength={GUEST_LIMITS.allergies}
        testId="booking-allergies"
      />
      <TextField
        label={t('guest.notes')}
        value={values.notes}
        onChange={(notes) => update({ notes })}
        error={errors.notes}
        optional
        multiline
        maxLength={GUEST_LIMITS.notes}
        testId="booking-notes"
      />
    </Section>
  );
}
