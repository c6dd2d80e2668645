import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../src/server/access.ts';
import { sessions, users } from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import {
  lastMailTo as lastMailToAddress,
  registerTraveller,
  sessionCookieOf,
} from '../helpers/accounts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authAttemptsPerMinute: 10_000 });
});
afterAll(() => ctx.close());

function call(method: string, url: string, payload?: object, cookie?: string) {
  return ctx.app.inject({
    method: method as 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
}

const register = (body: Record<string, unknown>) => call('POST', '/api/auth/register', body);
const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', { email, password });

/** The last e-mail sent to an address as its recipient reads it, and the link it carries. */
async function lastMailTo(to: string) {
  await ctx.app.accounts.settled();
  return lastMailToAddress(ctx.database.db, to);
}

describe('registration', () => {
  it('creates the account, signs it in with an HttpOnly SameSite=Lax cookie, and never answers the password', async () => {
    const res = await register({
      firstName: 'Kofi',
      lastName: 'Boateng',
      email: 'Kofi.Boateng@Example.com',
      phone: '+233 20 123 4567',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'kofi.boateng@example.com',
      firstName: 'Kofi',
      role: 'user',
      emailVerified: false,
    });
    expect(JSON.stringify(user)).not.toContain('secret1');
    expect(user).not.toHaveProperty('password');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    // The page's hint that a session may exist holds no secret and is readable by the page.
    const hint = res.cookies.find((c) => c.name === 'teranga_signed_in')!;
    expect(hint.value).toBe('1');
    expect(hint.httpOnly).toBeFalsy();

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const me = await call('GET', '/api/auth/user', undefined, sessionCookieOf(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await register({ firstName: '', lastName: 'B', email: 'nope', password: '12345' });
    expect(res.statusCode).toBe(400);
    const rules = Object.fromEntries(
      res.json().errors.map((e: { field: string; rule: string }) => [e.field, e.rule]),
    );
    expect(rules).toEqual({
      firstName: 'required',
      email: 'invalid_email',
      password: 'too_short',
    });
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });

  it('refuses an address that has an account, whatever its case, with 409', async () => {
    await registerTraveller(ctx.app, { email: 'dup@example.com' });
    const res = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'DUP@example.com',
      password: 'another1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken' });
  });
});

describe('signing in and out', () => {
  it('signs in, rotates the session id, and answers the same refusal for a wrong password or an unknown address', async () => {
    const { email, cookie: first } = await registerTraveller(ctx.app, { password: 'right-one' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'right-one' },
      headers: { cookie: first },
    });
    expect(res.statusCode).toBe(200);
    const second = sessionCookieOf(res);
    expect(second).not.toBe(first);
    // The session it replaced is gone.
    expect((await call('GET', '/api/auth/user', undefined, first)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', undefined, second)).statusCode).toBe(200);

    const wrong = await login(email, 'wrong-one');
    const unknown = await login('nobody@example.com', 'wrong-one');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'Invalid email or password',
      code: 'invalid_credentials',
    });
  });

  it('logs out: the session is destroyed and the cookie cleared', async () => {
    const { cookie } = await registerTraveller(ctx.app);
    const res = await call('POST', '/api/auth/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect((await call('GET', '/api/auth/user', undefined, cookie)).statusCode).toBe(401);
  });

  it('answers 401 to the current-user call when signed out, and for a made-up cookie', async () => {
    expect((await call('GET', '/api/auth/user')).statusCode).toBe(401);
    const forged = await call('GET', '/api/auth/user', undefined, `${SESSION_COOKIE}=made-up`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('keeps no usable secret in the sessions table', async () => {
    const { cookie } = await registerTraveller(ctx.app);
    const token = cookie.split('=')[1]!;
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.some((row) => row.sid === token)).toBe(false);
  });

  it('a deactivated account cannot sign in, and its sessions end', async () => {
    const { email, cookie, user } = await registerTraveller(ctx.app, { password: 'pass-word' });
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await call('GET', '/api/auth/user', undefined, cookie)).statusCode).toBe(401);
    const res = await login(email, 'pass-word');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'account_inactive' });
    // A wrong password says nothing about the account's state.
    expect((await login(email, 'not-it')).json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('makes one address wait after 5 wrong passwords for an account, longer at each next one', async () => {
    const { email } = await registerTraveller(ctx.app, { password: 'the-real-one' });
    const from = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: '10.9.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await from(`guess-${i}`)).statusCode).toBe(401);
    const blocked = await from('the-real-one');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts', retryAfterSeconds: 1 });
    ctx.clock.advance(1000);
    expect((await from('guess-5')).statusCode).toBe(401);
    expect((await from('the-real-one')).json()).toMatchObject({ retryAfterSeconds: 2 });
    ctx.clock.advance(2000);
    expect((await from('the-real-one')).statusCode).toBe(200);
    // The right password starts this address's count again.
    for (let i = 0; i < 5; i++) expect((await from(`again-${i}`)).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another site before it changes anything', async () => {
    const body = {
      firstName: 'E',
      lastName: 'Vil',
      email: 'csrf@example.com',
      password: 'secret1',
    };
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'cross_site_request' });
    }
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'csrf@example.com'));
    expect(rows).toEqual([]);

    const same = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: {
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
    });
    expect(same.statusCode).toBe(201);
  });
});

