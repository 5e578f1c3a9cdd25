import type { TPaymentLinkStatus } from '@menudelite/shared/delitepay/contracts';
import type { TTransactionFilters } from '../lib/transaction-filters';

/** One root per list, so a change invalidates every filter of it at once. */
export const delitePayKeys = {
  links: () => ['delitepay', 'links'] as const,
  linkList: (status: TPaymentLinkStatus | null) => ['delitepay', 'links', status ?? 'all'] as const,
  transactions: () => ['delitepay', 'transactions'] as const,
  transactionList: (filters: TTransactionFilters) => ['delitepay', 'transactions', filters] as const,
};
