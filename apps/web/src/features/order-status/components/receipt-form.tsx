import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { ZReceiptRequestSchema } from '@menudelite/shared/receipts/contracts';
import { errorSummary, fieldErrors, issueErrors, type TErrorText } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { requestReceipt } from '../api/request-receipt';
import classes from './share-panel.module.css';

type TReceiptFormProps = { orderId: string; token: string; language: TLanguage };

/**
 * "E-mail me a receipt" for a paid order: the address is checked here with the API's own schema
 * (SPEC: 'please specify your email', 'incorrect email format'), then by the server, whose
 * refusals (rate limit, a bad address) are shown in the diner's language.
 */
export function ReceiptForm({ orderId, token, language }: TReceiptFormProps) {
  const { t } = useTranslation('order-status');
  const { text } = useErrorText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<TErrorText | null>(null);
  const send = useMutation({ mutationFn: (address: string) => requestReceipt(orderId, token, { email: address, language }) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZReceiptRequestSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setProblem(issueErrors(parsed.error.issues)['']?.text ?? null);
      return;
    }
    setProblem(null);
    send.mutate(parsed.data, {
      onError: (error) => setProblem(fieldErrors(error).email?.text ?? errorSummary(error)),
    });
  }

  const errorId = `${id}-error`;
  return (
    <section className={classes.card} aria-labelledby={`${id}-title`} data-testid="order-receipt">
      <h2 id={`${id}-title`} className={classes.title}>
        {t('receipt.title')}
      </h2>
      <p className={classes.body}>{t('receipt.body')}</p>
      <form className={classes.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`} className={classes.label}>
          {t('receipt.email')}
        </label>
        <div className={classes.row}>
          <input
            id={`${id}-email`}
            className={classes.input}
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (send.isSuccess) send.reset();
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            data-testid="order-receipt-email"
          />
          <button type="submit" className={classes.primary} disabled={send.isPending} data-testid="order-receipt-send">
            {t('receipt.send')}
          </button>
        </div>
        {problem && (
          <p id={errorId} className={classes.error} role="alert" data-testid="order-receipt-error">
            {text(problem)}
          </p>
        )}
        {send.isSuccess && !problem && (
          <p className={classes.status} role="status" data-testid="order-receipt-sent">
            {t('receipt.sent', { email: `\u2068${send.variables}\u2069` })}
          </p>
        )}
      </form>
    </section>
  );
}
