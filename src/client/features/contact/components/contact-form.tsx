import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import {
  CONTACT_CATEGORIES,
  ContactBody,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
  type ContactCategory,
} from '../../../../domain/contact.ts';
import { MAX_NAME_LENGTH } from '../../../../domain/input.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, NativeSelect } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import {
  answerProblems,
  focusFirstProblem,
  schemaProblems,
  type FieldProblems,
} from '../../../lib/field-rules.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const FIELDS = ['name', 'email', 'subject', 'category', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Draft = {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
};
const EMPTY: Draft = { name: '', email: '', subject: '', category: 'general', message: '' };

/** Spec 2's contact form: name, e-mail and message required; it empties once sent. */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const send = useSendContactMessage();
  const fieldId = (field: string) => `${id}-${field}`;

  function change(field: Field, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function refuse(found: FieldProblems) {
    setProblems(found);
    focusFirstProblem(FIELDS, found, fieldId);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    if (!draft.name.trim() || !draft.email.trim() || !draft.message.trim()) {
      toast({
        title: t('contact.form.missingTitle'),
        description: t('contact.form.missingText'),
        variant: 'destructive',
      });
    }
    const found = schemaProblems(ContactBody, draft, t);
    if (Object.values(found).some(Boolean)) return refuse(found);
    send.mutate(draft, {
      onSuccess: () => {
        toast({ title: t('contact.form.sentTitle'), description: t('contact.form.sentText') });
        setDraft(EMPTY);
        setProblems({});
      },
      onError: (error) => {
        refuse(answerProblems(error, t));
        toast({
          title: t('contact.form.failedTitle'),
          description: t('contact.form.failedText'),
          variant: 'destructive',
        });
      },
    });
  }

  /** A field with its label (required ones starred, optional ones said) and its problem. */
  function field(
    name: Field,
    label: string,
    mark: 'required' | 'optional' | null,
    control: ReactNode,
  ) {
    return (
      <div>
        <Label htmlFor={fieldId(name)}>
          {label}
          {mark === 'required' ? (
            <>
              {' '}
              <span aria-hidden="true" className="text-clay-600">
                *
              </span>
            </>
          ) : mark === 'optional' ? (
            <span className="font-normal text-slate-600"> {t('contact.form.optional')}</span>
          ) : null}
        </Label>
        {control}
        {problems[name] ? (
          <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">
            {problems[name]}
          </p>
        ) : null}
      </div>
    );
  }

  const described = (name: Field, required = false) => ({
    id: fieldId(name),
    'aria-required': required || undefined,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${fieldId(name)}-error` : undefined,
    className: problems[name] ? 'border-red-600' : undefined,
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('contact.form.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('contact.form.required')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'name',
          t('contact.form.name'),
          'required',
          <Input
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            value={draft.name}
            onChange={(e) => change('name', e.target.value)}
            {...described('name', true)}
          />,
        )}
        {field(
          'email',
          t('contact.form.email'),
          'required',
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={draft.email}
            onChange={(e) => change('email', e.target.value)}
            {...described('email', true)}
          />,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'subject',
          t('contact.form.subject'),
          'optional',
          <Input
            maxLength={MAX_SUBJECT_LENGTH}
            value={draft.subject}
            onChange={(e) => change('subject', e.target.value)}
            {...described('subject')}
          />,
        )}
        {field(
          'category',
          t('contact.form.category'),
          null,
          <NativeSelect
            value={draft.category}
            onChange={(e) => change('category', e.target.value)}
            {...described('category')}
          >
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`contact.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>,
        )}
      </div>
      {field(
        'message',
        t('contact.form.message'),
        'required',
        <Textarea
          rows={6}
          maxLength={MAX_CONTACT_MESSAGE_LENGTH}
          placeholder={t('contact.form.messagePlaceholder')}
          value={draft.message}
          onChange={(e) => change('message', e.target.value)}
          {...described('message', true)}
        />,
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
