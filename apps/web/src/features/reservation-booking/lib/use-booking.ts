import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { RESERVATION_HOLD_MINUTES, type TAvailability, type THoldResponse } from '@menudelite/shared/reservations/contracts';
import { DEFAULT_LANGUAGE, isLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TErrorText } from '../../../lib/http/error-text';
import { useCardPayment } from '../../card-payment/public';
import { availabilityQuery, postBooking, postHold, useAvailability } from '../api/booking-api';
import { useCountdown } from './countdown';
import { EMPTY_GUEST, bookBody, hasErrors, validateGuest, type TGuestErrors, type TGuestValues } from './guest-form';
import { keyForHold } from './idempotency-key';
import { confirmationPath, type TBookingVenue } from './model';
import { venueDate } from './venue-dates';
import { bookingRefusalOf, type TBookingRefusal } from './race';

/** Why the guest is looking at the slots again: their time went to someone else, or their 5 minutes ran out. */
export type TSlotNotice = 'slotTaken' | 'holdExpired' | null;

/** The deposit's card goes with the booking as the demo gateway's fields (docs/api/reservations.md, "Deposits"). */
const DEPOSIT_GATEWAY = { gateway: 'demo' } as const;

export const DEFAULT_PARTY_SIZE = 2;

/**
 * The countdown runs on this device's clock from the moment the hold arrived (a phone whose clock
 * is minutes off would otherwise show a lapsed or a too-long hold); the server's own expiry still
 * decides, and a late "Book" is answered 410 HOLD_EXPIRED (or booked, if the slot is still free).
 */
export function localDeadline(receivedAt: number): string {
  return new Date(receivedAt + RESERVATION_HOLD_MINUTES * 60_000).toISOString();
}

/**
 * The booking page's state: party size and day → the day's slots → a 5-minute hold on one →
 * the guest's details (and a deposit's card) → "Book" (Idempotency-Key) → the confirmation page.
 * A lost race (409) puts the fresh slots on screen with a sentence, and keeps what was typed.
 */
