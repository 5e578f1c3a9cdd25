import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './empty-cart.module.css';

type TPanelProps = { style: CSSProperties; header: ReactNode };

/** Nothing to order (the cart was emptied, or opened on another phone): back to the menu. */
export function EmptyCart({ style, header, menuPath }: TPanelProps & { menuPath: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.page} style={style}>
      {header}
      <main className={classes.panel} data-testid="checkout-empty">
        <h2 className={classes.title}>{t('empty.title')}</h2>
        <p className={classes.body}>{t('empty.body')}</p>
        <Link to={menuPath} className={buttons.primary}>
          {t('back')}
        </Link>
      </main>
    </div>
  );
}

/** The moment between the server's "placed" and the status page opening. */
export function OrderPlaced({ style, header }: TPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.page} style={style}>
      {header}
      <main className={classes.panel} role="status">
        <h2 className={classes.title}>{t('placed')}</h2>
      </main>
    </div>
  );
}
