import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/http-error';
import { useCallWaiter } from '../api/call-waiter';
import classes from './call-waiter-button.module.css';

/** How long "complete" or "error" stays before the button is ready again. */
const RESULT_SHOWN_MS = 6000;

type TCallWaiterProps = { tableCode: string; /** Sits above the cart bar while the cart has something in it. */ raised: boolean };

/**
 * "Call waiter" on a table's menu (SPEC section 4: it ends in complete or error). A floating
 * button, so it takes no room from the menu and its late arrival moves nothing on the page.
 */
export function CallWaiterButton({ tableCode, raised }: TCallWaiterProps) {
  const { t, ready } = useTranslation('call-waiter');
  const call = useCallWaiter(tableCode);
  const { reset, isSuccess, isError } = call;
  useEffect(() => {
    if (!isSuccess && !isError) return;
    const timer = window.setTimeout(reset, RESULT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, isError, reset]);
  if (!ready) return null;
  const tooSoon = isHttpError(call.error) && call.error.status === 429;
  const state = call.isPending ? 'sending' : isSuccess ? 'complete' : isError ? 'error' : 'idle';
  return (
    <div className={`${classes.wrap} ${raised ? classes.raised : ''}`}>
      <p className={classes.result} role="status" aria-live="polite" data-testid="call-waiter-result" data-state={state}>
        {isSuccess && <span className={classes.complete}>{t('complete')}</span>}
        {isError && <span className={classes.error}>{tooSoon ? t('tooSoon') : t('error')}</span>}
      </p>
      <button type="button" className={classes.button} onClick={() => call.mutate()} disabled={call.isPending || isSuccess} data-testid="call-waiter">
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {call.isPending ? t('sending') : isSuccess ? t('called') : t('call')}
      </button>
    </div>
  );
}
