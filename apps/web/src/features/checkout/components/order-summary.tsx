import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@menudelite/shared/money/format';
import { translated } from '@menudelite/shared/menu/translate';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { removeCartLine, type TCartLine, type TPricedCart } from '../../cart/public';
import { useDinerLanguage } from '../../diner-menu/public';
import type { TMessage } from '../lib/messages';
import { MessageText } from './message-text';
import { Section } from './section';
import classes from './order-summary.module.css';

type TSummaryProps = {
  cart: TPricedCart;
  updateCart: (change: (lines: TCartLine[]) => TCartLine[]) => void;
  quote: TQuote | null;
  /** Problems the server found, by the index of the line among those sent (the orderable ones). */
  lineProblems: Record<number, TMessage[]>;
  menuPath: string;
};

/** What is being ordered, in the diner's language, with the server's line prices and anything wrong with a line. */
export function OrderSummary({ cart, updateCart, quote, lineProblems, menuPath }: TSummaryProps) {
  const { t } = useTranslation('checkout');
  const language = useDinerLanguage();
  let sent = -1;
  return (
    <Section title={t('sections.yourOrder')} testId="order-summary">
      <ul className={classes.lines}>
        {cart.lines.map(({ line, item, modifiers, lineTotal, orderable }) => {
          const index = orderable ? ++sent : null;
          const quoted = index !== null ? quote?.lines[index] : undefined;
          const problems = index !== null ? (lineProblems[index] ?? []) : [];
          return (
            <li key={line.id} className={classes.line} data-testid="summary-line">
              <span className={classes.quantity}>{t('lines.quantity', { count: line.quantity })}</span>
              <div className={classes.text}>
                <p className={classes.name}>
                  <bdi>{item ? translated(item, 'name', language) : '—'}</bdi>
                </p>
                {modifiers.length > 0 && <p className={classes.detail}>{modifiers.map((modifier) => translated(modifier, 'name', language)).join(', ')}</p>}
                {line.notes && <p className={classes.detail}>{t('lines.notes', { notes: line.notes })}</p>}
                {problems.map((problem) => (
                  <p key={problem.key} className={classes.problem} data-testid="line-problem">
                    <MessageText message={problem} />
                  </p>
                ))}
                {!orderable && (
                  <p className={classes.problem} data-testid="line-problem">
                    {t('lines.unavailable')}{' '}
                    <button type="button" className={classes.remove} onClick={() => updateCart((lines) => removeCartLine(lines, line.id))}>
                      {t('lines.remove')}
                    </button>
                  </p>
                )}
              </div>
              {orderable && quote && <bdi className={classes.price}>{formatMoney(quoted?.lineTotal ?? lineTotal, quote.currency)}</bdi>}
            </li>
          );
        })}
      </ul>
      <Link to={menuPath} className={classes.edit} data-testid="edit-order">
        {t('lines.edit')}
      </Link>
    </Section>
  );
}
