import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, isRetryableStatus, retryDelayMs } from '../src/lib/http/retry-delay';

describe('retryDelayMs (SPEC section 7: 3 retries, 500 ms times the attempt)', () => {
  it('waits 500, 1000 and 1500 ms after the first, second and third failure', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([500, 1000, 1500]);
  });

  it('gives up after the third retry', () => {
    expect(MAX_RETRIES).toBe(3);
    expect(retryDelayMs(4)).toBeNull();
  });

  it('refuses nonsense attempt numbers', () => {
    expect(retryDelayMs(0)).toBeNull();
    expect(retryDelayMs(-1)).toBeNull();
    expect(retryDelayMs(1.5)).toBeNull();
  });
});

describe('isRetryableStatus', () => {
  it('retries server errors only', () => {
    expect([500, 502, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 404, 409, 410, 429].some(isRetryableStatus)).toBe(false);
  });
});
