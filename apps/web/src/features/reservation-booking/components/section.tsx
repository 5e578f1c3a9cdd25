import { useId, type ReactNode } from 'react';
import classes from './page.module.css';

/** One white card of the page, named by its heading for screen readers. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
