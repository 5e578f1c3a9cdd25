import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuestRequest, TGuestStay } from '@menudelite/shared/hotel/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { isOpenRequest } from '../lib/request-status';
import { useGuestRequests } from '../lib/use-guest-requests';
import { AmenityList } from './amenity-list';
import { RequestList } from './request-list';
import { ServiceForm } from './service-form';
import { WakeUpForm } from './wake-up-form';
import classes from './guest.module.css';

export const GUEST_TABS = ['requests', 'amenities', 'wakeUp', 'service', 'chat'] as const;
export type TGuestTab = (typeof GUEST_TABS)[number];

type TScreenProps = {
  token: string;
  stay: TGuestStay;
  language: TLanguage;
  onEnded: () => void;
  onSignOut: () => void;
  /** guest-chat's panel for this stay (its own feature), or null while it is not there. */
  chat: ReactNode;
};

/** Signed in: the stay's requests live, and the ways to ask for something, as tabs that fit a phone. */
export function GuestScreen({ token, stay, language, onEnded, onSignOut, chat }: TScreenProps) {
  const { t } = useTranslation('guest-app');
  useDocumentTitle(t('title'));
  const [tab, setTab] = useState<TGuestTab>('amenities');
  const [sent, setSent] = useState<string | null>(null);
  const live = useGuestRequests(token, onEnded);
  const requests = live.requests.data?.items ?? [];
  const openCount = requests.filter(isOpenRequest).length;
  const formatTime = useMemo(() => venueTimeFormatter(language, stay.timeZone), [language, stay.timeZone]);
  const onSent = (request: TGuestRequest, text: string) => {
    live.show(request);
    setSent(text);
    setTab('requests');
  };
  const tabs = GUEST_TABS.filter((name) => name !== 'chat' || chat !== null);

  return (
    <main className={classes.main} data-testid="guest-app" data-room={stay.roomNumber}>
      <div className={classes.toolbar}>
        <p className={classes.live} data-testid="guest-live" data-connected={live.connected}>
          <span className={`${classes.liveDot} ${live.connected ? classes.liveOn : ''}`} aria-hidden="true" />
          {live.connected ? t('live.on') : t('live.off')}
        </p>
        <button type="button" className={classes.linkButton} onClick={onSignOut} data-testid="guest-sign-out">
          {t('signOut')}
        </button>
      </div>
      {live.ringing && (
        <div className={classes.ringing} role="alert" data-testid="guest-wake-up-ringing">
          <p className={classes.cardName}>{t('wakeUp.ringing')}</p>
          <button type="button" className={classes.secondary} onClick={live.stopRinging}>
            {t('wakeUp.dismiss')}
          </button>
        </div>
      )}
      <p className={classes.cardName} data-testid="guest-welcome">
        {t('welcome', { name: stay.guestName })}
      </p>
      <div className={classes.tabs} role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`guest-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="guest-tab-panel"
            className={classes.tab}
            onClick={() => {
              setTab(name);
              setSent(null);
            }}
            data-testid={`guest-tab-${name}`}
          >
            {t(`tabs.${name}`)}
            {name === 'requests' && openCount > 0 && (
              <span className={classes.count} data-testid="guest-open-count">
                {openCount}
              </span>
            )}
          </button>
        ))}
      </div>
      <div id="guest-tab-panel" role="tabpanel" aria-labelledby={`guest-tab-${tab}`} className={classes.stack}>
        {sent && tab === 'requests' && (
          <p className={classes.success} role="status" data-testid="guest-sent">
            {sent}
          </p>
        )}
        {tab === 'requests' && (
          <RequestList token={token} requests={requests} loaded={live.requests.isSuccess} currency={stay.currency} formatTime={formatTime} show={live.show} />
        )}
        {tab === 'amenities' && <AmenityList token={token} language={language} currency={stay.currency} onSent={onSent} />}
        {tab === 'wakeUp' && <WakeUpForm token={token} timeZone={stay.timeZone} formatTime={formatTime} onSent={onSent} />}
        {tab === 'service' && <ServiceForm token={token} onSent={onSent} />}
        {tab === 'chat' && chat}
      </div>
    </main>
  );
}
