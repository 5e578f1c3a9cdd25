// Tables owned by lib/rate-limiter (db/table-owners.ts).

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface RateLimiterSchema {
  rate_limits: RateLimitsTable;
}
