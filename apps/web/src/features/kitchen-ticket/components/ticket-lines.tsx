import { useTranslation } from 'react-i18next';
import type { TOrderLine } from '@menudelite/shared/orders/order';

/** What the kitchen makes: quantity and name in large type, each choice and note below it. */
export function TicketLines({ lines }: { lines: readonly TOrderLine[] }) {
  const { t } = useTranslation('kitchen-ticket');
  return (
    <ol className="kt-lines">
      {lines.map((line) => (
        <li key={line.id} className="kt-line" data-testid="ticket-line">
          <div className="kt-line-main">
            <bdi dir="ltr" className="kt-qty">
              {line.quantity}×
            </bdi>{' '}
            <bdi>{line.name}</bdi>
          </div>
          {line.modifiers.length > 0 && (
            <ul className="kt-modifiers">
              {line.modifiers.map((modifier, index) => (
                <li key={`${modifier.id}-${index}`}>
                  + <bdi>{modifier.name}</bdi>
                </li>
              ))}
            </ul>
          )}
          {line.notes && (
            <p className="kt-line-note">
              {t('lineNote')}: <bdi>{line.notes}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
