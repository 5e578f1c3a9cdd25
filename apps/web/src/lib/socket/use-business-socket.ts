import { useEffect } from 'react';
import { connectBusinessSocket, disconnectBusinessSocket } from './business-socket';

/** Keeps the venue's socket open while a business page is on screen and a venue is loaded. */
export function useBusinessSocket(restaurantId: string | null): void {
  useEffect(() => {
    if (!restaurantId) return;
    void connectBusinessSocket();
    return disconnectBusinessSocket;
  }, [restaurantId]);
}
