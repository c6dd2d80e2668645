import type { DocumentLanguage } from '../../../domain/languages.ts';

type Mail = { subject: string; text: string };

type AccountWording = {
  verify: (link: string) => Mail;
  reset: (link: string) => Mail;
};

const EN: AccountWording = {
  verify: (link) => ({
    subject: 'Confirm your e-mail address for Teranga',
    text: [
      'Welcome to Teranga.',
      '',
      'Confirm that this address is yours by opening this link (valid for 48 hours):',
      link,
      '',
      'Once it is confirmed, bookings made with this address appear in your account.',
      'If you did not create an account, ignore this e-mail.',
    ].join('\n'),
  }),
  reset: (link) => ({
    subject: 'Reset your Teranga password',
    text: [
      'Someone asked to reset the password of the Teranga account of this address.',
      '',
      'Choose a new password with this link (valid for one hour, once):',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  }),
};

const FR: AccountWording = {
  verify: (link) => ({
    subject: 'Confirmez votre adresse e-mail pour Teranga',
    text: [
      'Bienvenue sur Teranga.',
      '',
      'Confirmez que cette adresse est la vôtre en ouvrant ce lien (valable 48 heures) :',
      link,
      '',
      'Une fois confirmée, les réservations faites avec cette adresse apparaissent dans votre compte.',
      "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    ].join('\n'),
  }),
  reset: (link) => ({
    subject: 'Réinitialisez votre mot de passe Teranga',
    text: [
      'Une réinitialisation du mot de passe du compte Teranga de cette adresse a été demandée.',
      '',
      'Choisissez un nouveau mot de passe avec ce lien (valable une heure, une seule fois) :',
      link,
      '',
      "Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.",
    ].join('\n'),
  }),
};

/** The account e-mails in the language the traveller used (English when unknown). */
export function accountMail(language: DocumentLanguage | undefined): AccountWording {
  return language === 'fr' ? FR : EN;
}
