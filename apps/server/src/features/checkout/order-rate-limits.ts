import type { TCheckoutRequest } from '@menudelite/shared/orders/checkout';
import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TRateLimiter, TRateLimitRule } from '../../lib/rate-limiter.ts';

const MINUTE = 60_000;

/** 429 with the seconds until the window ends, which the errors plugin sends as Retry-After. */
class OrderRateLimited extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many orders from this table or device. Please wait a minute and try again.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The limiter counts in fixed windows: what is left of the current one, at least a second. */
function secondsLeftInWindow(windowMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
}

/**
 * Anonymous ordering's limits (issue 7, defect 5.7): per table code, so one QR code cannot be used
 * to flood a venue's kitchen, and per client IP across all venues. Counted in the database (every
 * server process shares them). Called only for a new order, in its write transaction: a retry with an Idempotency-Key
 * already used answers its order before this and is never counted or refused.
 */
export function createOrderRateLimits(limiter: TRateLimiter, config: Pick<TConfig, 'ORDER_RATE_LIMIT_PER_TABLE' | 'ORDER_RATE_LIMIT_PER_IP'>) {
  const perIp: TRateLimitRule = { name: 'order-ip', limit: config.ORDER_RATE_LIMIT_PER_IP, windowMs: MINUTE };
  const perTable: TRateLimitRule = { name: 'order-table', limit: config.ORDER_RATE_LIMIT_PER_TABLE, windowMs: MINUTE };

  async function consume(trx: TDb, rule: TRateLimitRule, subject: string): Promise<void> {
    try {
      await limiter.consume(rule, [subject], trx);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') throw new OrderRateLimited(secondsLeftInWindow(rule.windowMs));
      throw error;
    }
  }

  /**
   * Runs inside the order's own write transaction: the counts commit with the order (one commit,
   * one fsync, instead of one per counter before it), and a refused order rolls back whole.
   */
  return async function admitOrder(trx: TDb, restaurantId: string, body: Pick<TCheckoutRequest, 'tableCode'>, ip: string): Promise<void> {
    await consume(trx, perIp, ip);
    // Any order naming a table (dine-in, or a pickup ordered at the venue) counts against it.
    if (body.tableCode) await consume(trx, perTable, `${restaurantId}:${body.tableCode}`);
  };
}
export type TAdmitOrder = ReturnType<typeof createOrderRateLimits>;