export function useBooking(venue: TBookingVenue) {
  const restaurantId = venue.id;
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [partySize, setPartySize] = useState(DEFAULT_PARTY_SIZE);
  /** A day of the venue's calendar; today there to begin with. */
  /** The day the guest picked; until then the venue's own "today" (its service date, which after midnight may still be last night's). */
  const [chosenDate, setDate] = useState<string | null>(null);
  const [calendarToday] = useState(() => venueDate(new Date(), venue.timeZone));
  const [venueToday, setVenueToday] = useState<string | null>(null);
  const date = chosenDate ?? venueToday ?? calendarToday;
  const [heldSlot, setHold] = useState<THoldResponse | null>(null);
  const [pendingSlot, setPendingSlot] = useState<string | null>(null);
  const [slotNotice, setNotice] = useState<TSlotNotice>(null);
  const [closed, setClosed] = useState(false);
  const [values, setValues] = useState<TGuestValues>(EMPTY_GUEST);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<TGuestErrors>({});
  const [banner, setBanner] = useState<TErrorText | null>(null);
  const [booking, setBooking] = useState(false);
  const heldKey = useRef<{ holdId: string; key: string } | null>(null);

  const availability = useAvailability(restaurantId, date, partySize);
  // The server names the venue's today (a service running past midnight keeps yesterday's date until it ends).
  const answeredToday = availability.data?.today ?? null;
  if (chosenDate === null && answeredToday !== null && answeredToday !== venueToday) setVenueToday(answeredToday);

  // The venue switched reservations off since the page loaded (availability answers 409 NOT_ACCEPTING_RESERVATIONS).
  const switchedOff = availability.error !== null && bookingRefusalOf(availability.error).kind === 'closed';
  // The ticking clock may be up to a second behind when a hold arrives: never more than the hold's 5 minutes.
  const secondsLeft = Math.min(useCountdown(heldSlot?.expiresAt ?? null), RESERVATION_HOLD_MINUTES * 60);
  // The 5 minutes ran out on this device's count: the slot is offered again (or not), the form stays.
  const lapsed = heldSlot !== null && secondsLeft === 0;
  const hold = lapsed ? null : heldSlot;
  const notice: TSlotNotice = lapsed ? 'holdExpired' : slotNotice;
  const deposit = hold?.deposit ?? null;
  const payment = useCardPayment({
    gateway: DEPOSIT_GATEWAY,
    amount: deposit?.amount ?? 0,
    currency: (deposit?.currency ?? 'eur') as TCurrency,
    onEdit: () => setBanner(null),
  });

  const availabilityKey = availabilityQuery(restaurantId, date, partySize).queryKey;

  const refused = useCallback(
    (refusal: TBookingRefusal) => {
      switch (refusal.kind) {
        case 'slotTaken':
          setHold(null);
          setNotice('slotTaken');
          // The answer's slots are the day as it is now: they replace the list on screen at once.
          if (refusal.availability) queryClient.setQueryData(availabilityKey, refusal.availability);
          else void queryClient.invalidateQueries({ queryKey: availabilityKey });
          return;
        case 'holdExpired':
          setHold(null);
          setNotice('holdExpired');
          void queryClient.invalidateQueries({ queryKey: availabilityKey });
          return;
        case 'closed':
          setClosed(true);
          return;
        case 'fields':
          setServerErrors(refusal.errors);
          setBanner(refusal.banner);
          return;
        case 'banner':
          setBanner(refusal.text);
      }
    },
    [queryClient, availabilityKey],
  );

  /** A new party size or day drops the hold (it was for another table) and the notice about the old list. */
  const changeParty = (size: number) => {
    setPartySize(size);
    setHold(null);
    setNotice(null);
    setBanner(null);
  };
  const changeDate = (day: string) => {
    setDate(day);
    setHold(null);
    setNotice(null);
    setBanner(null);
  };

  const pickSlot = async (startsAt: string) => {
    if (pendingSlot || (hold && hold.startsAt === startsAt)) return;
    setPendingSlot(startsAt);
    setBanner(null);
    try {
      const held = await postHold(restaurantId, { partySize, startsAt });
      setHold({ ...held, expiresAt: localDeadline(Date.now()) });
      setNotice(null);
    } catch (error) {
      refused(bookingRefusalOf(error));
    } finally {
      setPendingSlot(null);
    }
  };

  const update = useCallback((patch: Partial<TGuestValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof TGuestErrors];
      return next;
    });
    setBanner(null);
  }, []);

  const checked = validateGuest(values);
  const errors: TGuestErrors = { ...(tried ? checked : {}), ...serverErrors };

  /** "Book": false when something needs the guest's attention (the page moves the focus there). */
  const submit = async (): Promise<boolean> => {
    setTried(true);
    setBanner(null);
    if (!hold || hasErrors(checked)) return false;
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    let card = null;
    if (hold.deposit) {
      const prepared = await payment.prepare();
      if (!prepared.ok) return false;
      card = prepared.card;
    }
    heldKey.current = keyForHold(heldKey.current, hold.holdId);
    setBooking(true);
    try {
      const body = bookBody(values, { holdId: hold.holdId, token: hold.token }, language);
      const booked = await postBooking(restaurantId, { ...body, ...(card ? { card } : {}) }, heldKey.current.key);
      void navigate(confirmationPath(restaurantId, booked.reservation.id, booked.manageToken), { state: { justBooked: true } });
      return true;
    } catch (error) {
      if (!payment.showError(error)) refused(bookingRefusalOf(error));
      return false;
    } finally {
      setBooking(false);
    }
  };

  const shown: TAvailability | undefined = availability.data;
  return {
    partySize,
    date,
    availability: shown,
    loadingSlots: availability.isFetching,
    availabilityError: availability.error,
    refetchSlots: () => void availability.refetch(),
    hold,
    pendingSlot,
    secondsLeft,
    notice,
    closed: closed || switchedOff,
    values,
    errors,
    banner,
    booking,
    payment,
    changeParty,
    changeDate,
    pickSlot,
    releaseHold: () => {
      setHold(null);
      setNotice(null);
    },
    update,
    submit,
  };
}

export type TBookingState = ReturnType<typeof useBooking>;
