import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AuthUser, Done } from '../../domain/accounts.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/session-hint.ts';
import { ApiError, apiRequest } from './api.ts';
import { forgetAccountTrips } from './kept-trips.ts';

const CURRENT_USER = ['auth', 'user'] as const;

/** The server's readable cookie that says a session may exist (it holds no secret). */
const SIGNED_IN_HINT = `${SIGNED_IN_HINT_COOKIE}=1`;

export function maySignedIn(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(SIGNED_IN_HINT);
}

/**
 * GET /api/auth/user: the signed-in account, or null when nobody is. A guest's page does not ask
 * (no hint cookie); a hint whose session has ended is dropped at the first 401. No retry.
 */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  if (!maySignedIn()) return null;
  try {
    return await apiRequest('GET', '/api/auth/user', undefined, { schema: AuthUser });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      return null;
    }
    throw error;
  }
}

/**
 * A guest (no hint cookie) is known to be signed out before anything is asked: the server draws
 * the page so (the header's Sign In shown at once) and the browser takes it over knowing it too,
 * so the header is not drawn again when the account's answer would have come.
 */
export function markGuest(queryClient: QueryClient) {
  queryClient.setQueryData(CURRENT_USER, null);
}

/** The signed-in account: `data` is the user, null when signed out, undefined while loading. */
export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER, queryFn: fetchCurrentUser, staleTime: 60_000 });
}

/** After a sign-in, sign-out or profile change: what every page knows of the account. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: AuthUser | null) => {
    queryClient.setQueryData(CURRENT_USER, user);
    // Bookings and admin data belong to the account that was signed in.
    void queryClient.invalidateQueries({ queryKey: ['account'] });
  };
}

export type RegisterPayload = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
  language?: 'en' | 'fr';
};

export const login = (body: { email: string; password: string }) =>
  apiRequest('POST', '/api/auth/login', body, { schema: AuthUser });
export const register = (body: RegisterPayload) =>
  apiRequest('POST', '/api/auth/register', body, { schema: AuthUser });
export const logout = () => apiRequest('POST', '/api/auth/logout', {}, { schema: Done });
export const updateProfile = (body: Partial<AuthUser>) =>
  apiRequest('PATCH', '/api/auth/user', body, { schema: AuthUser });
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest('POST', '/api/auth/password', body, { schema: Done });
export const requestPasswordReset = (body: { email: string; language?: 'en' | 'fr' }) =>
  apiRequest('POST', '/api/auth/password-reset/request', body, { schema: Done });
export const resetPassword = (body: { token: string; password: string }) =>
  apiRequest('POST', '/api/auth/password-reset', body, { schema: Done });
export const verifyEmail = (body: { token: string }) =>
  apiRequest('POST', '/api/auth/verify-email', body, { schema: AuthUser });
export const resendVerification = (body: { language?: 'en' | 'fr' }) =>
  apiRequest('POST', '/api/auth/verify-email/resend', body, { schema: Done });

/**
 * Sign out everywhere on the page: the server ends the session, the page forgets the user, and
 * the account's trips kept on this device are removed (docs/decisions/0032).
 */
export function useLogout() {
  const setUser = useSetCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await forgetAccountTrips();
      void queryClient.invalidateQueries({ queryKey: ['kept-trips'] });
      setUser(null);
    },
  });
}
