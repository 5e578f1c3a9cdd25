import { describe, expect, it, vi } from 'vitest';
import { fontFamiliesToLoad } from '../src/app/startup/load-fonts';
import { IDLE_FALLBACK_MS, waitForIdle } from '../src/app/startup/wait-for-idle';

describe('waitForIdle (SPEC section 1)', () => {
  it('uses requestIdleCallback where the browser has it', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    const setTimeout = vi.fn();
    await waitForIdle({ requestIdleCallback, setTimeout });
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to a 100 ms timer', async () => {
    const setTimeout = vi.fn((callback: () => void) => callback());
    await waitForIdle({ setTimeout });
    expect(IDLE_FALLBACK_MS).toBe(100);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 100);
  });
});

describe('fontFamiliesToLoad', () => {
  it('drops empty entries and duplicates', () => {
    expect(fontFamiliesToLoad(['Inter', '', '  ', 'Noto Sans Arabic', 'Inter'])).toEqual(['Inter', 'Noto Sans Arabic']);
  });

  it('ignores an answer that is not a list of names', () => {
    expect(fontFamiliesToLoad({ fonts: ['Inter'] })).toEqual([]);
    expect(fontFamiliesToLoad(['Inter', 3, null])).toEqual(['Inter']);
  });
});
