import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGuestRequest } from '@menudelite/shared/hotel/contracts';
import { errorSummary, fieldErrors, keyText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { createGuestRequest } from '../api/guest-api';
import { defaultWakeUp, wakeUpInstant, type TWakeUpChoice } from '../lib/wake-up-time';
import { Field } from './field';
import classes from './guest.module.css';

type TWakeUpProps = {
  token: string;
  timeZone: string;
  formatTime: (iso: string, withDate?: boolean) => string;
  onSent: (request: TGuestRequest, text: string) => void;
};

/** A wake-up call on the hotel's clock: today or tomorrow at a time; a time already past is refused here and by the server. */
export function WakeUpForm({ token, timeZone, formatTime, onSent }: TWakeUpProps) {
  const { t } = useTranslation('guest-app');
  const errors = useErrorText();
  const [choice, setChoice] = useState<TWakeUpChoice>(() => defaultWakeUp(new Date(), timeZone));
  const [note, setNote] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (dueAt: string) => createGuestRequest(token, { type: 'wakeUp', dueAt, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: (request) => {
      onSent(request, t('wakeUp.sent', { time: formatTime(request.dueAt ?? '') }));
      setNote('');
    },
  });
  const serverField = fieldErrors(send.error).dueAt;
  const timeError = localError ?? (serverField ? errors.text(serverField.text) : null);
  const summary = send.error && !serverField ? errors.text(errorSummary(send.error)) : null;

  return (
    <form
      className={classes.section}
      noValidate
      aria-labelledby="guest-wake-up-title"
      data-testid="guest-wake-up"
      onSubmit={(event) => {
        event.preventDefault();
        send.reset();
        const at = wakeUpInstant(choice, timeZone, new Date());
        if (!at.ok) {
          setLocalError(at.reason === 'past' ? errors.text(keyText('mustBeFuture')) : t('wakeUp.missing'));
          return;
        }
        setLocalError(null);
        send.mutate(at.at.toISOString());
      }}
    >
      <h2 id="guest-wake-up-title" className={classes.sectionTitle}>
        {t('wakeUp.heading')}
      </h2>
      <p className={classes.intro}>{t('wakeUp.intro', { zone: timeZone })}</p>
      <fieldset className={classes.field}>
        <legend className={classes.label}>{t('wakeUp.day')}</legend>
        <div className={classes.chips}>
          {(['today', 'tomorrow'] as const).map((day) => (
            <label key={day} className={classes.chip}>
              <input
                type="radio"
                name="wake-up-day"
                value={day}
                checked={choice.day === day}
                onChange={() => {
                  setChoice((current) => ({ ...current, day }));
                  setLocalError(null);
                }}
                data-testid={`wake-up-${day}`}
              />
              {t(`wakeUp.${day}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('wakeUp.time')} error={timeError} testId="wake-up-time">
        {(props) => (
          <input
            {...props}
            type="time"
            dir="ltr"
            className={`${classes.input} ${classes.ltr}`}
            value={choice.time}
            onChange={(event) => {
              const time = event.currentTarget.value;
              setChoice((current) => ({ ...current, time }));
              setLocalError(null);
            }}
          />
        )}
      </Field>
      <Field label={t('wakeUp.note')} testId="wake-up-note">
        {(props) => <input {...props} className={classes.input} value={note} maxLength={1000} onChange={(event) => setNote(event.currentTarget.value)} />}
      </Field>
      {summary && (
        <p className={classes.error} role="alert" data-testid="wake-up-error">
          {summary}
        </p>
      )}
      <button type="submit" className={`${classes.primary} ${classes.wide}`} disabled={send.isPending} data-testid="wake-up-submit">
        {t('wakeUp.submit')}
      </button>
    </form>
  );
}
