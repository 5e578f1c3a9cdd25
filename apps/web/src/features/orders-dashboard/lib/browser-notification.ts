/** The Notification API, asked for on a click (browsers ignore a request made without one). */
export type TNotificationState = NotificationPermission | 'unsupported';

export function notificationState(): TNotificationState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

export async function askNotificationPermission(): Promise<TNotificationState> {
  if (notificationState() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}

/** One notification per `tag`: a replayed announcement replaces the first instead of stacking. */
export function showNotification(title: string, body: string, tag: string): void {
  if (notificationState() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.addEventListener('click', () => {
      window.focus();
      notification.close();
    });
  } catch {
    // Some mobile browsers allow notifications only from a service worker; the sound still plays.
  }
}
