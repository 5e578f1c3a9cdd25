import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading as KitPageLoading, StatePanel as KitStatePanel, statePanelClasses as classes } from '../../../components/diner/state-panel';
import { useErrorText } from '../../../lib/http/use-error-text';
import { problemTextOf, type TPageProblem } from '../lib/page-problem';

/** While the page loads: the start-up spinner, so nothing jumps. */
export function PageLoading() {
  const { t } = useTranslation('delitepay-public');
  return <KitPageLoading label={t('loading')} testId="delitepay-loading" />;
}

const ICON = (
  <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h4" strokeLinecap="round" />
  </svg>
);

export function StatePanel({ title, venue, children, testId }: { title: string; venue?: string | undefined; children?: ReactNode; testId: string }) {
  return (
    <KitStatePanel title={title} venue={venue} icon={ICON} testId={testId}>
      {children}
    </KitStatePanel>
  );
}

const LINK_PROBLEMS: readonly TPageProblem[] = ['paymentLinkUsed', 'paymentLinkExpired', 'paymentLinkCancelled', 'paymentLinkCurrencyChanged'];

/**
 * Why nothing can be paid here, in the payer's language: the link's state, DelitePay switched off
 * or the venue's card setup refused, in the shared error wording (by key, with the refusal's
 * params: `error`), an unknown page, or a load failure with a retry.
 */
export function ProblemPanel({ problem, error, slug, onRetry }: { problem: TPageProblem; error?: unknown; slug: string; onRetry: () => void }) {
  const { t } = useTranslation('delitepay-public');
  const { text } = useErrorText();
  const isLink = LINK_PROBLEMS.includes(problem);
  const keyed = problemTextOf(problem, error);
  const body = keyed ? text(keyed) : t(`problems.${problem}.body`);
  return (
    <StatePanel title={t(`problems.${problem}.title`)} testId="delitepay-problem">
      <p className={classes.body} data-testid="delitepay-problem-body" data-problem={problem}>
        {body}
      </p>
      {/* The currency sentence already asks for a new link. */}
      {isLink && problem !== 'paymentLinkCurrencyChanged' && <p className={classes.body}>{t('problems.askVenue')}</p>}
      {problem === 'loadError' && (
        <button type="button" className={classes.action} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
      {isLink && slug && (
        <Link to={`/${encodeURIComponent(slug)}/payment-page`} className={classes.action} data-testid="delitepay-open-page">
          {t('problems.openPage')}
        </Link>
      )}
    </StatePanel>
  );
}
