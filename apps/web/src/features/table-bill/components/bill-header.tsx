import { Link } from 'react-router';
import classes from './bill-header.module.css';

type THeaderProps = { title: string; venueName: string; detail: string; backPath: string; backLabel: string };

/** The venue's colour band: back to the menu, the screen's title, the venue and table. */
export function BillHeader({ title, venueName, detail, backPath, backLabel }: THeaderProps) {
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to={backPath} className={classes.back} aria-label={backLabel} data-testid="back-to-menu">
          <svg
            className="md-flip-rtl"
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <div className={classes.names}>
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.venue}>
            <bdi>{venueName}</bdi> · {detail}
          </p>
        </div>
      </div>
    </header>
  );
}
