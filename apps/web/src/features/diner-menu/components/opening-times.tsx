import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localClock } from '@menudelite/shared/menu/availability';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { weekdayName } from '../../../lib/format/weekday-name';
import { openState } from '../lib/availability-notices';
import { useMenuContext } from './menu-context';
import classes from './opening-times.module.css';

/**
 * The venue's local opening times per weekday, folded away under "Opening times · Open now". The
 * table is built when first opened: its weekday names and the venue's clock need Intl formatters,
 * which are slow to create on a phone and not needed for the first paint.
 */
export function OpeningTimes({ menu }: { menu: TPublicMenu }) {
  const { t } = useTranslation('diner-menu');
  const [opened, setOpened] = useState(false);
  const state = openState(menu.availability);
  return (
    <details className={classes.details} data-testid="opening-times" onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      <summary className={classes.summary}>
        <svg
          className={classes.chevron}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M9 6l6 6-6 6" />
        </svg>
        <span className={classes.title}>{t('hours.title')}</span>
        <span className={state === 'openNow' ? classes.open : classes.closed} data-testid="open-state" data-state={state}>
          {t(`hours.${state}`)}
        </span>
      </summary>
      {opened && <OpeningTable menu={menu} />}
    </details>
  );
}

function OpeningTable({ menu }: { menu: TPublicMenu }) {
  const { t } = useTranslation('diner-menu');
  const { language } = useMenuContext();
  const { timeZone } = menu.restaurant;
  // The venue's weekday when the table is opened (a diner does not keep it open across midnight).
  const [today] = useState(() => localClock(timeZone, new Date()).weekday);
  const days = menu.openingHours.toSorted((a, b) => a.weekday - b.weekday);
  return (
    <>
      <table className={classes.table}>
        <tbody>
          {days.map((day) => (
            <tr key={day.weekday} className={day.weekday === today ? classes.today : undefined} aria-current={day.weekday === today ? 'date' : undefined}>
              <th scope="row">{weekdayName(day.weekday, language)}</th>
              <td>
                {day.intervals.length === 0
                  ? t('hours.closed')
                  : day.intervals.map((interval) => (
                      <bdi key={`${interval.opens}-${interval.closes}`} className={classes.interval}>
                        {interval.opens}–{interval.closes}
                      </bdi>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.zone}>{t('hours.timeZone', { timeZone })}</p>
    </>
  );
}