describe('profile and password', () => {
  it('updates the profile fields of spec 2 and refuses bad ones', async () => {
    const { cookie } = await registerTraveller(ctx.app);
    const res = await call(
      'PATCH',
      '/api/auth/user',
      { firstName: 'Aminata', dateOfBirth: '1990-04-12', nationality: 'Senegalese' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Aminata',
      lastName: 'Mensah',
      dateOfBirth: '1990-04-12',
      nationality: 'Senegalese',
    });
    const cleared = await call('PATCH', '/api/auth/user', { dateOfBirth: '', phone: '' }, cookie);
    expect(cleared.json()).toMatchObject({ dateOfBirth: null, phone: null, firstName: 'Aminata' });
    const bad = await call('PATCH', '/api/auth/user', { dateOfBirth: '1990-13-45' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'dateOfBirth' });
  });

  it('takes a date of birth only in the past and after 1900, and keeps the one before', async () => {
    const { cookie } = await registerTraveller(ctx.app);
    await call('PATCH', '/api/auth/user', { dateOfBirth: '1990-04-12' }, cookie);
    // The clock stands at TEST_NOW (2026-11-21).
    for (const [dateOfBirth, rule] of [
      ['2099-01-01', 'in_past'],
      ['2026-11-21', 'in_past'],
      ['1899-12-31', 'too_old'],
      // Not a day the app writes: any route's date is in the years 0001 to 9999.
      ['0000-06-01', 'invalid_date'],
    ] as const) {
      const refused = await call('PATCH', '/api/auth/user', { dateOfBirth }, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ field: 'dateOfBirth', rule }),
      ]);
    }
    const kept = await call('GET', '/api/auth/user', undefined, cookie);
    expect(kept.json().dateOfBirth).toBe('1990-04-12');
    const yesterday = await call('PATCH', '/api/auth/user', { dateOfBirth: '2026-11-20' }, cookie);
    expect(yesterday.statusCode).toBe(200);
  });

  it('changes the password after the current one, and ends the other sessions only', async () => {
    const { email, cookie } = await registerTraveller(ctx.app, { password: 'first-pass' });
    const other = sessionCookieOf(await login(email, 'first-pass'));
    const wrong = await call(
      'POST',
      '/api/auth/password',
      { currentPassword: 'nope-nope', newPassword: 'second-pass' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      field: 'currentPassword',
      rule: 'wrong_password',
    });

    const ok = await call(
      'POST',
      '/api/auth/password',
      { currentPassword: 'first-pass', newPassword: 'second-pass' },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', undefined, cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', undefined, other)).statusCode).toBe(401);
    expect((await login(email, 'first-pass')).statusCode).toBe(401);
    expect((await login(email, 'second-pass')).statusCode).toBe(200);
  });
});

describe('password reset and e-mail verification', () => {
  it('answers the same whether the address has an account, and the link works once within the hour', async () => {
    const { email, cookie } = await registerTraveller(ctx.app, { password: 'forgotten' });
    const known = await call('POST', '/api/auth/password-reset/request', { email });
    const unknown = await call('POST', '/api/auth/password-reset/request', {
      email: 'ghost@example.com',
    });
    expect(known.json()).toEqual(unknown.json());
    expect(known.statusCode).toBe(unknown.statusCode);
    expect((await lastMailTo('ghost@example.com')).mail).toBeUndefined();

    const { mail, text, token } = await lastMailTo(email);
    expect(mail!.subject).toBe('Reset your Teranga password');
    expect(text).toContain('/auth/reset?token=');
    const reset = await call('POST', '/api/auth/password-reset', { token, password: 'remembered' });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', undefined, cookie)).statusCode).toBe(401);
    expect((await login(email, 'remembered')).statusCode).toBe(200);

    const again = await call('POST', '/api/auth/password-reset', { token, password: 'third-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ field: 'token', rule: 'invalid_token' });
  });

  it('a reset link expires after an hour', async () => {
    const { email } = await registerTraveller(ctx.app, { password: 'forgotten' });
    await call('POST', '/api/auth/password-reset/request', { email });
    const { token } = await lastMailTo(email);
    ctx.clock.advance(60 * 60_000 + 1000);
    const late = await call('POST', '/api/auth/password-reset', { token, password: 'too-late' });
    expect(late.statusCode).toBe(400);
    expect((await login(email, 'forgotten')).statusCode).toBe(200);
  });

  it('verifies the address with the link e-mailed at registration, in the language asked for', async () => {
    const res = await register({
      firstName: 'Awa',
      lastName: 'Diop',
      email: 'awa.diop@example.com',
      password: 'teranga-1',
      language: 'fr',
    });
    const { mail, token } = await lastMailTo('awa.diop@example.com');
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail pour Teranga');
    const verified = await call('POST', '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ emailVerified: true });
    const me = await call('GET', '/api/auth/user', undefined, sessionCookieOf(res));
    expect(me.json().emailVerified).toBe(true);
  });
});

describe('rate limits per address', () => {
  it('refuses sign-in calls past the limit from one address with 429', async () => {
    const limited = await createTestApp({ authAttemptsPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `x${i}@example.com`, password: 'whatever' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the first administrator', () => {
  it('is created from ADMIN_EMAIL once, and an existing account is promoted, idempotently', async () => {
    expect(await ctx.app.accounts.ensureAdmin('root@example.com', 'first-admin-pass')).toBe(
      'created',
    );
    expect(await ctx.app.accounts.ensureAdmin('root@example.com', 'first-admin-pass')).toBe('kept');
    const res = await login('root@example.com', 'first-admin-pass');
    expect(res.json()).toMatchObject({ role: 'admin', emailVerified: true });

    const { email } = await registerTraveller(ctx.app);
    expect(await ctx.app.accounts.ensureAdmin(email, 'ignored-pass')).toBe('promoted');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe('admin');
  });

  it('is created once when servers start together with the same ADMIN_EMAIL', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => ctx.app.accounts.ensureAdmin('twins@example.com', 'first-admin-pass')),
    );
    expect(answers.filter((a) => a === 'created')).toHaveLength(1);
    expect(answers.filter((a) => a === 'kept')).toHaveLength(2);
  });
});
