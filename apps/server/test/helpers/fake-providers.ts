import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A minimal SMTP server (no TLS, no auth) that keeps each message; `rejectNext` answers the next MAIL FROM with a 451. */
export type TFakeSmtp = { url: string; messages: { from: string; to: string[]; data: string }[]; rejectNext: number; close: () => Promise<void> };

export async function startFakeSmtp(): Promise<TFakeSmtp> {
  const state: TFakeSmtp = { url: '', messages: [], rejectNext: 0, close: async () => undefined };
  const server: TcpServer = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          state.messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          if (state.rejectNext > 0) {
            state.rejectNext -= 1;
            reply('451 4.3.0 try again later');
          } else {
            current.from = line;
            reply('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

/** Twilio's Messages endpoint, locally: keeps each form it is sent; `failNext` answers 503 that many times first. */
export type TFakeTwilio = {
  url: string;
  requests: { path: string; authorization: string; form: URLSearchParams }[];
  failNext: number;
  close: () => Promise<void>;
};

export async function startFakeTwilio(): Promise<TFakeTwilio> {
  const state: TFakeTwilio = { url: '', requests: [], failNext: 0, close: async () => undefined };
  const server: HttpServer = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (state.failNext > 0) {
        state.failNext -= 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Service unavailable"}');
        return;
      }
      state.requests.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', form: new URLSearchParams(body) });
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM123","status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
