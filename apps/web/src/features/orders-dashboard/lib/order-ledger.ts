import type { QueryClient } from '@tanstack/react-query';
import type { TOrder } from '@menudelite/shared/orders/order';
import type { TOrderStatus } from '@menudelite/shared/orders/status';

/**
 * The status each order has in the counts on screen. An order's change can reach the dashboard
 * twice (our own action's answer and its socket event, or an event live and again in a replay):
 * the ledger makes the second one a no-op, so counts move exactly once per change.
 */
export type TLedgerEntry = { status: TOrderStatus; createdAt: string | null };
export type TOrderLedger = Map<string, TLedgerEntry>;

const ledgers = new WeakMap<QueryClient, TOrderLedger>();

/** One ledger per query cache: it describes the counts held in that cache. */
export function ledgerOf(queryClient: QueryClient): TOrderLedger {
  let ledger = ledgers.get(queryClient);
  if (!ledger) {
    ledger = new Map();
    ledgers.set(queryClient, ledger);
  }
  return ledger;
}

/** Fetched orders are the server's state, like the counts fetched with them. */
export function rememberOrders(queryClient: QueryClient, orders: readonly TOrder[]): void {
  const ledger = ledgerOf(queryClient);
  for (const order of orders) ledger.set(order.id, { status: order.status, createdAt: order.createdAt });
}

export type TCountChange = { kind: 'none' } | { kind: 'new'; status: TOrderStatus } | { kind: 'move'; from: TOrderStatus; to: TOrderStatus };

/** A new order counts once: not when the ledger already holds it. */
export function newOrderChange(ledger: TOrderLedger, order: Pick<TOrder, 'id' | 'status' | 'createdAt'>): TCountChange {
  if (ledger.has(order.id)) return { kind: 'none' };
  ledger.set(order.id, { status: order.status, createdAt: order.createdAt });
  return { kind: 'new', status: order.status };
}

/** A status change counts once, from the status the counts hold (the event's `from` if unknown). */
export function statusChange(ledger: TOrderLedger, orderId: string, from: TOrderStatus, to: TOrderStatus): TCountChange {
  const known = ledger.get(orderId);
  const previous = known?.status ?? from;
  ledger.set(orderId, { status: to, createdAt: known?.createdAt ?? null });
  return previous === to ? { kind: 'none' } : { kind: 'move', from: previous, to };
}
