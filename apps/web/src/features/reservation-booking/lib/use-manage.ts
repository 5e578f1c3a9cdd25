import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGuestChangeRequest, TPublicReservation } from '@menudelite/shared/reservations/contracts';
import { errorSummary, type TErrorText } from '../../../lib/http/error-text';
import { availabilityQuery, patchReservation, postCancel, postConfirm, reservationQuery, useAvailability } from '../api/booking-api';
import { bookingRefusalOf } from './race';
import type { TSlotNotice } from './use-booking';

/** The change the guest asks for: only what differs from the booking (the server refuses an empty change). */
export function changeBody(
  reservation: Pick<TPublicReservation, 'partySize' | 'startsAt'>,
  partySize: number,
  startsAt: string | null,
): TGuestChangeRequest | null {
  const body: TGuestChangeRequest = {};
  if (partySize !== reservation.partySize) body.partySize = partySize;
  if (startsAt && startsAt !== reservation.startsAt) body.startsAt = startsAt;
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * The manage page's actions on one booking, with its token: change the party size and/or time
 * (picked from the fresh slots of that party size), cancel, and the reminder's confirm link
 * (`confirm=1`: sent once on arrival). Each answer replaces the booking on screen.
 */
export function useManage(reservation: TPublicReservation, token: string, confirmOnArrival: boolean) {
  const queryClient = useQueryClient();
  const queryKey = reservationQuery(reservation.id, token).queryKey;
  const [partySize, setPartySize] = useState(reservation.partySize);
  const [date, setDate] = useState(reservation.date);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [notice, setNotice] = useState<TSlotNotice>(null);
  const [banner, setBanner] = useState<TErrorText | null>(null);
  const [busy, setBusy] = useState<'change' | 'cancel' | null>(null);
  const [done, setDone] = useState<'changed' | 'cancelled' | 'confirmed' | null>(null);
  /** The change panel opens on request: until then no slots are asked for. */
  const [changing, setChanging] = useState(false);
  const availability = useAvailability(reservation.restaurantId, date, partySize, changing);

  const replace = useCallback((next: TPublicReservation) => queryClient.setQueryData(queryKey, next), [queryClient, queryKey]);

  const run = async (kind: 'change' | 'cancel', call: () => Promise<TPublicReservation>): Promise<boolean> => {
    setBusy(kind);
    setBanner(null);
    try {
      replace(await call());
      return true;
    } catch (error) {
      const refusal = bookingRefusalOf(error);
      if (refusal.kind === 'slotTaken') {
        setNotice('slotTaken');
        setStartsAt(null);
        const key = availabilityQuery(reservation.restaurantId, date, partySize).queryKey;
        if (refusal.availability) queryClient.setQueryData(key, refusal.availability);
        else void queryClient.invalidateQueries({ queryKey: key });
      } else {
        setBanner(refusal.kind === 'banner' ? refusal.text : refusal.kind === 'fields' ? refusal.banner : errorSummary(error));
        // What the booking is now (a staff change, a cancel elsewhere) decides what may still be done.
        void queryClient.invalidateQueries({ queryKey });
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  const body = changeBody(reservation, partySize, startsAt);
  const saveChange = async () => {
    if (!body) return;
    if (await run('change', () => patchReservation(reservation.id, token, body))) {
      setStartsAt(null);
      setNotice(null);
      setChanging(false);
      setDone('changed');
    }
  };
  const cancel = async () => {
    if (await run('cancel', () => postCancel(reservation.id, token))) setDone('cancelled');
  };

  // The reminder's link: confirm once on arrival (a query, so it is sent once however often the page renders);
  // an already confirmed booking has nothing to confirm and simply shows its status.
  const confirmation = useQuery({
    queryKey: ['public', 'reservation-confirm', reservation.id, token],
    queryFn: async () => {
      const next = await postConfirm(reservation.id, token);
      replace(next);
      return next;
    },
    enabled: confirmOnArrival && reservation.canConfirm,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const confirmBanner = confirmation.isError ? errorSummary(confirmation.error) : null;

  return {
    changing,
    openChange: () => setChanging(true),
    partySize,
    date,
    startsAt,
    availability,
    notice,
    banner: banner ?? confirmBanner,
    busy: busy ?? (confirmation.isFetching ? 'confirm' : null),
    done: done ?? (confirmation.isSuccess ? 'confirmed' : null),
    canSave: body !== null && busy === null,
    changeParty: (size: number) => {
      setPartySize(size);
      setStartsAt(null);
      setNotice(null);
      setDone(null);
    },
    changeDate: (day: string) => {
      setDate(day);
      setStartsAt(null);
      setNotice(null);
      setDone(null);
    },
    pickSlot: (slot: string) => {
      setStartsAt(slot);
      setNotice(null);
      setDone(null);
    },
    saveChange,
    cancel,
  };
}

export type TManageState = ReturnType<typeof useManage>;
