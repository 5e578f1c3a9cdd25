import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * The smallest WebSocket client a benchmark needs: upgrade, read unmasked server frames without
 * decoding them (a callback gets each text frame's payload as a Buffer), send short masked
 * text frames. Thousands of these cost far less CPU than full clients, so a latency benchmark
 * measures the server rather than its own clients. No fragmentation, no extensions.
 */
export type TRawWebSocket = { send: (text: string) => void; close: () => void };

export function openRawWebSocket(url: URL, onText: (payload: Buffer) => void, onOpen: () => void, onError: (error: Error) => void): TRawWebSocket {
  const socket: Socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  let upgraded = false;
  let pending: Buffer = Buffer.alloc(0);

  socket.on('connect', () => {
    socket.write(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
  });
  socket.on('error', onError);
  socket.on('data', (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (!upgraded) {
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!pending.subarray(0, end).toString('latin1').startsWith('HTTP/1.1 101')) return onError(new Error('upgrade refused'));
      upgraded = true;
      pending = pending.subarray(end + 4);
      onOpen();
    }
    // Frames: FIN/opcode byte, length (7 bits, or 16/64-bit extended), payload (server frames are unmasked).
    while (pending.length >= 2) {
      const opcode = pending[0]! & 0x0f;
      let length = pending[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (pending.length < 4) return;
        length = pending.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (pending.length < 10) return;
        length = Number(pending.readBigUInt64BE(2));
        offset = 10;
      }
      if (pending.length < offset + length) return;
      const payload = pending.subarray(offset, offset + length);
      pending = pending.subarray(offset + length);
      if (opcode === 0x1) onText(payload);
    }
  });

  return {
    send(text: string) {
      const payload = Buffer.from(text);
      if (payload.length > 125) throw new Error('only short frames');
      const mask = randomBytes(4);
      const frame = Buffer.alloc(6 + payload.length);
      frame[0] = 0x81;
      frame[1] = 0x80 | payload.length;
      mask.copy(frame, 2);
      for (let i = 0; i < payload.length; i++) frame[6 + i] = payload[i]! ^ mask[i % 4]!;
      socket.write(frame);
    },
    close: () => socket.destroy(),
  };
}
