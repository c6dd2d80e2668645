/**
 * Visa rules for passports beyond the seven groups, by destination: every African Union member's
 * citizens and the other common passports (nationalities.ts lists them). A destination that
 * states one rule for "everyone else" gives it as 'others'; exemptions come before it. A
 * destination whose rule depends on each nationality (Senegal, Cabo Verde, The Gambia outside
 * Africa) has no 'others' rule, and the visa check says it has no rule on record.
 */
import { benin } from './countries/benin.ts';
import { burkinaFaso } from './countries/burkina-faso.ts';
import { cameroon } from './countries/cameroon.ts';
import { coteDIvoire } from './countries/cote-d-ivoire.ts';
import { theGambia } from './countries/the-gambia.ts';
import { ghana } from './countries/ghana.ts';
import { guinea } from './countries/guinea.ts';
import { guineaBissau } from './countries/guinea-bissau.ts';
import { liberia } from './countries/liberia.ts';
import { mali } from './countries/mali.ts';
import { mauritania } from './countries/mauritania.ts';
import { niger } from './countries/niger.ts';
import { nigeria } from './countries/nigeria.ts';
import { sierraLeone } from './countries/sierra-leone.ts';
import { togo } from './countries/togo.ts';
import type { CountryKnowledge, EntryRule, OtherPassportRule, Passport, Text } from './schema.ts';

/** A group's rule of the destination, for other citizens, with what differs for them. */
function like(
  country: CountryKnowledge,
  passport: Passport,
  change: Partial<EntryRule> = {},
): EntryRule {
  const { passport: _group, ...rule } = country.entry.rules.find((r) => r.passport === passport)!;
  return { ...rule, ...change };
}

/** The group's rule, its note followed by one more sentence. */
function likeWith(country: CountryKnowledge, passport: Passport, more: Text): EntryRule {
  const rule = like(country, passport);
  const note = rule.note ?? { en: '', fr: '' };
  return {
    ...rule,
    note: { en: `${note.en} ${more.en}`.trim(), fr: `${note.fr} ${more.fr}`.trim() },
  };
}

/** The destination's entry sources and review day, for a rule taken from its entry section. */
const checked = (country: CountryKnowledge) => ({
  sources: country.entry.sources,
  reviewed: country.entry.reviewed,
});

const passportOnly = (months: number): Text => ({
  en: `Passport valid for at least ${months} months on arrival`,
  fr: `Passeport valable au moins ${months} mois à l'arrivée`,
});
const yellowFeverCard: Text = {
  en: 'Yellow fever vaccination certificate',
  fr: 'Certificat de vaccination contre la fièvre jaune',
};

