import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorContactBody, type TourOperator } from '../../../../domain/tours.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import {
  answerProblems,
  focusFirstProblem,
  schemaProblems,
  type FieldProblems,
} from '../../../lib/field-rules.ts';
import { TextArea } from './tour-bits.tsx';
import { useContactTourOperator, type OperatorMessage } from '../api/contact-tour-operator.ts';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: OperatorMessage = { name: '', email: '', message: '' };

/** 'Contact' on an operator card: a message sent on to the operator by e-mail. */
export function OperatorContactDialog({
  operator,
  onClose,
}: {
  operator: TourOperator | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={operator !== null}
      onOpenChange={(open) => !open && onClose()}
      title={operator ? t('tours.contact.title', { name: operator.name }) : ''}
      description={operator ? t('tours.contact.description', { name: operator.name }) : undefined}
      className="sm:w-[min(36rem,calc(100vw-2rem))]"
    >
      {operator ? <OperatorContactForm operator={operator} onSent={onClose} /> : null}
    </Dialog>
  );
}

function OperatorContactForm({ operator, onSent }: { operator: TourOperator; onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState<OperatorMessage>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const send = useContactTourOperator(operator.id);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const fieldId = (field: string) => `${id}-${field}`;

  function change(field: Field, value: string) {
    setMessage((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function described(field: Field) {
    return {
      id: fieldId(field),
      'aria-invalid': problems[field] ? true : undefined,
      className: problems[field] ? 'border-red-600' : undefined,
      'aria-describedby': problems[field] ? `${fieldId(field)}-error` : undefined,
    };
  }

  function problemOf(field: Field) {
    const problem = problems[field];
    return problem ? (
      <p id={`${fieldId(field)}-error`} className="mt-1 text-sm text-red-700">
        {problem}
      </p>
    ) : null;
  }

  function refuse(found: FieldProblems) {
    setProblems(found);
    focusFirstProblem(FIELDS, found, fieldId);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const found = schemaProblems(OperatorContactBody, message, t);
    if (!message.name.trim() || !message.email.trim() || !message.message.trim()) {
      toast({
        title: t('tours.contact.missingTitle'),
        description: t('tours.contact.missingText'),
        variant: 'destructive',
      });
    }
    if (Object.values(found).some(Boolean)) {
      refuse(found);
      return;
    }
    send.mutate(message, {
      onSuccess: () => {
        toast({
          title: t('tours.contact.sentTitle'),
          description: t('tours.contact.sentText', { name: operator.name }),
        });
        setMessage(EMPTY);
        onSent();
      },
      onError: (error) => {
        const refused = answerProblems(error, t);
        if (Object.values(refused).some(Boolean)) {
          refuse(refused);
          return;
        }
        toast({
          title: t('tours.contact.failedTitle'),
          description: t('tours.contact.failedText'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <div>
        <Label htmlFor={fieldId('name')}>{t('tours.contact.name')} *</Label>
        <Input
          ref={nameRef}
          autoComplete="name"
          aria-required="true"
          value={message.name}
          onChange={(e) => change('name', e.target.value)}
          {...described('name')}
        />
        {problemOf('name')}
      </div>
      <div>
        <Label htmlFor={fieldId('email')}>{t('tours.contact.email')} *</Label>
        <Input
          type="email"
          autoComplete="email"
          aria-required="true"
          value={message.email}
          onChange={(e) => change('email', e.target.value)}
          {...described('email')}
        />
        {problemOf('email')}
      </div>
      <div>
        <Label htmlFor={fieldId('message')}>{t('tours.contact.message')} *</Label>
        <TextArea
          rows={5}
          maxLength={2000}
          aria-required="true"
          value={message.message}
          onChange={(e) => change('message', e.target.value)}
          {...described('message')}
        />
        {problemOf('message')}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? t('tours.contact.sending') : t('tours.contact.submit')}
      </Button>
    </form>
  );
}
