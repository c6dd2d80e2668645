import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, bodyOf } from '../../../lib/api.ts';
import {
  dateOfBirthProblem,
  ProfileUpdateBody,
  type AuthUser,
} from '../../../../domain/accounts.ts';
import { localIsoDate } from '../../../../domain/dates.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { updateProfile, useSetCurrentUser } from '../../../lib/account.ts';
import {
  answerProblems,
  fieldErrorsOf,
  focusFirstProblem,
  ruleText,
  schemaProblems,
  type FieldProblems,
} from '../../../lib/field-rules.ts';
import { findCountry } from '../../../../domain/countries.ts';
import { guessCurrencyFromCountry } from '../../../lib/currency.ts';

const FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'nationality'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const idOf = (field: string) => `profile-${field}`;

function draftOf(user: AuthUser): Draft {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    nationality: user.nationality ?? '',
  };
}

/** What PATCH /api/auth/user gets: a date of birth left blank is left as it is. */
function updateOf(draft: Draft) {
  const { dateOfBirth, ...rest } = draft;
  return dateOfBirth ? { ...rest, dateOfBirth } : rest;
}

/** A refused date of birth said as such: "in_past" means it must be in the past. */
function birthText(rule: string, t: TFunction): string {
  return rule === 'in_past' ? t('account.dashboard.profile.dateOfBirthPast') : ruleText(t, rule);
}

function withBirthText(problems: FieldProblems, error: unknown, t: TFunction): FieldProblems {
  const born = fieldErrorsOf(bodyOf(error)).find((refused) => refused.field === 'dateOfBirth');
  return born ? { ...problems, dateOfBirth: birthText(born.rule, t) } : problems;
}

/** The traveller's own details (spec 2's profile): names, phone, date of birth, nationality. */
export function ProfileForm({ user }: { user: AuthUser }) {
  // The country they name guesses the currency prices are shown in, until they choose one.
  useEffect(() => {
    if (user.nationality) guessCurrencyFromCountry(findCountry(user.nationality)?.code);
  }, [user.nationality]);
  const { t, i18n } = useTranslation();
  const setUser = useSetCurrentUser();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      setUser(saved);
      setDraft(draftOf(saved));
      toast({
        title: t('account.dashboard.profile.savedTitle'),
        description: t('account.dashboard.profile.savedText'),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        setUser(null);
        return;
      }
      const refused = withBirthText(answerProblems(error, t), error, t);
      setProblems(refused);
      if (Object.keys(refused).length) focusFirstProblem(FIELDS, refused, idOf);
      else setFailure(errorText(error, t, i18n.language, 'checkout.refusals.server_error'));
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const update = updateOf(draft);
    const refused = schemaProblems(ProfileUpdateBody, update, t);
    const born = draft.dateOfBirth && dateOfBirthProblem(draft.dateOfBirth, localIsoDate());
    if (born && !refused.dateOfBirth) refused.dateOfBirth = birthText(born.rule, t);
    setProblems(refused);
    if (Object.keys(refused).length) {
      focusFirstProblem(FIELDS, refused, idOf);
      return;
    }
    save.mutate(update);
  }

  const field = (name: Field) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const problemCount = Object.keys(problems).length;

  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-2xl border border-slate-200 p-4 sm:p-6"
    >
      <h2 id="profile-heading" className="text-xl font-bold">
        {t('account.dashboard.profile.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('account.dashboard.profile.intro')}</p>
      <p className="mt-3 text-sm break-words">
        <span className="text-slate-600">
          {t('common.labelled', { label: t('account.dashboard.profile.email') })}{' '}
        </span>
        <span className="font-medium">{user.email}</span>
        {user.emailVerified ? (
          <span className="ml-2 inline-flex items-center gap-1 text-brand-800">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" />
            {t('account.dashboard.profile.verified')}
          </span>
        ) : null}
      </p>

      <form noValidate onSubmit={onSubmit} className="mt-5" data-testid="profile-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={idOf('firstName')}
            label={t('account.dashboard.profile.firstName')}
            error={problems.firstName}
            required
          >
            <Input autoComplete="given-name" {...field('firstName')} />
          </FormField>
          <FormField
            id={idOf('lastName')}
            label={t('account.dashboard.profile.lastName')}
            error={problems.lastName}
            required
          >
            <Input autoComplete="family-name" {...field('lastName')} />
          </FormField>
          <FormField
            id={idOf('phone')}
            label={t('account.dashboard.profile.phone')}
            hint={t('account.dashboard.profile.phoneHint')}
            error={problems.phone}
            optional
          >
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </FormField>
          <FormField
            id={idOf('dateOfBirth')}
            label={t('account.dashboard.profile.dateOfBirth')}
            error={problems.dateOfBirth}
            optional
          >
            <Input type="date" autoComplete="bday" max={localIsoDate()} {...field('dateOfBirth')} />
          </FormField>
          <FormField
            id={idOf('nationality')}
            label={t('account.dashboard.profile.nationality')}
            hint={t('account.dashboard.profile.nationalityHint')}
            error={problems.nationality}
            optional
          >
            <Input {...field('nationality')} />
          </FormField>
        </div>
        <div aria-live="polite" className="mt-4 text-sm font-medium text-clay-600">
          {problemCount
            ? t('account.dashboard.problems', { count: problemCount })
            : (failure ?? '')}
        </div>
        <Button type="submit" className="mt-2 w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending
            ? t('account.dashboard.profile.saving')
            : t('account.dashboard.profile.save')}
        </Button>
      </form>
    </section>
  );
}