export const OTHER_PASSPORT_RULES: Record<string, OtherPassportRule[]> = {
  benin: [
    {
      passports: 'african-union',
      rule: {
        visaRequired: false,
        visaType: 'none',
        maxStayDays: 90,
        processingTime: null,
        feeUsd: null,
        requirements: [passportOnly(6), yellowFeverCard],
        note: {
          en: 'Benin has waived visas for every African passport holder for stays of up to 90 days since 2018.',
          fr: "Le Bénin dispense de visa tous les titulaires d'un passeport africain pour des séjours de 90 jours au plus depuis 2018.",
        },
      },
      ...checked(benin),
    },
    { passports: 'others', rule: like(benin, 'us'), ...checked(benin) },
  ],
  'burkina-faso': [
    {
      passports: 'african-union',
      rule: likeWith(burkinaFaso, 'uk', {
        en: 'Since September 2025 the visa is free for African nationals, but it must still be applied for before travel.',
        fr: 'Depuis septembre 2025, le visa est gratuit pour les ressortissants africains, mais il faut toujours le demander avant le départ.',
      }),
      ...checked(burkinaFaso),
    },
    { passports: 'others', rule: like(burkinaFaso, 'uk'), ...checked(burkinaFaso) },
  ],
  cameroon: [
    {
      // CEMAC: Central African Republic, Chad, Congo, Equatorial Guinea, Gabon.
      passports: ['CF', 'TD', 'CG', 'GQ', 'GA'],
      rule: {
        visaRequired: false,
        visaType: 'none',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: [passportOnly(6), yellowFeverCard],
        note: {
          en: 'Citizens of the other CEMAC countries (Central African Republic, Chad, Congo, Equatorial Guinea and Gabon) enter Cameroon without a visa.',
          fr: 'Les citoyens des autres pays de la CEMAC (Centrafrique, Tchad, Congo, Guinée équatoriale et Gabon) entrent au Cameroun sans visa.',
        },
      },
      ...checked(cameroon),
    },
    {
      passports: 'others',
      rule: likeWith(cameroon, 'uk', {
        en: 'A few nationalities have bilateral exemptions: check with a Cameroonian embassy.',
        fr: 'Quelques nationalités bénéficient d’exemptions bilatérales : renseignez-vous auprès d’une ambassade du Cameroun.',
      }),
      ...checked(cameroon),
    },
  ],
  'cote-d-ivoire': [
    {
      passports: 'others',
      rule: likeWith(coteDIvoire, 'uk', {
        en: 'A few nationalities are exempt under bilateral agreements: check yours on the SNEDAI site.',
        fr: 'Quelques nationalités sont exemptées par des accords bilatéraux : vérifiez la vôtre sur le site de la SNEDAI.',
      }),
      ...checked(coteDIvoire),
    },
  ],
  'the-gambia': [
    {
      passports: 'african-union',
      rule: {
        visaRequired: false,
        visaType: 'none',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: [passportOnly(6)],
        note: {
          en: 'Holders of African passports enter The Gambia without a visa; the Immigration Department sets the length of stay at the border.',
          fr: "Les titulaires d'un passeport africain entrent en Gambie sans visa ; le service de l'immigration fixe la durée du séjour à la frontière.",
        },
      },
      ...checked(theGambia),
    },
  ],
  ghana: [
    {
      passports: ['ZA'],
      rule: {
        visaRequired: false,
        visaType: 'none',
        maxStayDays: 90,
        processingTime: null,
        feeUsd: null,
        requirements: [passportOnly(6), yellowFeverCard],
        note: {
          en: 'Ghana and South Africa have waived visas for each other’s citizens for stays of up to 90 days since 1 November 2023.',
          fr: "Le Ghana et l'Afrique du Sud dispensent de visa leurs citoyens respectifs pour des séjours de 90 jours au plus depuis le 1er novembre 2023.",
        },
      },
      ...checked(ghana),
    },
    {
      passports: 'african-union',
      rule: likeWith(ghana, 'eu', {
        en: 'Ghana announced visa-free entry for every African passport holder in 2025; the rule has changed recently, so check with the Ghana Immigration Service before applying.',
        fr: "Le Ghana a annoncé en 2025 l'entrée sans visa pour tous les titulaires d'un passeport africain ; la règle a changé récemment, vérifiez auprès du Ghana Immigration Service avant de faire la demande.",
      }),
      ...checked(ghana),
    },
    { passports: 'others', rule: like(ghana, 'eu'), ...checked(ghana) },
  ],
  guinea: [{ passports: 'others', rule: like(guinea, 'uk'), ...checked(guinea) }],
  'guinea-bissau': [
    { passports: 'others', rule: like(guineaBissau, 'uk'), ...checked(guineaBissau) },
  ],
  liberia: [
    {
      passports: 'others',
      rule: like(liberia, 'uk', {
        note: {
          en: 'Liberia requires a visa from everyone outside ECOWAS. Apply at a Liberian embassy, or check the Liberia Immigration Service portal: its online visa on arrival (US$102.50) is open to some nationalities only.',
          fr: "Le Liberia exige un visa de tous les voyageurs hors CEDEAO. Faites la demande dans une ambassade du Liberia, ou vérifiez sur le portail du Liberia Immigration Service : son visa à l'arrivée en ligne (102,50 $US) n'est ouvert qu'à certaines nationalités.",
        },
      }),
      ...checked(liberia),
    },
  ],
  mali: [{ passports: 'others', rule: like(mali, 'uk'), ...checked(mali) }],
  mauritania: [
    {
      passports: 'others',
      rule: likeWith(mauritania, 'uk', {
        en: 'Citizens of a few neighbouring countries are exempt: check yours on the ANRPTS portal.',
        fr: 'Les citoyens de quelques pays voisins en sont dispensés : vérifiez le vôtre sur le portail de l’ANRPTS.',
      }),
      ...checked(mauritania),
    },
  ],
  niger: [{ passports: 'others', rule: like(niger, 'uk'), ...checked(niger) }],
  nigeria: [{ passports: 'others', rule: like(nigeria, 'uk'), ...checked(nigeria) }],
  'sierra-leone': [
    {
      passports: 'african-union',
      rule: like(sierraLeone, 'uk', {
        note: {
          en: 'Apply and pay online on the official eVisa system before travel; nationals of African Union countries pay less than the US$80 charged to others. The visa is then issued on arrival at Lungi airport or a land border.',
          fr: "Faites la demande et payez en ligne sur le système eVisa officiel avant le départ ; les ressortissants des pays de l'Union africaine paient moins que les 80 $US demandés aux autres. Le visa est ensuite délivré à l'arrivée à l'aéroport de Lungi ou à une frontière terrestre.",
        },
      }),
      ...checked(sierraLeone),
    },
    { passports: 'others', rule: like(sierraLeone, 'uk'), ...checked(sierraLeone) },
  ],
  togo: [{ passports: 'others', rule: like(togo, 'uk'), ...checked(togo) }],
};
