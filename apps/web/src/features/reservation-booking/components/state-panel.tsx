import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading as KitPageLoading, StatePanel as KitStatePanel, statePanelClasses as classes } from '../../../components/diner/state-panel';

/** While the page loads: the start-up spinner, so nothing jumps. */
export function PageLoading() {
  const { t } = useTranslation('reservation-booking');
  return <KitPageLoading label={t('loading')} testId="booking-loading" />;
}

const ICON = (
  <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
  </svg>
);

export function StatePanel({ title, venue, children, testId }: { title: string; venue?: string | undefined; children?: ReactNode; testId: string }) {
  return (
    <KitStatePanel title={title} venue={venue} icon={ICON} testId={testId}>
      {children}
    </KitStatePanel>
  );
}

export type TPageProblem = 'notFound' | 'notAccepting' | 'hotel' | 'loadError' | 'linkInvalid';

/**
 * Why the guest cannot book (or manage) here, in their language: the venue does not take
 * reservations now, a hotel (no table booking), an unknown venue or booking link, or a load
 * failure with a retry. A venue that still has a menu page links to it.
 */
export function ProblemPanel({
  problem,
  venue,
  menuPath,
  onRetry,
}: {
  problem: TPageProblem;
  venue?: string | undefined;
  menuPath?: string | undefined;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('reservation-booking');
  return (
    <StatePanel title={t(`problems.${problem}.title`)} venue={venue} testId="booking-problem">
      <p className={classes.body} data-testid="booking-problem-body" data-problem={problem}>
        {t(`problems.${problem}.body`)}
      </p>
      {problem === 'loadError' && onRetry && (
        <button type="button" className={classes.action} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
      {menuPath && problem !== 'notFound' && (
        <Link to={menuPath} className={classes.action} data-testid="booking-open-menu">
          {t('problems.openMenu')}
        </Link>
      )}
    </StatePanel>
  );
}
