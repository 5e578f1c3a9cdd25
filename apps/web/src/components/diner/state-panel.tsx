import type { ReactNode } from 'react';
import { StartupSpinner } from '../startup-spinner';
import { useDocumentTitle } from '../../lib/navigation/use-document-title';
import classes from './state-panel.module.css';

/** While a diner page loads: the start-up spinner (classes in index.html), so nothing jumps. `label` is translated by the page. */
export function PageLoading({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="md-startup" role="status" data-testid={testId}>
      <StartupSpinner />
      <span className="md-startup-text">{label}</span>
    </div>
  );
}

/** A whole-page state with the page's own icon (a card, a calendar ...); the title is also the document's. */
export function StatePanel({
  title,
  venue,
  icon,
  children,
  testId,
}: {
  title: string;
  venue?: string | undefined;
  icon: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  useDocumentTitle(title);
  return (
    <main className={classes.page}>
      <div className={classes.panel} data-testid={testId}>
        <span className={classes.icon}>{icon}</span>
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

/** The panel's body sentence and action (a retry button or a link) share these classes. */
export const statePanelClasses = { body: classes.body, action: classes.action };
