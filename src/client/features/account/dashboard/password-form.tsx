import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { ChangePasswordBody, MIN_PASSWORD_LENGTH } from '../../../../domain/accounts.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { changePassword, useSetCurrentUser } from '../../../lib/account.ts';
import {
  answerProblems,
  focusFirstProblem,
  schemaProblems,
  type FieldProblems,
} from '../../../lib/field-rules.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '' };
const idOf = (field: string) => `password-${field}`;

/** A new password after the current one; the server signs every other session out. */
export function PasswordForm() {
  const { t, i18n } = useTranslation();
  const setUser = useSetCurrentUser();
  const [draft, setDraft] = useState(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setDraft(EMPTY);
      toast({
        title: t('account.dashboard.password.doneTitle'),
        description: t('account.dashboard.password.doneText'),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        setUser(null);
        return;
      }
      const refused = answerProblems(error, t);
      setProblems(refused);
      if (Object.keys(refused).length) focusFirstProblem(FIELDS, refused, idOf);
      else setFailure(errorText(error, t, i18n.language, 'checkout.refusals.server_error'));
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const refused = schemaProblems(ChangePasswordBody, draft, t);
    setProblems(refused);
    if (Object.keys(refused).length) {
      focusFirstProblem(FIELDS, refused, idOf);
      return;
    }
    change.mutate(draft);
  }

  const problemCount = Object.keys(problems).length;
  return (
    <section
      aria-labelledby="password-heading"
      className="rounded-2xl border border-slate-200 p-4 sm:p-6"
    >
      <h2 id="password-heading" className="text-xl font-bold">
        {t('account.dashboard.password.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('account.dashboard.password.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5" data-testid="password-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={idOf('currentPassword')}
            label={t('account.dashboard.password.current')}
            error={problems.currentPassword}
            required
          >
            <Input
              type="password"
              autoComplete="current-password"
              value={draft.currentPassword}
              onChange={(e) => setDraft((d) => ({ ...d, currentPassword: e.target.value }))}
            />
          </FormField>
          <FormField
            id={idOf('newPassword')}
            label={t('account.dashboard.password.new')}
            hint={t('account.dashboard.password.newHint', { min: MIN_PASSWORD_LENGTH })}
            error={problems.newPassword}
            required
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={draft.newPassword}
              onChange={(e) => setDraft((d) => ({ ...d, newPassword: e.target.value }))}
            />
          </FormField>
        </div>
        <div aria-live="polite" className="mt-4 text-sm font-medium text-clay-600">
          {problemCount
            ? t('account.dashboard.problems', { count: problemCount })
            : (failure ?? '')}
        </div>
        <Button type="submit" className="mt-2 w-full sm:w-auto" disabled={change.isPending}>
          {change.isPending
            ? t('account.dashboard.password.saving')
            : t('account.dashboard.password.submit')}
        </Button>
      </form>
    </section>
  );
}
