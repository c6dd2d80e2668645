import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthUser,
  ChangePasswordBody,
  EmailVerificationBody,
  LoginBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  ProfileUpdateBody,
  RegisterBody,
} from '../../../domain/accounts.ts';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../access.ts';
import { toAuthUser, type AccountService } from '../../services/accounts/accounts.ts';
import type { SessionStore } from '../../services/accounts/sessions.ts';

export type AuthRouteOptions = {
  accounts: AccountService;
  sessions: SessionStore;
  /** Cookies only over HTTPS (PUBLIC_URL is https, or production). */
  secureCookies: boolean;
  /** Sign-in and registration calls one address may make per minute. */
  attemptsPerMinute: number;
};

const Done = z.object({ ok: z.literal(true) });

/** Spec 2's account calls, and what real accounts need besides (password, reset, verification). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { accounts, sessions } = options;
  const attempts = { rateLimit: { max: options.attemptsPerMinute, timeWindow: '1 minute' } };
  // The e-mails sent after their answers go out before the app (and its database) closes.
  app.addHook('onClose', () => accounts.settled());

  // Secure when the site is https, or this request came over TLS (a trusted proxy's too).
  const secureFor = (reply: FastifyReply) =>
    options.secureCookies || reply.request.protocol === 'https';

  async function signIn(reply: FastifyReply, userId: string, previousToken?: string) {
    // A new id at every sign-in: a session id planted before it is worth nothing after.
    if (previousToken) await sessions.destroy(previousToken);
    const { token, expire } = await sessions.create(userId);
    const secure = secureFor(reply);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      expires: expire,
    });
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure,
      expires: expire,
    });
  }

  function signOut(reply: FastifyReply) {
    const secure = secureFor(reply);
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, {
      path: '/',
      sameSite: 'lax',
      secure,
    });
  }

  app.post(
    '/api/auth/register',
    { config: attempts, schema: { body: RegisterBody, response: { 201: AuthUser } } },
    async (request, reply) => {
      const user = await accounts.register(request.body, request.ip);
      await signIn(reply, user.id, request.cookies[SESSION_COOKIE]);
      return reply.code(201).send(toAuthUser(user));
    },
  );

  app.post(
    '/api/auth/login',
    { config: attempts, schema: { body: LoginBody, response: { 200: AuthUser } } },
    async (request, reply) => {
      const user = await accounts.login(request.body.email, request.body.password, request.ip);
      await signIn(reply, user.id, request.cookies[SESSION_COOKIE]);
      return toAuthUser(user);
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: Done } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.destroy(token);
    signOut(reply);
    return { ok: true as const };
  });

  app.get(
    '/api/auth/user',
    { config: { access: 'user' }, schema: { response: { 200: AuthUser } } },
    async (request) => toAuthUser((await request.requireUser()).user),
  );

  app.patch(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: { body: ProfileUpdateBody, response: { 200: AuthUser } },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return toAuthUser(await accounts.updateProfile(user.id, request.body));
    },
  );

  app.post(
    '/api/auth/password',
    {
      config: { access: 'user', ...attempts },
      schema: { body: ChangePasswordBody, response: { 200: Done } },
    },
    async (request) => {
      const { user, session } = await request.requireUser();
      await accounts.changePassword(
        user.id,
        session.sid,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { ok: true as const };
    },
  );

  // The same answer, after the same work, whether an account has the address or not: the e-mail
  // goes out after the answer.
  app.post(
    '/api/auth/password-reset/request',
    { config: attempts, schema: { body: PasswordResetRequestBody, response: { 200: Done } } },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, request.body.language, request.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password-reset',
    { config: attempts, schema: { body: PasswordResetBody, response: { 200: Done } } },
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      signOut(reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/verify-email',
    { config: attempts, schema: { body: EmailVerificationBody, response: { 200: AuthUser } } },
    async (request) => toAuthUser(await accounts.verifyEmail(request.body.token)),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: { access: 'user', ...attempts },
      schema: {
        body: z.object({ language: PasswordResetRequestBody.shape.language }).optional(),
        response: { 200: Done },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      await accounts.resendVerification(user.id, request.body?.language);
      return { ok: true as const };
    },
  );
};
