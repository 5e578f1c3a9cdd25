import type { TOrderStatus } from '@menudelite/shared/orders/status';

/** One colour per status, the same on badges, tabs and table cards. */
export const STATUS_COLORS: Record<TOrderStatus, string> = {
  new: 'blue',
  accepted: 'cyan',
  preparing: 'orange',
  ready: 'teal',
  completed: 'gray',
  cancelled: 'red',
};
