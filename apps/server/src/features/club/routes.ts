import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.ts';
import { createClubBilling } from './billing.ts';
import { registerClubJobs } from './jobs.ts';
import { clubPublicRoutes } from './public-routes.ts';
import { clubStaffRoutes } from './staff-routes.ts';

/** DeliteClub (docs/api/growth-club.md): billing through the payments provider, renewals on the job runner. */
export async function clubRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const billing = createClubBilling({ db: deps.db, provider: deps.payments, jobs: deps.jobs });
  registerClubJobs(deps.jobs, deps.db, billing);
  await app.register(clubStaffRoutes, { deps });
  await app.register(clubPublicRoutes, { deps, billing });
}
