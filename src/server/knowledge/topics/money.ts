import type { TopicKnowledge } from '../schema.ts';

export const money: TopicKnowledge = {
  topic: 'money',
  title: { en: 'Money', fr: 'Argent' },
  summary: {
    en: 'The 17 countries covered here use ten currencies, from the Nigerian naira and Ghanaian cedi to two different CFA francs, and the region is still mostly a cash economy. Cards work in large hotels, supermarkets and with airlines; most people pay in cash or by mobile money.',
    fr: "Les 17 pays couverts ici utilisent dix monnaies, du naira nigérian et du cedi ghanéen à deux francs CFA différents, et la région reste surtout une économie d'espèces. La carte passe dans les grands hôtels, les supermarchés et auprès des compagnies aériennes ; la plupart des gens paient en espèces ou par paiement mobile (mobile money).",
  },
  points: [
    {
      en: "XOF, the West African CFA franc (F CFA), issued by the BCEAO, is shared by the eight UEMOA countries: Benin, Burkina Faso, Côte d'Ivoire, Guinea-Bissau, Mali, Niger, Senegal and Togo. It is pegged to the euro at 655.957 F CFA = 1 €.",
      fr: "Le XOF, franc CFA d'Afrique de l'Ouest (F CFA), émis par la BCEAO, est commun aux huit pays de l'UEMOA : Bénin, Burkina Faso, Côte d'Ivoire, Guinée-Bissau, Mali, Niger, Sénégal et Togo. Il est arrimé à l'euro à 655,957 F CFA = 1 €.",
    },
    {
      en: 'XAF, the Central African CFA franc used in Cameroon, has the same euro peg and the same value, but the two CFA francs are not interchangeable: XAF notes are refused in XOF countries and vice versa. Spend or change them before you cross.',
      fr: "Le XAF, franc CFA d'Afrique centrale utilisé au Cameroun, a la même parité avec l'euro et la même valeur, mais les deux francs CFA ne sont pas interchangeables : les billets XAF sont refusés dans les pays du XOF et inversement. Dépensez-les ou changez-les avant de passer la frontière.",
    },
    {
      en: 'NGN, the Nigerian naira (₦), has floated since 2023 and lost much of its value; foreign cards are often declined in Nigeria, so bring clean US dollars or euros to change at banks or licensed bureaux. GHS, the Ghanaian cedi (GH₵), is Ghana’s only legal tender; cards are more widely accepted in Accra than upcountry.',
      fr: "Le NGN, naira nigérian (₦), flotte depuis 2023 et a perdu une grande partie de sa valeur ; les cartes étrangères sont souvent refusées au Nigéria : apportez des dollars ou des euros en bon état à changer en banque ou dans un bureau agréé. Le GHS, cedi ghanéen (GH₵), est la seule monnaie légale au Ghana ; la carte est plus souvent acceptée à Accra qu'à l'intérieur du pays.",
    },
    {
      en: 'SLE, the Sierra Leonean leone, was redenominated in 2022–2023: 1 new leone = 1,000 old leones, and the old code SLL is gone. Some prices are still quoted in old leones, so check the zeros.',
      fr: "Le SLE, leone sierra-léonais, a été redénominé en 2022-2023 : 1 nouveau leone = 1 000 anciens leones, et l'ancien code SLL a disparu. Certains prix sont encore annoncés en anciens leones : vérifiez les zéros.",
    },
    {
      en: 'LRD, the Liberian dollar, circulates alongside the US dollar, which is used for hotels and larger prices. Bring clean, recent US notes: torn or old notes are refused across the region.',
      fr: 'Le LRD, dollar libérien, circule à côté du dollar américain, utilisé pour les hôtels et les montants importants. Apportez des billets américains récents et en bon état : les billets abîmés ou anciens sont refusés dans toute la région.',
    },
    {
      en: 'The other currencies are the Gambian dalasi (GMD), the Guinean franc (GNF), the Cabo Verdean escudo (CVE, pegged to the euro at 110.265 escudos = 1 €) and the Mauritanian ouguiya (MRU, redenominated in 2018 at 10 old ouguiyas = 1 new).',
      fr: "Les autres monnaies sont le dalasi gambien (GMD), le franc guinéen (GNF), l'escudo cap-verdien (CVE, arrimé à l'euro à 110,265 escudos = 1 €) et l'ouguiya mauritanien (MRU, redénominé en 2018 à raison de 10 anciens ouguiyas pour 1 nouveau).",
    },
    {
      en: 'Mobile money is how most people pay: Orange Money, Wave, MTN Mobile Money and others. Visitors can use it with a local SIM registered with their passport; in Nigeria, bank transfers and card terminals (POS) play that role but need a Nigerian bank account.',
      fr: "Le paiement mobile (mobile money) est le moyen de paiement de la plupart des gens : Orange Money, Wave, MTN Mobile Money et d'autres. Les visiteurs peuvent l'utiliser avec une SIM locale enregistrée avec leur passeport ; au Nigéria, les virements et les terminaux de paiement (POS) jouent ce rôle mais exigent un compte bancaire nigérian.",
    },
    {
      en: 'Cards: Visa is more widely accepted than Mastercard, mainly in large hotels, supermarkets, airlines and some restaurants. ATMs are found in cities; withdraw cash before heading to rural areas, and tell your bank where you are travelling.',
      fr: 'Cartes : Visa est plus largement acceptée que Mastercard, surtout dans les grands hôtels, les supermarchés, les compagnies aériennes et certains restaurants. Les distributeurs se trouvent dans les villes ; retirez des espèces avant de partir en zone rurale, et prévenez votre banque de vos destinations.',
    },
  ],
  sources: [
    {
      name: "Banque Centrale des États de l'Afrique de l'Ouest (BCEAO)",
      url: 'https://www.bceao.int',
    },
    { name: "Banque des États de l'Afrique Centrale (BEAC)", url: 'https://www.beac.int' },
    { name: 'Central Bank of Nigeria', url: 'https://www.cbn.gov.ng' },
    { name: 'Bank of Ghana', url: 'https://www.bog.gov.gh' },
    { name: 'Bank of Sierra Leone', url: 'https://www.bsl.gov.sl' },
    { name: 'Central Bank of Liberia', url: 'https://www.cbl.org.lr' },
  ],
  reviewed: '2026-11-25',
};
