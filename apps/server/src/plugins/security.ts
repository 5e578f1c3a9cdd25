import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isPayingPage } from '@menudelite/shared/payments/paying-pages';

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

/**
 * Stripe's origins (docs.stripe.com/security/guide, "Content Security Policy"): Stripe.js and its
 * iframes (the Payment Element, 3-D Secure through hooks.stripe.com) and its API. Allowed only on
 * the pages that pay, and only when Stripe is the gateway: everywhere else the policy stays
 * same-origin, so a script injected into the menu cannot pull a look-alike card form from Stripe.
 */
const STRIPE_DIRECTIVES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
};

function withStripe(options: Readonly<HelmetOptions>): HelmetOptions {
  const csp = options.contentSecurityPolicy as { directives: Record<string, string[] | null> };
  const directives = { ...csp.directives };
  for (const [name, origins] of Object.entries(STRIPE_DIRECTIVES)) directives[name] = [...(directives[name] ?? ["'self'"]), ...origins];
  return { ...options, contentSecurityPolicy: { directives } };
}

/** The headers helmet would set, computed once: the policy is fixed, so rebuilding it per request is waste. */
export function securityHeaders(options: Readonly<HelmetOptions> = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * The paying pages (isPayingPage) are one list with the web app, which enters them with a full page
 * load when Stripe is the gateway: a document's policy holds for its whole single-page session.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { stripe?: boolean } = {}) => {
  const headers = securityHeaders();
  const paying = options.stripe ? securityHeaders(withStripe(OPTIONS)) : headers;
  // Set before the handler, so a route with its own policy (the API docs UI) can still replace it.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(paying !== headers && request.method === 'GET' && isPayingPage(request.url) ? paying : headers);
  });
});
