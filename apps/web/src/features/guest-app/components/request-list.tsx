import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { guestCanCancel, type TGuestRequest } from '@menudelite/shared/hotel/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { errorSummary } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { cancelGuestRequest } from '../api/guest-api';
import { REQUEST_STEPS, stepsReached } from '../lib/request-status';
import classes from './guest.module.css';

type TListProps = {
  token: string;
  requests: readonly TGuestRequest[];
  loaded: boolean;
  currency: TCurrency;
  formatTime: (iso: string, withDate?: boolean) => string;
  show: (request: TGuestRequest) => void;
};

/** The stay's requests, newest first, each with its status live and "Cancel" while nobody has started on it. */
export function RequestList({ token, requests, loaded, currency, formatTime, show }: TListProps) {
  const { t } = useTranslation('guest-app');
  return (
    <section className={classes.section} aria-labelledby="guest-requests-title" data-testid="guest-requests">
      <h2 id="guest-requests-title" className={classes.sectionTitle}>
        {t('requests.heading')}
      </h2>
      {loaded && requests.length === 0 && <p className={classes.empty}>{t('requests.empty')}</p>}
      <ul className={classes.list} aria-live="polite">
        {requests.map((request) => (
          <RequestCard key={request.id} token={token} request={request} currency={currency} formatTime={formatTime} show={show} />
        ))}
      </ul>
    </section>
  );
}

function RequestCard({
  token,
  request,
  currency,
  formatTime,
  show,
}: Pick<TListProps, 'token' | 'currency' | 'formatTime' | 'show'> & { request: TGuestRequest }) {
  const { t } = useTranslation('guest-app');
  const errors = useErrorText();
  const cancel = useMutation({ mutationFn: () => cancelGuestRequest(token, request.id), onSuccess: show });
  const title =
    request.type === 'amenity'
      ? request.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')
      : request.type === 'service' && request.category
        ? t(`categories.${request.category}`)
        : t(`types.${request.type}`);
  const reached = stepsReached(request.status);
  return (
    <li className={classes.card} data-testid="guest-request" data-type={request.type} data-status={request.status} data-request-id={request.id}>
      <div className={classes.cardTop}>
        <p className={classes.cardName} dir="auto">
          {title}
        </p>
        <span className={`${classes.badge} ${classes.status}`} data-status={request.status} data-testid="guest-request-status">
          {t(`statuses.${request.status}`)}
        </span>
      </div>
      {request.status !== 'cancelled' && (
        <ol className={classes.steps} aria-hidden="true">
          {REQUEST_STEPS.map((step, index) => (
            <li key={step} className={`${classes.step} ${index < reached ? classes.stepDone : ''}`} />
          ))}
        </ol>
      )}
      <p className={classes.cardMeta}>
        {request.type === 'wakeUp' && request.dueAt
          ? t('requests.wakeUpAt', { time: formatTime(request.dueAt) })
          : t('requests.at', { time: formatTime(request.createdAt) })}
        {request.type === 'service' && <> · {t(`priorities.${request.priority}`)}</>}
      </p>
      {request.note && (
        <p className={classes.cardMeta} dir="auto">
          {request.note}
        </p>
      )}
      {request.chargeTotal > 0 && request.status !== 'cancelled' && (
        <p className={classes.cardMeta}>{t('requests.charged', { amount: formatMoney(request.chargeTotal, currency) })}</p>
      )}
      {request.approvalExpiresAt && request.status === 'new' && (
        <p className={classes.cardMeta}>{t('requests.approvalUntil', { time: formatTime(request.approvalExpiresAt) })}</p>
      )}
      {request.status === 'cancelled' && request.cancelReason && <p className={classes.cardMeta}>{t(`cancelReasons.${request.cancelReason}`)}</p>}
      {guestCanCancel(request.status) && (
        <div className={classes.cardActions}>
          <button type="button" className={classes.secondary} onClick={() => cancel.mutate()} disabled={cancel.isPending} data-testid="guest-request-cancel">
            {cancel.isPending ? t('requests.cancelling') : t('requests.cancel')}
          </button>
        </div>
      )}
      {cancel.error && (
        <p className={classes.error} role="alert">
          {errors.text(errorSummary(cancel.error))}
        </p>
      )}
    </li>
  );
}
