import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AuthUser } from '../../../../domain/accounts.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { useSetCurrentUser } from '../../../lib/account.ts';

/**
 * A sign-in or a registration as spec 2 section 8 tells it: the account becomes the page's,
 * a toast says so, and the traveller goes on to `next`; a refusal is a destructive toast.
 */
export function useSignIn<Body>({
  call,
  next,
  texts,
  onRefused,
}: {
  call: (body: Body) => Promise<AuthUser>;
  next: string;
  /** The locale group of the toasts: account.auth.login or account.auth.register. */
  texts: 'account.auth.login' | 'account.auth.register';
  onRefused: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      setUser(user);
      toast({ title: t(`${texts}.successTitle`), description: t(`${texts}.successText`) });
      navigate(next, { replace: true });
    },
    onError: (error) => {
      onRefused(error);
      toast({
        title: t(`${texts}.failedTitle`),
        description: errorText(error, t, i18n.language, `${texts}.failedText`),
        variant: 'destructive',
      });
    },
  });
}
