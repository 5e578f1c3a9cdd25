/**
 * The highest staff-event offset this tab has applied, per venue, in sessionStorage: a reload
 * resumes from it, and a new tab (which loads the lists fresh) starts without one.
 */
export function offsetStorage(restaurantId: string) {
  const key = `md.orders.lastEventOffset.${restaurantId}`;
  return {
    read(): number | null {
      try {
        const value = Number(window.sessionStorage.getItem(key));
        return Number.isSafeInteger(value) && value > 0 ? value : null;
      } catch {
        return null;
      }
    },
    write(offset: number): void {
      try {
        window.sessionStorage.setItem(key, String(offset));
      } catch {
        // Private modes may refuse storage; the offset is still kept in memory.
      }
    },
  };
}
