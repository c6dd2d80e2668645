import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminUserCreateBody } from '../../../../domain/admin.ts';
import { ROLES } from '../../../../domain/accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { createUser, type NewUser } from '../api/users.ts';
import { focusFirstProblem, schemaProblems, type FieldProblems } from '../../../lib/field-rules.ts';
import { adminAnswerProblems, adminErrorText } from '../form-problems.ts';

const FIELDS = ['username', 'email', 'password', 'role'] as const;
const EMPTY: NewUser = { username: '', email: '', password: '', role: 'user' };
const idOf = (field: string) => `new-user-${field}`;

/** Add User (spec 2): username, e-mail, password and role, each required. */
export function AddUserDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<NewUser>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [missing, setMissing] = useState(false);

  const create = useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      toast({ title: t('admin.users.toasts.created') });
      close(false);
      onCreated();
    },
    onError: (error) => {
      const refused = adminAnswerProblems(error, t, i18n.language);
      setProblems(refused);
      focusFirstProblem(FIELDS, refused, idOf);
      toast({
        title: t('admin.users.toasts.createFailed'),
        description: adminErrorText(error, t, i18n.language),
        variant: 'destructive',
      });
    },
  });

  function close(next: boolean) {
    if (!next) {
      setDraft(EMPTY);
      setProblems({});
      setMissing(false);
      create.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const required = t('validation.rules.required');
    const blanks: FieldProblems = {
      username: draft.username.trim() ? undefined : required,
      email: draft.email.trim() ? undefined : required,
      password: draft.password ? undefined : required,
    };
    const blank = Object.values(blanks).some(Boolean);
    setMissing(blank);
    if (blank) {
      setProblems(blanks);
      focusFirstProblem(FIELDS, blanks, idOf);
      return;
    }
    const refused = schemaProblems(AdminUserCreateBody, draft, t);
    setProblems(refused);
    if (Object.keys(refused).length) {
      focusFirstProblem(FIELDS, refused, idOf);
      return;
    }
    create.mutate({ ...draft, username: draft.username.trim(), email: draft.email.trim() });
  }

  const set = (field: keyof NewUser) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('admin.users.addTitle')}
      description={t('admin.users.addText')}
      className="sm:w-[min(32rem,calc(100vw-2rem))]"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {missing ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">
            {t('admin.users.missingFields')}
          </p>
        ) : null}
        <FormField
          id={idOf('username')}
          label={t('admin.users.fields.username')}
          required
          error={problems.username}
        >
          <Input
            autoComplete="off"
            value={draft.username}
            maxLength={60}
            onChange={(event) => set('username')(event.target.value)}
          />
        </FormField>
        <FormField
          id={idOf('email')}
          label={t('admin.users.fields.email')}
          required
          error={problems.email}
        >
          <Input
            type="email"
            autoComplete="off"
            value={draft.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        </FormField>
        <FormField
          id={idOf('password')}
          label={t('admin.users.fields.password')}
          required
          hint={t('admin.users.passwordHint')}
          error={problems.password}
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(event) => set('password')(event.target.value)}
          />
        </FormField>
        <FormField
          id={idOf('role')}
          label={t('admin.users.fields.role')}
          required
          error={problems.role}
        >
          <NativeSelect value={draft.role} onChange={(event) => set('role')(event.target.value)}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`admin.users.roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('admin.users.creating') : t('admin.users.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
