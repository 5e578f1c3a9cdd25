import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a content security policy. Styles allow 'unsafe-inline' because Mantine
 * writes CSS variables into style tags at run time; scripts are same-origin only.
 */
const OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Served over plain http on localhost by default; HSTS belongs to the TLS-terminating proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet would set, computed once: the policy is fixed, so rebuilding it per request is waste. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(OPTIONS)({} as never, response as never, () => undefined);
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders();
  // Set before the handler, so a route with its own policy (the API docs UI) can still replace it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
