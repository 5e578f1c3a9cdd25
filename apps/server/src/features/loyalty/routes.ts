import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZLoyaltyCampaignCreateSchema,
  ZLoyaltyCampaignListQuerySchema,
  ZLoyaltyCampaignPageSchema,
  ZLoyaltyCampaignParamsSchema,
  ZLoyaltyCampaignSchema,
  ZLoyaltyCampaignUpdateSchema,
  ZLoyaltyImagesUpdateSchema,
  ZLoyaltyPassDetailSchema,
  ZLoyaltyPassListQuerySchema,
  ZLoyaltyPassPageSchema,
  ZLoyaltyPassParamsSchema,
  ZLoyaltySettingsSchema,
  ZLoyaltySettingsUpdateSchema,
  ZLoyaltyVenueParamsSchema,
} from '@menudelite/shared/growth/loyalty';
import type { TDeps } from '../../deps.ts';
import { createCampaignsService } from './campaigns-service.ts';
import { createRedeemService } from './redeem-service.ts';
import { createLoyaltySettingsService } from './settings-service.ts';
import type { TWalletLinks } from './wallet-links.ts';

const DOCS = { tags: ['loyalty'], security: [{ bearer: [] }] };
const BASE = '/api/restaurants/:restaurantId/loyalty';
const MANAGE = { permission: 'offers.manage' } as const;
const REDEEM = { permission: 'loyalty.redeem' } as const;
/** A redeem's Idempotency-Key: the web sends one per intent, so a double tap or a retry redeems once. */
const ZRedeemHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(128).optional() });

/** Staff /loyalty (docs/api/growth-loyalty.md): campaigns, the switch and images, members; the counter's lookup and redemptions. */
export async function loyaltyStaffRoutes(app: FastifyInstance, { deps, wallets }: { deps: TDeps; wallets: TWalletLinks }) {
  const log = (error: unknown) => app.log.warn({ err: error }, 'wallet pass push failed');
  const campaigns = createCampaignsService(deps.db, log);
  const settings = createLoyaltySettingsService(deps.db, wallets);
  const passes = createRedeemService(deps.db, log);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get(
    `${BASE}/settings`,
    { config: MANAGE, schema: { ...DOCS, params: ZLoyaltyVenueParamsSchema, response: { 200: ZLoyaltySettingsSchema } } },
    async (request) => settings.get(request.actor, request.params.restaurantId),
  );
  r.patch(
    `${BASE}/settings`,
    { config: MANAGE, schema: { ...DOCS, params: ZLoyaltyVenueParamsSchema, body: ZLoyaltySettingsUpdateSchema, response: { 200: ZLoyaltySettingsSchema } } },
    async (request) => settings.setEnabled(request.actor, request.params.restaurantId, request.body.loyaltyEnabled),
  );
  r.put(
    `${BASE}/images`,
    { config: MANAGE, schema: { ...DOCS, params: ZLoyaltyVenueParamsSchema, body: ZLoyaltyImagesUpdateSchema, response: { 200: ZLoyaltySettingsSchema } } },
    async (request) => settings.setImages(request.actor, request.params.restaurantId, request.body),
  );

  r.get(
    `${BASE}/campaigns`,
    {
      config: MANAGE,
      schema: { ...DOCS, params: ZLoyaltyVenueParamsSchema, querystring: ZLoyaltyCampaignListQuerySchema, response: { 200: ZLoyaltyCampaignPageSchema } },
    },
    async (request) => campaigns.list(request.actor, request.params.restaurantId, request.query),
  );
  r.post(
    `${BASE}/campaigns`,
    { config: MANAGE, schema: { ...DOCS, params: ZLoyaltyVenueParamsSchema, body: ZLoyaltyCampaignCreateSchema, response: { 201: ZLoyaltyCampaignSchema } } },
    async (request, reply) => reply.status(201).send(await campaigns.create(request.actor, request.params.restaurantId, request.body)),
  );
  r.get(
    `${BASE}/campaigns/:campaignId`,
    { config: MANAGE, schema: { ...DOCS, params: ZLoyaltyCampaignParamsSchema, response: { 200: ZLoyaltyCampaignSchema } } },
    async (request) => campaigns.get(request.actor, request.params.restaurantId, request.params.campaignId),
  );
  r.patch(
    `${BASE}/campaigns/:campaignId`,
    {
      config: MANAGE,
      schema: { ...DOCS, params: ZLoyaltyCampaignParamsSchema, body: ZLoyaltyCampaignUpdateSchema, response: { 200: ZLoyaltyCampaignSchema } },
    },
    async (request) => campaigns.update(request.actor, request.params.restaurantId, request.params.campaignId, request.body),
  );
  r.delete(`${BASE}/campaigns/:campaignId`, { config: MANAGE, schema: { ...DOCS, params: ZLoyaltyCampaignParamsSchema } }, async (request, reply) => {
    await campaigns.remove(request.actor, request.params.restaurantId, request.params.campaignId);
    return reply.status(204).send();
  });

  r.get(
    `${BASE}/passes`,
    {
      config: MANAGE,
      schema: { ...DOCS, params: ZLoyaltyVenueParamsSchema, querystring: ZLoyaltyPassListQuerySchema, response: { 200: ZLoyaltyPassPageSchema } },
    },
    async (request) => passes.list(request.actor, request.params.restaurantId, request.query),
  );
  r.get(
    `${BASE}/passes/:passIdentifier`,
    { config: REDEEM, schema: { ...DOCS, params: ZLoyaltyPassParamsSchema, response: { 200: ZLoyaltyPassDetailSchema } } },
    async (request) => passes.lookup(request.actor, request.params.restaurantId, request.params.passIdentifier),
  );
  r.post(
    `${BASE}/passes/:passIdentifier/redeem`,
    { config: REDEEM, schema: { ...DOCS, params: ZLoyaltyPassParamsSchema, headers: ZRedeemHeadersSchema, response: { 200: ZLoyaltyPassDetailSchema } } },
    async (request) => passes.redeem(request.actor, request.params.restaurantId, request.params.passIdentifier, request.headers['idempotency-key']),
  );
  r.post(
    `${BASE}/passes/:passIdentifier/redeem-free`,
    { config: REDEEM, schema: { ...DOCS, params: ZLoyaltyPassParamsSchema, headers: ZRedeemHeadersSchema, response: { 200: ZLoyaltyPassDetailSchema } } },
    async (request) => passes.redeemFree(request.actor, request.params.restaurantId, request.params.passIdentifier, request.headers['idempotency-key']),
  );
}
