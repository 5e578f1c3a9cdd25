import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TErrorKey } from '@menudelite/shared/errors';
import { isErrorKey } from '@menudelite/shared/errors';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TOfferEvaluation } from '@menudelite/shared/growth/offers';
import { OFFERS_PER_ORDER_MAX } from '@menudelite/shared/growth/benefits';
import { Sheet } from '../../diner-menu/public';
import type { TBenefitChoice } from '../lib/benefits';
import { isolated } from '../lib/isolated';
import { messageFor, type TMessage } from '../lib/messages';
import { MessageText } from './message-text';
import { TextField } from './text-field';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './benefits.module.css';

type TEvaluated = TOfferEvaluation['offers'][number];

type TOffersDialogProps = {
  evaluation: { data: TOfferEvaluation | undefined; isPending: boolean; isError: boolean; refetch: () => void };
  currency: TCurrency;
  choice: TBenefitChoice;
  signedIn: boolean;
  /** A visitor who has not skipped signing in yet: with members' offers on the list, "Continue" offers the login dialog once. */
  offerSignIn: boolean;
  /** Prices the order with the new choice; a message when the server refuses it. */
  onApply: (next: TBenefitChoice) => Promise<TMessage | null>;
  /** A members-only offer was chosen by a visitor (or members' offers are there to be had): the login dialog takes over. */
  onNeedsSignIn: (next: TBenefitChoice, reason: 'memberOffer' | 'members') => void;
  onClose: () => void;
};

/** A visitor may pick a members-only offer: "Continue" then asks them to sign in (or skip it). */
const selectable = (entry: TEvaluated, signedIn: boolean) =>
  entry.qualified || (!signedIn && entry.offer.membersOnly && entry.reason?.key === 'offerMembersOnly');

/** Picking an offer that does not combine (or while one is picked) leaves it alone. */
export function toggleOffer(selected: readonly string[], entry: TEvaluated, all: readonly TEvaluated[]): string[] {
  if (selected.includes(entry.offer.id)) return selected.filter((id) => id !== entry.offer.id);
  const loner = !entry.offer.combinable || selected.some((id) => all.find((each) => each.offer.id === id)?.offer.combinable === false);
  if (loner) return [entry.offer.id];
  return [...selected, entry.offer.id].slice(-OFFERS_PER_ORDER_MAX);
}

/** An offer's last day (YYYY-MM-DD on the venue's calendar) in the diner's words; the day itself, whatever the phone's zone. */
function lastDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function reasonOf(entry: TEvaluated, currency: TCurrency): TMessage | null {
  const reason = entry.reason;
  if (!reason || !isErrorKey(reason.key)) return null;
  // The minimum is the offer's own figure, formatted here in the venue's currency.
  if (reason.key === 'offerMinimumSpend') return messageFor(reason.key, { amount: isolated(formatMoney(entry.offer.minSpend, currency)) });
  return messageFor(reason.key as TErrorKey, reason.params);
}

/**
 * SPEC's offers dialog: the offers that apply to this cart now ("qualified", with what each takes
 * off) and the others the venue runs ("available", with why not yet), a code field, Back and
 * Continue. The server measured every figure (POST .../offers/evaluate) and prices the choice again.
 */
