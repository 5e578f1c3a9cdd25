import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StartupSpinner } from '../../../components/startup-spinner';
import { useErrorText } from '../../../lib/http/use-error-text';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { problemTextOf, type TPageProblem } from '../lib/page-problem';
import classes from './state-panel.module.css';

/** While the page loads: the start-up spinner (classes in index.html), so nothing jumps. */
export function PageLoading() {
  const { t } = useTranslation('delitepay-public');
  return (
    <div className="md-startup" role="status" data-testid="delitepay-loading">
      <StartupSpinner />
      <span className="md-startup-text">{t('loading')}</span>
    </div>
  );
}

export function StatePanel({ title, venue, children, testId }: { title: string; venue?: string; children: ReactNode; testId: string }) {
  useDocumentTitle(title);
  return (
    <main className={classes.page}>
      <div className={classes.panel} data-testid={testId}>
        <svg className={classes.icon} width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <rect x="3" y="6" width="18" height="13" rx="2" />
          <path d="M3 10h18M7 15h4" strokeLinecap="round" />
        </svg>
        {venue && (
          <p className={classes.venue}>
            <bdi>{venue}</bdi>
          </p>
        )}
        <h1 className={classes.title}>{title}</h1>
        {children}
      </div>
    </main>
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
