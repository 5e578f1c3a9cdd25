import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAmenity, TGuestRequest } from '@menudelite/shared/hotel/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { formatMoney } from '@menudelite/shared/money/format';
import { errorSummary, fieldErrors } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { createGuestRequest, getGuestAmenities } from '../api/guest-api';
import { amenityName, clampQuantity } from '../lib/amenity-text';
import classes from './guest.module.css';

type TListProps = { token: string; language: TLanguage; currency: TCurrency; onSent: (request: TGuestRequest, text: string) => void };

/** The hotel's amenity catalogue: each with how it is paid for, a quantity and "Request". */
export function AmenityList({ token, language, currency, onSent }: TListProps) {
  const { t } = useTranslation('guest-app');
  const amenities = useQuery({ queryKey: ['guest', 'amenities', token], queryFn: () => getGuestAmenities(token), staleTime: 60_000 });
  const items = amenities.data?.items.filter((amenity) => amenity.isActive) ?? [];
  return (
    <section className={classes.section} aria-labelledby="guest-amenities-title" data-testid="guest-amenities">
      <h2 id="guest-amenities-title" className={classes.sectionTitle}>
        {t('amenities.heading')}
      </h2>
      <p className={classes.intro}>{t('amenities.intro')}</p>
      {amenities.data && items.length === 0 && <p className={classes.empty}>{t('amenities.empty')}</p>}
      <ul className={classes.list}>
        {items.map((amenity) => (
          <AmenityCard key={amenity.id} amenity={amenity} token={token} language={language} currency={currency} onSent={onSent} />
        ))}
      </ul>
    </section>
  );
}

function AmenityCard({ amenity, token, language, currency, onSent }: TListProps & { amenity: TAmenity }) {
  const { t } = useTranslation('guest-app');
  const errors = useErrorText();
  const [quantity, setQuantity] = useState(1);
  const name = amenityName(amenity, language);
  const send = useMutation({
    mutationFn: () => createGuestRequest(token, { type: 'amenity', items: [{ amenityId: amenity.id, quantity }] }),
    onSuccess: (request) => {
      onSent(request, t('amenities.sent', { name, quantity }));
      setQuantity(1);
    },
  });
  const problem = send.error ? (Object.values(fieldErrors(send.error))[0]?.text ?? errorSummary(send.error)) : null;
  const price = formatMoney(amenity.price, currency);
  return (
    <li className={classes.card} data-testid="guest-amenity" data-name={amenity.name} data-mode={amenity.mode}>
      <div className={classes.cardTop}>
        <p className={classes.cardName} dir="auto">
          {name}
        </p>
        <span className={classes.badge} data-tone={amenity.mode}>
          {amenity.mode === 'free' ? t('amenities.free') : amenity.mode === 'charged' ? t('amenities.charged', { price }) : t('amenities.approval')}
        </span>
      </div>
      <div className={classes.cardActions}>
        <div className={classes.stepper} role="group" aria-label={t('amenities.quantity', { name })}>
          <button
            type="button"
            className={classes.stepButton}
            onClick={() => setQuantity((current) => clampQuantity(current - 1, amenity.maxQuantity))}
            disabled={quantity <= 1}
            aria-label={t('amenities.decrease', { name })}
            data-testid="amenity-less"
          >
            −
          </button>
          <output className={classes.stepValue} aria-live="polite" data-testid="amenity-quantity">
            {quantity}
          </output>
          <button
            type="button"
            className={classes.stepButton}
            onClick={() => setQuantity((current) => clampQuantity(current + 1, amenity.maxQuantity))}
            disabled={quantity >= amenity.maxQuantity}
            aria-label={t('amenities.increase', { name })}
            data-testid="amenity-more"
          >
            +
          </button>
        </div>
        <button type="button" className={classes.primary} onClick={() => send.mutate()} disabled={send.isPending} data-testid="amenity-request">
          {t('amenities.submit')}
        </button>
      </div>
      {amenity.mode === 'charged' && quantity > 1 && (
        <p className={classes.cardMeta}>{t('amenities.total', { amount: formatMoney(amenity.price * quantity, currency) })}</p>
      )}
      {problem && (
        <p className={classes.error} role="alert" data-testid="amenity-error">
          {errors.text(problem)}
        </p>
      )}
    </li>
  );
}