export function OffersDialog({ evaluation, currency, choice, signedIn, offerSignIn, onApply, onNeedsSignIn, onClose }: TOffersDialogProps) {
  const { t, i18n } = useTranslation('checkout');
  const [selected, setSelected] = useState<string[]>(choice.offerIds);
  const [code, setCode] = useState(choice.offerCode);
  const [problem, setProblem] = useState<TMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const offers = evaluation.data?.offers ?? [];
  const usable = offers.filter((entry) => selectable(entry, signedIn));
  const others = offers.filter((entry) => !selectable(entry, signedIn));

  async function proceed() {
    const memberOfferIds = selected.filter((id) => offers.find((entry) => entry.offer.id === id)?.offer.membersOnly);
    const next: TBenefitChoice = { ...choice, offerIds: selected, memberOfferIds, offerCode: code.trim() };
    if (memberOfferIds.length > 0 && !signedIn) return onNeedsSignIn(next, 'memberOffer');
    // SPEC's login dialog for discounts: a visitor is asked once whether to sign in for the members' offers ("skip and checkout").
    if (!signedIn && offerSignIn && offers.some((entry) => entry.offer.membersOnly)) return onNeedsSignIn(next, 'members');
    setBusy(true);
    const refused = await onApply(next);
    setBusy(false);
    if (refused) setProblem(refused);
    else onClose();
  }

  const footer = (
    <div className={buttons.row}>
      <button type="button" className={buttons.secondary} onClick={onClose} data-testid="offers-back">
        {t('offers.back')}
      </button>
      <button type="button" className={buttons.primary} onClick={() => void proceed()} disabled={busy} aria-busy={busy} data-testid="offers-continue">
        {t('offers.continue')}
      </button>
    </div>
  );

  const item = (entry: TEvaluated, canPick: boolean) => {
    const reason = canPick && entry.qualified ? null : reasonOf(entry, currency);
    const body = (
      <span className={classes.offerBody}>
        <span className={classes.offerName} dir="auto">
          {entry.offer.name}
        </span>
        {entry.offer.description && (
          <span className={classes.offerMeta} dir="auto">
            {entry.offer.description}
          </span>
        )}
        {entry.offer.membersOnly && <span className={classes.badge}>{t('offers.membersOnly')}</span>}
        {entry.qualified && entry.discount > 0 && (
          <span className={classes.saves}>{t('offers.saves', { amount: isolated(formatMoney(entry.discount, currency)) })}</span>
        )}
        {reason && (
          <span className={classes.reason} data-testid="offer-reason">
            <MessageText message={reason} />
          </span>
        )}
        {entry.offer.endsAt && <span className={classes.offerMeta}>{t('offers.until', { date: lastDay(entry.offer.endsAt, i18n.language) })}</span>}
      </span>
    );
    return (
      <li key={entry.offer.id}>
        {canPick ? (
          <label className={classes.offer} data-testid="offer-option" data-offer-id={entry.offer.id}>
            <input
              type="checkbox"
              checked={selected.includes(entry.offer.id)}
              onChange={() => {
                setSelected((current) => toggleOffer(current, entry, offers));
                setProblem(null);
              }}
            />
            {body}
          </label>
        ) : (
          <div className={classes.offer} data-testid="offer-unavailable" data-offer-id={entry.offer.id}>
            <span aria-hidden="true" />
            {body}
          </div>
        )}
      </li>
    );
  };

  return (
    <Sheet title={t('offers.title')} closeLabel={t('offers.back')} onClose={onClose} footer={footer} placement="center" testId="offers-dialog">
      {evaluation.isPending && <p className={classes.text}>{t('offers.loading')}</p>}
      {evaluation.isError && (
        <p className={classes.problem} role="alert">
          {t('offers.loadError')}{' '}
          <button type="button" className={classes.link} onClick={evaluation.refetch}>
            {t('offers.retry')}
          </button>
        </p>
      )}
      {evaluation.data && (
        <>
          <h3 className={classes.listTitle}>{t('offers.qualified')}</h3>
          {usable.length > 0 ? (
            <ul className={classes.list} data-testid="offers-qualified">
              {usable.map((entry) => item(entry, true))}
            </ul>
          ) : (
            <p className={classes.text}>{t('offers.noneQualified')}</p>
          )}
          <h3 className={classes.listTitle}>{t('offers.available')}</h3>
          {others.length > 0 ? (
            <ul className={classes.list} data-testid="offers-available">
              {others.map((entry) => item(entry, false))}
            </ul>
          ) : (
            <p className={classes.text}>{t('offers.noneAvailable')}</p>
          )}
        </>
      )}
      <h3 className={classes.listTitle}>{t('offers.codeTitle')}</h3>
      <TextField
        label={t('offers.code')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblem(null);
        }}
        optional
        ltr
        maxLength={32}
        autoComplete="off"
        testId="offer-code"
      />
      {problem && (
        <p className={classes.problem} role="alert" data-testid="offers-problem">
          <MessageText message={problem} />
        </p>
      )}
    </Sheet>
  );
}
