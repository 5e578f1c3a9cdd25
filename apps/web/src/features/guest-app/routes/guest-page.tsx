import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { TGuestSession } from '@menudelite/shared/hotel/contracts';
import { isHttpError } from '../../../lib/http/http-error';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { brandStyle, useDinerLanguage, usePublicMenu } from '../../diner-menu/public';
import { GuestChat } from '../components/guest-chat';
import { EntryForm } from '../components/entry-form';
import { GuestHeader } from '../components/guest-header';
import { GuestScreen } from '../components/guest-screen';
import { GuestLoadError, GuestLoading, NotAHotel, StayEnded } from '../components/status-panels';
import { endGuestSession, getGuestStay, startGuestSession } from '../api/guest-api';
import { forgetGuestToken, readGuestToken, saveGuestToken } from '../lib/guest-token';
import classes from '../components/guest.module.css';

/** Why the page shows no stay: none yet (the form), the room's QR code opened none, or the stay ended while open. */
type TGate = 'form' | 'qr-refused' | 'ended' | 'signing-in';

const refused = (error: unknown) => isHttpError(error) && (error.status === 401 || error.status === 404);

/**
 * /hotels/:restaurantId/guest: hotel guest services (issue 10). The room's QR code adds ?room=<code>
 * and signs the guest in directly; otherwise room number and last name. The token is kept per hotel
 * on this phone and sent as X-Guest-Token; the page follows the stay live until check-out.
 */
export function GuestPage() {
  const { restaurantId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const roomCode = params.get('room');
  const language = useDinerLanguage();
  const { t } = useTranslation('guest-app');
  const queryClient = useQueryClient();
  const menu = usePublicMenu(restaurantId);
  const [token, setToken] = useState<string | null>(() => (roomCode ? null : readGuestToken(restaurantId)));
  const [gate, setGate] = useState<TGate>(roomCode ? 'signing-in' : 'form');
  const started = useRef<string | null>(null);

  const signedIn = useCallback(
    (session: TGuestSession) => {
      saveGuestToken(restaurantId, session.token);
      queryClient.setQueryData(['guest', 'stay', session.token], session.stay);
      setToken(session.token);
      setGate('form');
    },
    [restaurantId, queryClient],
  );

  // The room's QR code: one sign-in per code, then the address drops it (a reload keeps the token instead).
  useEffect(() => {
    if (!roomCode || started.current === roomCode) return;
    started.current = roomCode;
    startGuestSession(restaurantId, { roomCode })
      .then(signedIn)
      .catch(() => {
        forgetGuestToken(restaurantId);
        setToken(null);
        setGate('qr-refused');
      })
      .finally(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('room');
            return next;
          },
          { replace: true },
        ),
      );
  }, [roomCode, restaurantId, signedIn, setParams]);

  const stay = useQuery({
    queryKey: ['guest', 'stay', token],
    queryFn: () =>
      getGuestStay(token!).catch((error: unknown) => {
        // Checked out (or a token of the past): this phone forgets it.
        if (refused(error)) forgetGuestToken(restaurantId);
        throw error;
      }),
    enabled: token !== null,
    retry: false,
  });
  const stayRefused = token !== null && refused(stay.error);

  const ended = useCallback(() => {
    forgetGuestToken(restaurantId);
    setToken(null);
    setGate('ended');
  }, [restaurantId]);

  const signInAgain = () => {
    setToken(null);
    setGate('form');
  };

  const signOut = () => {
    if (token) void endGuestSession(token).catch(() => undefined);
    forgetGuestToken(restaurantId);
    setToken(null);
    setGate('form');
  };

  const style = useMemo(() => (menu.data ? brandStyle(menu.data.restaurant) : undefined), [menu.data]);
  const hotelName = stay.data?.hotelName ?? menu.data?.restaurant.name ?? '';
  const menuPath = `/hotels/${encodeURIComponent(restaurantId)}/menu`;

  let body;
  if (menu.data && !menu.data.restaurant.isHotel) body = <NotAHotel />;
  else if (gate === 'signing-in') body = <GuestLoading />;
  else if (stayRefused || gate === 'ended') body = <StayEnded onSignIn={() => signInAgain()} />;
  else if (token && stay.data) {
    body = (
      <GuestScreen
        token={token}
        stay={stay.data}
        language={language}
        onEnded={ended}
        onSignOut={signOut}
        chat={<GuestChat token={token} stay={stay.data} language={language} />}
      />
    );
  } else if (token && stay.isError && !refused(stay.error)) body = <GuestLoadError onRetry={() => void stay.refetch()} />;
  else if (token) body = <GuestLoading />;
  else body = <EntryForm restaurantId={restaurantId} qrRefused={gate === 'qr-refused'} onSignedIn={signedIn} />;

  return (
    <div className={classes.page} style={style} data-testid="guest-page">
      <GuestHeader
        hotelName={hotelName}
        detail={stay.data && token ? t('roomDetail', { room: stay.data.roomNumber }) : null}
        menuPath={menuPath}
        language={language}
        onLanguageChange={(next) => void changeLanguage(next)}
      />
      {body}
    </div>
  );
}
