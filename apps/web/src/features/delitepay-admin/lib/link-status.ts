import type { TPaymentLinkStatus } from '@menudelite/shared/delitepay/contracts';

/** Mantine colours of a link's state: green takes money, blue was paid, grey stopped by time, red stopped by staff. */
export const LINK_STATUS_COLORS: Record<TPaymentLinkStatus, string> = { active: 'green', paid: 'blue', expired: 'gray', cancelled: 'red' };

/** Only a link that still takes payments can be shared, sent or cancelled. */
export const isShareable = (status: TPaymentLinkStatus) => status === 'active';
