import { connect } from 'node:http2';
import type { TAppleWalletConfig } from './config.ts';

const PUSH_TIMEOUT_MS = 5000;

/**
 * Tells Apple's push service that a pass changed: an empty JSON body to each registered device's
 * push token, over HTTP/2 with the Pass Type ID certificate and the pass type as the topic. The
 * device then asks the web service which passes changed and downloads them. Answers the status
 * of each push (410 means the device unregistered).
 */
export async function pushPassUpdate(config: TAppleWalletConfig, pushTokens: readonly string[]): Promise<number[]> {
  if (pushTokens.length === 0) return [];
  const session = connect(config.apnsUrl, {
    cert: config.signerCert,
    key: config.signerKey,
    ...(config.signerKeyPassphrase ? { passphrase: config.signerKeyPassphrase } : {}),
    ...(config.apnsCa ? { ca: config.apnsCa } : {}),
  });
  // Errors after connecting reach each request's own 'error'; this keeps them from being unhandled.
  session.on('error', () => undefined);
  // An unreachable push service must not hold a staff answer or a job for long: 5 s for everything.
  session.setTimeout(PUSH_TIMEOUT_MS, () => session.destroy(new Error('APNs did not answer in time')));
  try {
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
    return await Promise.all(
      pushTokens.map(
        (token) =>
          new Promise<number>((resolve, reject) => {
            const request = session.request({
              ':method': 'POST',
              ':path': `/3/device/${encodeURIComponent(token)}`,
              'apns-topic': config.passTypeIdentifier,
              'content-type': 'application/json',
            });
            let status = 0;
            request.on('response', (headers) => (status = Number(headers[':status'])));
            request.on('error', reject);
            request.on('end', () => resolve(status));
            request.resume();
            request.end('{}');
          }),
      ),
    );
  } finally {
    session.close();
  }
}
