import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGuestSession } from '@menudelite/shared/hotel/contracts';
import { errorSummary, fieldErrors } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { startGuestSession } from '../api/guest-api';
import { Field } from './field';
import classes from './guest.module.css';

type TEntryProps = {
  restaurantId: string;
  /** The room's QR code did not open a stay: say so above the form. */
  qrRefused: boolean;
  onSignedIn: (session: TGuestSession) => void;
};

/** Without the room's QR code: room number and the last name on the booking (SPEC section 5's messages). */
export function EntryForm({ restaurantId, qrRefused, onSignedIn }: TEntryProps) {
  const { t } = useTranslation('guest-app');
  const errors = useErrorText();
  useDocumentTitle(t('title'));
  const [roomNumber, setRoomNumber] = useState('');
  const [lastName, setLastName] = useState('');
  const [checked, setChecked] = useState(false);
  const signIn = useMutation({
    mutationFn: () => startGuestSession(restaurantId, { roomNumber: roomNumber.trim(), lastName: lastName.trim() }),
    onSuccess: onSignedIn,
  });
  const fields = fieldErrors(signIn.error);
  const roomError = checked && roomNumber.trim() === '' ? t('entry.roomRequired') : fields.roomNumber ? errors.text(fields.roomNumber.text) : null;
  const nameError = checked && lastName.trim() === '' ? t('entry.lastNameRequired') : fields.lastName ? errors.text(fields.lastName.text) : null;
  const summary = signIn.error && !fields.roomNumber && !fields.lastName ? errors.text(errorSummary(signIn.error)) : null;

  return (
    <div className={classes.center}>
      <form
        className={classes.panel}
        noValidate
        data-testid="guest-entry"
        aria-labelledby="guest-entry-title"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (roomNumber.trim() === '' || lastName.trim() === '') return;
          signIn.mutate();
        }}
      >
        <h2 id="guest-entry-title" className={classes.panelTitle}>
          {t('entry.heading')}
        </h2>
        {qrRefused && (
          <p className={classes.error} role="alert" data-testid="guest-qr-refused">
            {t('entry.qrRefused')}
          </p>
        )}
        <p className={classes.intro}>{t('entry.intro')}</p>
        <Field label={t('entry.room')} error={roomError} testId="guest-room">
          {(props) => (
            <input
              {...props}
              className={`${classes.input} ${classes.ltr}`}
              dir="ltr"
              value={roomNumber}
              maxLength={20}
              autoComplete="off"
              inputMode="text"
              onChange={(event) => setRoomNumber(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t('entry.lastName')} error={nameError} testId="guest-last-name">
          {(props) => (
            <input
              {...props}
              className={classes.input}
              value={lastName}
              maxLength={80}
              autoComplete="family-name"
              onChange={(event) => setLastName(event.currentTarget.value)}
            />
          )}
        </Field>
        {summary && (
          <p className={classes.error} role="alert" data-testid="guest-entry-error">
            {summary}
          </p>
        )}
        <button type="submit" className={`${classes.primary} ${classes.wide}`} disabled={signIn.isPending} data-testid="guest-entry-submit">
          {signIn.isPending ? t('entry.submitting') : t('entry.submit')}
        </button>
      </form>
    </div>
  );
}
