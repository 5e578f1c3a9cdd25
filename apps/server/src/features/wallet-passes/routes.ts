import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOYALTY_IMAGE_SLOTS } from '@menudelite/shared/growth/loyalty';
import type { TDeps } from '../../deps.ts';
import type { TWalletPasses } from './service.ts';

const TAGS = ['wallet'];
const PUBLIC = { permission: 'public' } as const;
const segment = z.string().min(1).max(128);
const ZDeviceParams = z.object({ device: segment, passType: segment });
const ZRegistrationParams = ZDeviceParams.extend({ serial: segment });
const ZPassParams = z.object({ passType: segment, serial: segment });
const ZAuthHeaders = z.object({ authorization: z.string().max(512).optional() });
const PKPASS = 'application/vnd.apple.pkpass';

/**
 * Apple's pass web service (developer.apple.com "Wallet Passes web service"), under the pass's
 * webServiceURL /api/wallet/apple: devices register for a pass's updates with its
 * authenticationToken, list the passes changed since a tag, and fetch the latest version. Plus the
 * customer's .pkpass download and the PNG images Google Wallet fetches. Without configuration each
 * answers 404 saying so; a wrong token answers 401.
 */
export async function walletPassRoutes(app: FastifyInstance, { wallets }: { deps: TDeps; wallets: TWalletPasses }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const apple = '/api/wallet/apple/v1';

  r.post(
    `${apple}/devices/:device/registrations/:passType/:serial`,
    { config: PUBLIC, schema: { tags: TAGS, params: ZRegistrationParams, headers: ZAuthHeaders, body: z.object({ pushToken: z.string().min(1).max(512) }) } },
    async (request, reply) => {
      const { device, passType, serial } = request.params;
      const created = await wallets.register(device, passType, serial, request.headers.authorization, request.body.pushToken);
      return reply.status(created ? 201 : 200).send();
    },
  );
  r.delete(
    `${apple}/devices/:device/registrations/:passType/:serial`,
    { config: PUBLIC, schema: { tags: TAGS, params: ZRegistrationParams, headers: ZAuthHeaders } },
    async (request, reply) => {
      const { device, passType, serial } = request.params;
      await wallets.unregister(device, passType, serial, request.headers.authorization);
      return reply.status(200).send();
    },
  );
  r.get(
    `${apple}/devices/:device/registrations/:passType`,
    { config: PUBLIC, schema: { tags: TAGS, params: ZDeviceParams, querystring: z.object({ passesUpdatedSince: z.string().max(64).optional() }) } },
    async (request, reply) => {
      const answer = await wallets.updatedSince(request.params.device, request.params.passType, request.query.passesUpdatedSince);
      return answer ? reply.send(answer) : reply.status(204).send();
    },
  );
  r.get(`${apple}/passes/:passType/:serial`, { config: PUBLIC, schema: { tags: TAGS, params: ZPassParams, headers: ZAuthHeaders } }, async (request, reply) => {
    const pass = await wallets.latestPass(request.params.passType, request.params.serial, request.headers.authorization);
    const modified = new Date(pass.updatedAt);
    const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
    // HTTP dates have whole seconds.
    if (!Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since) return reply.status(304).send();
    return reply.header('content-type', PKPASS).header('last-modified', modified.toUTCString()).send(pass.body);
  });
  r.post(
    `${apple}/log`,
    { config: PUBLIC, schema: { tags: TAGS, body: z.object({ logs: z.array(z.string().max(2000)).max(100) }) } },
    async (request, reply) => {
      for (const line of request.body.logs) app.log.warn({ wallet: 'apple' }, line);
      return reply.status(200).send();
    },
  );

  r.get(
    '/api/wallet/apple/download/:serial',
    { config: PUBLIC, schema: { tags: TAGS, params: z.object({ serial: segment }), querystring: z.object({ t: z.string().max(128).optional() }) } },
    async (request, reply) => {
      const pass = await wallets.download(request.params.serial, request.query.t);
      return reply
        .header('content-type', PKPASS)
        .header('content-disposition', 'attachment; filename="loyalty.pkpass"')
        .header('cache-control', 'no-store')
        .header('last-modified', new Date(pass.updatedAt).toUTCString())
        .send(pass.body);
    },
  );
  r.get(
    '/api/wallet/images/:restaurantId/:slot',
    { config: PUBLIC, schema: { tags: TAGS, params: z.object({ restaurantId: segment, slot: z.enum(LOYALTY_IMAGE_SLOTS) }) } },
    async (request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=3600')
        .send(await wallets.imagePng(request.params.restaurantId, request.params.slot)),
  );
}
