/**
 * Worker thread for bench/order-to-dashboard.ts: holds N staff dashboard connections and reports,
 * for every newOrderReceived frame, which order it was and when it arrived.
 *
 * The sockets speak Socket.IO's wire protocol (open, namespace connect "40", pong "3" to each
 * ping "2") over a minimal WebSocket client (raw-websocket.ts) and find the order id in the raw
 * bytes instead of decoding each 2 KB payload: 100,000 frames a second decoded by full clients
 * would measure the clients' CPU, not the server. The server does exactly the same work either way.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openRawWebSocket } from './raw-websocket.ts';

/** One access token per socket (each socket joins its token's venue). */
type TInput = { url: string; tokens: string[] };
const { url, tokens } = workerData as TInput;
const count = tokens.length;
const now = () => performance.timeOrigin + performance.now();
const NEW_ORDER = Buffer.from('42["newOrderReceived"');
const ORDER_ID = Buffer.from('"orderId":"');

/** The worker's port to the main thread (a MessagePort: no target origin, unlike window.postMessage). */
function report(message: object): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  parentPort!.postMessage(message);
}

let connected = 0;
let pending: { orderId: string; at: number }[] = [];
for (const token of tokens) {
  const target = new URL(`${url}/socket.io/?EIO=4&transport=websocket&authorization=${encodeURIComponent(token)}&isRestaurant=true`);
  const ws = openRawWebSocket(
    target,
    (payload) => {
      const at = now();
      if (payload.length === 1 && payload[0] === 0x32) return ws.send('3'); // ping "2" -> pong "3"
      if (payload[0] === 0x30) return ws.send('40'); // engine.io open -> connect the main namespace
      if (payload[0] === 0x34 && payload[1] === 0x30) {
        connected += 1;
        if (connected === count) report({ type: 'ready' });
        return;
      }
      if (payload.subarray(0, NEW_ORDER.length).equals(NEW_ORDER)) {
        const start = payload.indexOf(ORDER_ID) + ORDER_ID.length;
        pending.push({ orderId: payload.toString('latin1', start, start + 36), at });
      }
    },
    () => undefined,
    () => report({ type: 'error' }),
  );
}

// Report in batches: one message per receipt would flood the channel between the threads.
setInterval(() => {
  if (pending.length === 0) return;
  report({ type: 'receipts', receipts: pending });
  pending = [];
}, 100).unref();
parentPort!.on('message', (message: { type: string }) => {
  if (message.type === 'stop') {
    report({ type: 'receipts', receipts: pending });
    pending = [];
    report({ type: 'stopped' });
    process.exit(0);
  }
});
