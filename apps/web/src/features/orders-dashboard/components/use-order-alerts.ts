import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import { askNotificationPermission, notificationState, showNotification, type TNotificationState } from '../lib/browser-notification';
import { playAlertSound } from '../lib/alert-sound';

export type TAnnouncement = { title: string; body: string; tag: string };

/**
 * The chime and the browser notification for new orders and waiter calls. Muting silences both
 * and is remembered on this device (localStorage).
 */
export function useOrderAlerts() {
  const [muted, setMuted] = useLocalStorage<boolean>({ key: 'md.orders.muted', defaultValue: false });
  const [permission, setPermission] = useState<TNotificationState>(notificationState);

  return {
    muted,
    toggleMuted: () => setMuted((current) => !current),
    permission,
    /** Must run inside a click: browsers ignore permission requests made without one. */
    enableNotifications: async () => setPermission(await askNotificationPermission()),
    announce(announcement: TAnnouncement, isMuted = muted) {
      if (isMuted) return;
      playAlertSound();
      showNotification(announcement.title, announcement.body, announcement.tag);
    },
  };
}

export type TOrderAlerts = ReturnType<typeof useOrderAlerts>;
