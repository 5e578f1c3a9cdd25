import { useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import { formatMoney } from '@menudelite/shared/money/format';
import { useOffersEvaluation } from '../api/evaluate-offers';
import { useCustomerPoints } from '../api/get-customer-points';
import { withoutMemberOffers, type TBenefitChoice } from '../lib/benefits';
import { quoteBody } from '../lib/build-request';
import type { TCheckoutState } from '../lib/use-checkout';
import { DiscountLoginDialog } from './discount-login-dialog';
import { GiftCardDialog } from './gift-card-dialog';
import { MessageText } from './message-text';
import { OffersDialog } from './offers-dialog';
import { RewardsDialog } from './rewards-dialog';
import { Section } from './section';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './benefits.module.css';

type TDialog =
  | { kind: 'offers' }
  | { kind: 'login'; reason: 'memberOffer' | 'members' | 'points'; pending: TBenefitChoice | null }
  | { kind: 'rewards' }
  | { kind: 'giftCard' }
  | null;

/** brand: the venue's colours (brandStyle), set again on the portalled dialogs, which sit outside the page's element. */
type TProps = { state: TCheckoutState; options: TCheckoutOptions; restaurantId: string; brand: CSSProperties };

/** The offers dialog asks the server about this cart as it is, without the benefits already chosen. */
function OffersDialogLoader(props: Omit<Parameters<typeof OffersDialog>[0], 'evaluation'> & { restaurantId: string; state: TCheckoutState }) {
  const { restaurantId, state, ...rest } = props;
  const body = quoteBody({ ...state.body, benefits: undefined });
  const evaluation = useOffersEvaluation(restaurantId, body, state.customerId !== null);
  return <OffersDialog {...rest} evaluation={{ ...evaluation, refetch: () => void evaluation.refetch() }} />;
}

/**
 * "Offers and rewards": the offers picked (each a line the server priced), a code, membership points
 * for a signed-in customer, a gift card. Each opens its dialog; the dialogs are portalled out of the
 * checkout's form (their own Enter must not place the order).
 */
export function BenefitsSection({ state, options, restaurantId, brand }: TProps) {
  const { t } = useTranslation('checkout');
  const [dialog, setDialog] = useState<TDialog>(null);
  /** The visitor chose "Skip and checkout" once: not asked again unless they pick a members-only offer. */
  const [skippedSignIn, setSkippedSignIn] = useState(false);
  const points = useCustomerPoints(restaurantId, state.customerId);
  const { quote, benefits: choice } = state;
  const money = (minor: number) => formatMoney(minor, options.currency);
  const offerLines = quote?.discounts ?? [];
  const pointsTender = quote?.tenders.find((tender) => tender.source === 'points');
  const giftTender = quote?.tenders.find((tender) => tender.source === 'giftCard');
  const pointsOn = points.data?.enabled === true;
  const close = () => setDialog(null);
  const problem = state.benefitProblem;

  async function signedIn(session: TAuthSession, pending: TBenefitChoice | null) {
    if (pending) {
      const refused = await state.applyBenefits(pending, session.user.id);
      if (refused) state.setBenefits(withoutMemberOffers(pending));
    }
    // Signed in for points: the section now shows the balance and "Use points".
    setDialog(null);
  }

  function removeOffer(id: string) {
    // A coded offer's line is not among the picked ones: removing it drops the code.
    if (choice.offerIds.includes(id))
      state.setBenefits({
        ...choice,
        offerIds: choice.offerIds.filter((each) => each !== id),
        memberOfferIds: choice.memberOfferIds.filter((each) => each !== id),
      });
    else state.removeBenefit('offerCode');
  }

  const dialogs = (() => {
    if (!dialog) return null;
    switch (dialog.kind) {
      case 'offers':
        return (
          <OffersDialogLoader
            restaurantId={restaurantId}
            state={state}
            currency={options.currency}
            choice={choice}
            signedIn={state.customerId !== null}
            onApply={(next) => state.applyBenefits(next)}
            offerSignIn={!skippedSignIn}
            onNeedsSignIn={(next, reason) => setDialog({ kind: 'login', reason, pending: next })}
            onClose={close}
          />
        );
      case 'login':
        return (
          <DiscountLoginDialog
            reason={dialog.reason}
            onSignedIn={(session) => signedIn(session, dialog.pending)}
            onSkip={() => {
              setSkippedSignIn(true);
              if (dialog.pending) void state.applyBenefits(withoutMemberOffers(dialog.pending));
              close();
            }}
            onClose={close}
          />
        );
      case 'rewards':
        return points.data && quote ? (
          <RewardsDialog points={points.data} quote={quote} choice={choice} onApply={(next) => state.applyBenefits(next)} onClose={close} />
        ) : null;
      case 'giftCard':
        return (
          <GiftCardDialog
            restaurantId={restaurantId}
            currency={options.currency}
            choice={choice}
            onApply={(next) => state.applyBenefits(next)}
            onClose={close}
          />
        );
    }
  })();

  return (
    <Section title={t('sections.benefits')} testId="benefits-section">
      <div className={classes.rows}>
        <div className={classes.row} data-testid="benefits-offers">
          <p className={classes.rowTitle}>{t('benefits.offersTitle')}</p>
          {offerLines.map((line) => (
            <p key={`${line.source}-${line.id}`} className={classes.applied} data-testid="benefit-offer">
              <span dir="auto">{line.name}</span>
              <span>
                <bdi>-{money(line.amount)}</bdi>
                {line.source === 'offer' && (
                  <button
                    type="button"
                    className={classes.link}
                    onClick={() => removeOffer(line.id)}
                    aria-label={t('benefits.removeNamed', { name: line.name })}
                  >
                    {t('benefits.remove')}
                  </button>
                )}
              </span>
            </p>
          ))}
          {offerLines.length === 0 && <p className={classes.text}>{t('benefits.offersHint')}</p>}
          <div className={classes.actions}>
            <button type="button" className={buttons.secondary} onClick={() => setDialog({ kind: 'offers' })} data-testid="open-offers">
              {offerLines.length > 0 || choice.offerCode ? t('benefits.changeOffers') : t('benefits.openOffers')}
            </button>
          </div>
        </div>

        <div className={classes.row} data-testid="benefits-points">
          <p className={classes.rowTitle}>{t('benefits.pointsTitle')}</p>
          {state.customerId === null ? (
            <>
              <p className={classes.text}>{t('benefits.pointsSignIn')}</p>
              <div className={classes.actions}>
                <button
                  type="button"
                  className={buttons.secondary}
                  onClick={() => setDialog({ kind: 'login', reason: 'points', pending: null })}
                  data-testid="benefits-sign-in"
                >
                  {t('benefits.signIn')}
                </button>
              </div>
            </>
          ) : points.data && !pointsOn ? (
            <p className={classes.text}>
              <MessageText message={{ key: 'errors:keys.pointsOff' }} />
            </p>
          ) : points.data ? (
            <>
              {pointsTender ? (
                <p className={classes.applied} data-testid="benefit-points">
                  <span>{t('benefits.pointsUsed', { points: pointsTender.points ?? choice.points })}</span>
                  <span>
                    <bdi>-{money(pointsTender.amount)}</bdi>
                    <button type="button" className={classes.link} onClick={() => state.removeBenefit('points')} data-testid="remove-points">
                      {t('benefits.remove')}
                    </button>
                  </span>
                </p>
              ) : (
                <p className={classes.text} data-testid="points-balance">
                  {t('benefits.pointsBalance', { points: points.data.balance, value: money(points.data.value) })}
                </p>
              )}
              {(quote?.tip ?? 0) > 0 && (pointsTender || points.data.balance > 0) && (
                <p className={classes.warning} data-testid="tip-not-with-points">
                  <MessageText message={{ key: 'errors:keys.tipNotWithPoints' }} />
                </p>
              )}
              {points.data.balance > 0 && quote && (
                <div className={classes.actions}>
                  <button type="button" className={buttons.secondary} onClick={() => setDialog({ kind: 'rewards' })} data-testid="open-rewards">
                    {pointsTender ? t('benefits.changePoints') : t('benefits.usePoints')}
                  </button>
                </div>
              )}
            </>
          ) : (
            <p className={classes.text}>{points.isError ? t('benefits.pointsLoadError') : t('benefits.pointsLoading')}</p>
          )}
        </div>

        <div className={classes.row} data-testid="benefits-gift-card">
          <p className={classes.rowTitle}>{t('benefits.giftCardTitle')}</p>
          {giftTender ? (
            <p className={classes.applied} data-testid="benefit-gift-card">
              <span>{t('benefits.giftCardUsed', { last4: giftTender.label })}</span>
              <span>
                <bdi>-{money(giftTender.amount)}</bdi>
                <button type="button" className={classes.link} onClick={() => state.removeBenefit('giftCard')} data-testid="remove-gift-card">
                  {t('benefits.remove')}
                </button>
              </span>
            </p>
          ) : (
            <div className={classes.actions}>
              <button type="button" className={buttons.secondary} onClick={() => setDialog({ kind: 'giftCard' })} data-testid="open-gift-card">
                {t('benefits.useGiftCard')}
              </button>
            </div>
          )}
        </div>

        {problem && (
          <div className={classes.row} role="alert" data-testid="benefit-problem">
            <p className={classes.problem}>
              <MessageText message={problem.message} />
            </p>
            <div className={classes.actions}>
              <button type="button" className={buttons.secondary} onClick={() => state.removeBenefit(problem.part)} data-testid="remove-refused-benefit">
                {t(`benefits.removePart.${problem.part}`)}
              </button>
            </div>
          </div>
        )}
        {state.droppedBenefit && !problem && (
          <p className={classes.warning} role="status" data-testid="benefit-dropped">
            {t(`benefits.dropped.${state.droppedBenefit}`)}
          </p>
        )}
      </div>
      {dialogs && createPortal(<div style={brand}>{dialogs}</div>, document.body)}
    </Section>
  );
}
