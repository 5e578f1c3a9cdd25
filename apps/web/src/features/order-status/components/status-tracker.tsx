import { useTranslation } from 'react-i18next';
import type { TPublicOrder } from '@menudelite/shared/orders/order';
import { PROGRESS_STEPS, stepStates } from '../lib/order-progress';
import { formatTimeAt } from '../lib/format-time';
import classes from './status-tracker.module.css';

type TTrackerProps = { order: TPublicOrder; connected: boolean; timeZone: string | undefined; language: string };

/** Where the order is now, in words and as steps; changes are announced to screen readers as they arrive. */
export function StatusTracker({ order, connected, timeZone, language }: TTrackerProps) {
  const { t } = useTranslation('order-status');
  const states = stepStates(order.status);
  const headline = order.status === 'ready' ? t(`headlineReady.${order.type}`) : t(`headline.${order.status}`);
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  return (
    <section className={classes.tracker} aria-labelledby="order-status-headline" data-testid="order-status" data-status={order.status}>
      <p className={classes.number}>{t('number', { number: order.number })}</p>
      <h2 id="order-status-headline" className={classes.headline} aria-live="polite" data-testid="order-status-headline">
        {headline}
      </h2>
      {order.status === 'cancelled' && <p className={classes.detail}>{t('cancelledHelp')}</p>}
      {order.status === 'completed' && order.completedTime && (
        <p className={classes.detail}>{t('completedAt', { time: formatTimeAt(order.completedTime, timeZone, language) })}</p>
      )}
      {open && order.estimatedReadyAt && (
        <p className={classes.detail} data-testid="order-estimate">
          {t(`estimate.${order.type}`, { time: formatTimeAt(order.estimatedReadyAt, timeZone, language) })}
        </p>
      )}
      {order.status !== 'cancelled' && (
        <ol className={classes.steps}>
          {PROGRESS_STEPS.map((step, index) => (
            <li
              key={step}
              className={`${classes.step} ${classes[states[index]!]}`}
              aria-current={states[index] === 'current' ? 'step' : undefined}
              data-testid={`step-${step}`}
              data-state={states[index]}
            >
              <span className={classes.dot} aria-hidden="true" />
              <span>{t(`steps.${step}`)}</span>
              <span className="md-visually-hidden">{t(`stepState.${states[index]}`)}</span>
            </li>
          ))}
        </ol>
      )}
      {open && (
        <p className={classes.live} data-testid="live-indicator" data-connected={connected}>
          <span className={`${classes.liveDot} ${connected ? classes.on : ''}`} aria-hidden="true" />
          {connected ? t('live.on') : t('live.off')}
        </p>
      )}
    </section>
  );
}
