import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '../routes/auth.ts';
import type { AreaDeps } from './deps.ts';

/** Accounts: registration, sign-in, the profile, passwords and e-mail verification. */
export const accountsArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(authRoutes, {
    accounts: deps.accounts,
    sessions: deps.sessions,
    secureCookies: deps.secureCookies,
    attemptsPerMinute: deps.authAttemptsPerMinute,
  });
};
