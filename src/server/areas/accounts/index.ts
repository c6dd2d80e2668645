import type { FastifyPluginAsync } from 'fastify';
import type { AccountService } from '../../services/accounts/accounts.ts';
import type { SessionStore } from '../../services/accounts/sessions.ts';
import { authRoutes } from './routes.ts';

export type AccountsAreaDeps = {
  accounts: AccountService;
  sessions: SessionStore;
  /** Cookies only over HTTPS (PUBLIC_URL is https, or production). */
  secureCookies: boolean;
  /** Sign-in and registration calls one address may make per minute. */
  authAttemptsPerMinute: number;
};

/** Accounts: registration, sign-in, the profile, passwords and e-mail verification. */
export const accountsArea: FastifyPluginAsync<AccountsAreaDeps> = async (app, deps) => {
  await app.register(authRoutes, {
    accounts: deps.accounts,
    sessions: deps.sessions,
    secureCookies: deps.secureCookies,
    attemptsPerMinute: deps.authAttemptsPerMinute,
  });
};
