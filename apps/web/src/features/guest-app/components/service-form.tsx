import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REQUEST_PRIORITIES, SERVICE_CATEGORIES, type TGuestRequest, type TRequestPriority, type TServiceCategory } from '@menudelite/shared/hotel/contracts';
import { errorSummary } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { createGuestRequest } from '../api/guest-api';
import { Field } from './field';
import classes from './guest.module.css';

type TServiceProps = { token: string; onSent: (request: TGuestRequest, text: string) => void };

/** Housekeeping, maintenance or the concierge, with a priority and what is needed. */
export function ServiceForm({ token, onSent }: TServiceProps) {
  const { t } = useTranslation('guest-app');
  const errors = useErrorText();
  const [category, setCategory] = useState<TServiceCategory>('housekeeping');
  const [priority, setPriority] = useState<TRequestPriority>('normal');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useMutation({
    mutationFn: () => createGuestRequest(token, { type: 'service', category, priority, note: note.trim() }),
    onSuccess: (request) => {
      onSent(request, t('service.sent'));
      setNote('');
      setChecked(false);
      setPriority('normal');
    },
  });
  const noteError = checked && note.trim() === '' ? t('service.noteRequired') : null;

  return (
    <form
      className={classes.section}
      noValidate
      aria-labelledby="guest-service-title"
      data-testid="guest-service"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (note.trim() === '') return;
        send.mutate();
      }}
    >
      <h2 id="guest-service-title" className={classes.sectionTitle}>
        {t('service.heading')}
      </h2>
      <p className={classes.intro}>{t('service.intro')}</p>
      <fieldset className={classes.field}>
        <legend className={classes.label}>{t('service.category')}</legend>
        <div className={classes.chips}>
          {SERVICE_CATEGORIES.map((value) => (
            <label key={value} className={classes.chip}>
              <input
                type="radio"
                name="service-category"
                value={value}
                checked={category === value}
                onChange={() => setCategory(value)}
                data-testid={`service-${value}`}
              />
              {t(`categories.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={classes.field}>
        <legend className={classes.label}>{t('service.priority')}</legend>
        <div className={classes.chips}>
          {REQUEST_PRIORITIES.map((value) => (
            <label key={value} className={classes.chip}>
              <input
                type="radio"
                name="service-priority"
                value={value}
                checked={priority === value}
                onChange={() => setPriority(value)}
                data-testid={`priority-${value}`}
              />
              {t(`priorities.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('service.note')} error={noteError} testId="service-note">
        {(props) => (
          <textarea
            {...props}
            className={classes.input}
            value={note}
            maxLength={1000}
            placeholder={t('service.notePlaceholder')}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
      </Field>
      {send.error && (
        <p className={classes.error} role="alert" data-testid="service-error">
          {errors.text(errorSummary(send.error))}
        </p>
      )}
      <button type="submit" className={`${classes.primary} ${classes.wide}`} disabled={send.isPending} data-testid="service-submit">
        {t('service.submit')}
      </button>
    </form>
  );
}
