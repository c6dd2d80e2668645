import { describe, expect, it } from 'vitest';
import { placeName } from '../../src/domain/place-names.ts';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import { createBuiltinAssistant } from '../../src/server/services/assistant/engine.ts';
import { detectLanguage } from '../../src/server/services/assistant/understand.ts';
import type { SearchDeps } from '../../src/server/services/assistant/searches.ts';

/**
 * The answer-quality suite: real questions travellers ask before a West Africa trip, each with
 * the facts its answer must state and the claims it must not make. Scored; below 97% fails. Every answer is also checked for
 * the French that templates get wrong ("de Ghana", "de Allemagne", "à le").
 */

type Case = {
  q: string;
  history?: string[];
  must: RegExp[];
  mustNot?: RegExp[];
  /** Every one must match the href of one of the answer's links. */
  links?: RegExp[];
  /** None may match the href of any of the answer's links. */
  noLinks?: RegExp[];
  /** The longest the answer may be, in words (sources aside). */
  maxWords?: number;
};

const CASES: Case[] = [
  // Visas, by passport
  {
    q: 'Do US citizens need a visa for Ghana?',
    must: [/^Yes\. US citizens need a visa for Ghana/, /yellow fever/],
  },
  {
    q: "I'm British, do I need a visa for Senegal?",
    must: [/^No\. UK citizens do not need a visa for Senegal/, /90 days/],
  },
  {
    q: 'Does a Canadian need a visa to visit Senegal?',
    must: [/^No\. Canadian citizens do not need a visa for Senegal/],
  },
  {
    q: 'Do Nigerians need a visa for Ghana?',
    must: [/^No\. Citizens of Nigeria \(ECOWAS\) do not need a visa for Ghana/],
  },
  {
    q: 'Do I need a visa for Nigeria as an American?',
    must: [/^Yes\. US citizens need a visa for Nigeria/, /e-visa/i],
  },
  {
    q: "Visa for Côte d'Ivoire with a French passport?",
    must: [/^Yes\. Citizens of France \(EU\) need a visa for C[ôo]te d.Ivoire/],
  },
  {
    q: 'Do EU citizens need a visa for Cabo Verde?',
    must: [/^No\. EU citizens do not need a visa for Cabo Verde/, /EASE/],
  },
  {
    q: 'Do Chinese citizens need a visa for Ghana?',
    must: [/^Yes\. Chinese citizens need a visa for Ghana/],
  },
  {
    q: "Les Français ont-ils besoin d'un visa pour le Sénégal ?",
    must: [/^Non\. Les citoyens de France \(UE\) n'ont pas besoin de visa pour le Sénégal/],
  },
  {
    q: "Un Américain a-t-il besoin d'un visa pour le Ghana ?",
    must: [/^Oui\. Les citoyens américains ont besoin d'un visa pour le Ghana/, /fièvre jaune/],
  },
  {
    q: 'Do Ghanaians need a visa for Togo?',
    must: [/^No\. Citizens of Ghana \(ECOWAS\) do not need a visa for Togo/],
  },
  {
    q: 'Do US citizens need a visa for Benin?',
    must: [/^Yes\. US citizens need a visa for Benin/, /e-visa/i],
  },
  {
    q: 'Do I need a visa for Sierra Leone?',
    must: [/Tell me which passport you hold/, /US citizens/],
  },
  {
    q: 'How long must my passport be valid to enter Ghana?',
    must: [/valid for at least 6 months/],
  },
  { q: 'Do US citizens need a visa for Togo?', must: [/^Yes\. US citizens need a visa for Togo/] },
  {
    q: 'Does Ghana require a visa from ECOWAS citizens?',
    must: [/^No\. ECOWAS citizens do not need a visa for Ghana/],
  },
  {
    q: 'Do Indian citizens need a visa for Nigeria?',
    must: [/^Yes\. Indian citizens need a visa for Nigeria/],
  },
  {
    q: 'Do UK citizens need a visa for Cameroon?',
    must: [/^Yes\. UK citizens need a visa for Cameroon/],
  },
  // Health
  {
    q: 'Do I need a yellow fever vaccination for Ghana?',
    must: [/yellow fever/i, /requires?d?\b/i, /every traveller/],
    mustNot: [/not required/i],
  },
  {
    q: 'Is a yellow fever certificate required for Togo?',
    must: [/yellow fever/i, /required/i],
    mustNot: [/not required/i],
  },
  { q: 'Is there malaria in Senegal?', must: [/malaria/i] },
  {
    q: 'Faut-il le vaccin contre la fièvre jaune pour le Ghana ?',
    must: [/fièvre jaune/i],
    mustNot: [/yellow fever/i],
  },
  {
    q: 'Which countries require a yellow fever certificate?',
    must: [/required from every traveller in .*Ghana/, /Togo/, /Sierra Leone/],
  },
  // Seasons
  { q: 'When is the best time to visit Ghana?', must: [/Best months: .*December/] },
  { q: 'When is the rainy season in Sierra Leone?', must: [/rain/i, /Best months: /] },
  { q: 'Is August a good time to visit Senegal?', must: [/^August is in Senegal's rainy season/] },
  {
    q: 'Quelle est la meilleure période pour visiter le Sénégal ?',
    must: [/Meilleurs mois : /, /décembre/],
  },
  { q: 'What is the harmattan?', must: [/harmattan/i] },
  {
    q: 'Best time to visit Liberia?',
    must: [/Best months: .*November.*April|Best months: .*December.*April/],
  },
  // Money
  { q: "What currency is used in Côte d'Ivoire?", must: [/XOF/, /CFA/] },
  { q: 'What currency does Sierra Leone use?', must: [/\(SLE, /, /leone/i] },
  { q: 'Which currency is used in Cameroon?', must: [/XAF/] },
  { q: 'Can I pay by credit card in Nigeria?', must: [/NGN/, /card/i] },
  { q: 'What money do they use in Ghana?', must: [/GHS/, /cedi/i] },
  {
    q: 'Quelle monnaie utilise-t-on au Liberia ?',
    must: [/LRD/, /dollar/i],
    mustNot: [/ pays in /],
  },
  { q: 'What currency is used in Mauritania?', must: [/MRU/, /ouguiya/i] },
  { q: 'Cabo Verde currency?', must: [/CVE/, /escudo/i] },
  { q: 'What currency is used in The Gambia?', must: [/GMD/, /dalasi/i] },
  // Costs
  {
    q: 'What does a week in Senegal cost?',
    must: [/For 7 days that is about \$/, /a day on a budget/],
  },
  {
    q: 'How much does a trip to Ghana cost per day?',
    must: [/In Ghana, one traveller spends about \$\d+–\$\d+ a day/],
  },
  // Languages
  { q: 'What languages are spoken in Senegal?', must: [/French/, /Wolof/] },
  { q: 'What language do they speak in Guinea-Bissau?', must: [/Portuguese/] },
  { q: 'What is the official language of Cabo Verde?', must: [/Official: Portuguese/] },
  { q: 'How do I say hello in Ghana?', must: [/A few phrases:/] },
  { q: 'Quelle langue parle-t-on au Nigeria ?', must: [/anglais/] },
  // Getting around
  { q: 'How do I get from Accra to Kumasi?', must: [/Accra to Kumasi \(about \d/] },
  { q: 'How do I get from Dakar to Saint-Louis?', must: [/Saint-Louis/] },
  // Food, etiquette, photography, safety
  { q: 'What food should I try in Nigeria?', must: [/jollof/i] },
  { q: 'What should I eat in Senegal?', must: [/thi[eé]b/i] },
  { q: 'Can I take photos of soldiers in Nigeria?', must: [/military|soldier|police/i] },
  { q: 'Is it safe to travel to Mali?', must: [/advis|security|terror|avoid|kidnap/i] },
  { q: 'What is the tipping etiquette in Ghana?', must: [/tip|greet/i] },
  // Sights and overviews
  { q: 'What should I see in Ghana?', must: [/Cape Coast/] },
  { q: 'Things to do in Senegal', must: [/Gor[ée]e/] },
  { q: 'Que voir au Bénin ?', must: [/Ouidah/, /À voir au Bénin/] },
  { q: 'Tell me about Togo', must: [/capital Lomé/] },
  { q: 'What is the capital of Burkina Faso?', must: [/Ouagadougou/] },
  { q: 'Nigeria', must: [/capital Abuja/, /NGN/] },
  // Follow-ups that keep the context
  {
    q: 'And for Senegal?',
    history: ['Do US citizens need a visa for Ghana?'],
    must: [/^No\. US citizens do not need a visa for Senegal/],
  },
  {
    q: 'and in December?',
    history: ['When is the best time to visit Ghana?'],
    must: [/^December is one of the best months to visit Ghana/],
  },
  {
    q: 'Et au Ghana ?',
    history: ['Quelle monnaie utilise-t-on au Sénégal ?'],
    must: [/GHS/, /Au Ghana, on paie/],
  },
  // What it does not know, it says
  { q: 'Do I need a visa for Kenya?', must: [/I only know West Africa/], mustNot: [/^Yes|^No/] },
  { q: 'What is the meaning of life?', must: [/^I don't know the answer to that/] },
  { q: 'Bonjour', must: [/^Bonjour !/] },
];

/** Issue 38: questions written from the evaluator's kinds and from sources, before being run. */
const MORE_CASES: Case[] = [
  // Yes/no questions, answered as asked (and often "no")
  {
    q: 'Can an American get a visa on arrival in Liberia?',
    must: [/^No\b/, /embassy/],
    mustNot: [/^Yes/],
  },
  {
    q: "I'm Ghanaian. Can I go to Cameroon without a visa like in ECOWAS countries?",
    must: [/^No\b/, /Cameroon is not (?:a member of ECOWAS|an ECOWAS member)/],
  },
  { q: "Is Cabo Verde's currency the CFA franc?", must: [/^No\b/, /escudo/] },
  { q: "Is Ghana's currency the CFA franc?", must: [/^No\b/, /cedi/] },
  { q: 'Is the cedi used in Senegal?', must: [/^No\b/, /CFA/] },
  { q: 'Is the CFA franc used in Senegal?', must: [/^Yes\b/, /XOF/] },
  { q: 'Does Nigeria use the naira?', must: [/^Yes\b/, /NGN/] },
  {
    q: 'Can US citizens get a visa on arrival in Nigeria?',
    must: [/^No\b/, /e-visa/],
  },
  {
    q: 'Can I get a visa on arrival in Togo as a British citizen?',
    must: [/^No\b/, /online/],
  },
  { q: 'Can Canadians get a visa on arrival in Liberia?', must: [/^Yes\b/, /on arrival/] },
  { q: 'Do British citizens need a visa for The Gambia?', must: [/^No\b/, /28 days/] },
  {
    q: 'Can a Nigerian enter Cameroon without a visa?',
    must: [/^No\b/, /Cameroon is not (?:a member of ECOWAS|an ECOWAS member)/],
  },
  { q: 'Can Senegalese citizens travel to Mali without a visa?', must: [/^Yes\b/] },
  { q: 'Is a visa required for Americans in Senegal?', must: [/^No\b/] },
  { q: 'Do Chinese citizens need a visa for Senegal?', must: [/^Yes\b/, /embassy/] },
  { q: 'Is Mauritania in ECOWAS?', must: [/^No\b/] },
  { q: 'Is Mali still a member of ECOWAS?', must: [/^No\b/, /January 2025/] },
  { q: 'Is Ghana a member of ECOWAS?', must: [/^Yes\b/] },
  {
    q: 'Do I need a yellow fever certificate for Togo?',
    must: [/^Yes\b/, /yellow fever/i],
  },
  {
    q: "Un Américain peut-il obtenir un visa à l'arrivée au Liberia ?",
    must: [/^Non\b/, /ambassade/],
  },
  {
    q: 'Je suis ghanéen. Puis-je aller au Cameroun sans visa comme dans la CEDEAO ?',
    must: [/^Non\b/, /Le Cameroun n'est pas membre de la CEDEAO/],
  },
  { q: 'La monnaie du Cap-Vert est-elle le franc CFA ?', must: [/^Non\b/, /escudo/] },
  { q: 'Le Ghana utilise-t-il le franc CFA ?', must: [/^Non\b/, /cedi/] },
  { q: "Le franc CFA est-il utilisé en Côte d'Ivoire ?", must: [/^Oui\b/, /XOF/] },
  {
    q: "Les Britanniques ont-ils besoin d'un visa pour le Nigeria ?",
    must: [/^Oui\. Les citoyens britanniques ont besoin d'un visa pour le Nigéria/],
  },
  { q: 'Un Canadien peut-il entrer au Sénégal sans visa ?', must: [/^Oui\b/] },
  { q: "Peut-on obtenir un visa à l'arrivée au Nigeria ?", must: [/^Non\b/, /e-visa/] },
  { q: 'La Mauritanie fait-elle partie de la CEDEAO ?', must: [/^Non\b/] },
  { q: 'Le Mali fait-il encore partie de la CEDEAO ?', must: [/^Non\b/, /janvier 2025/] },
  { q: 'Un Sénégalais peut-il aller au Mali sans visa ?', must: [/^Oui\b/] },
  { q: 'La fièvre jaune est-elle obligatoire pour le Togo ?', must: [/^Oui\b/, /fièvre jaune/] },

  // The asked topic first, nothing unrelated before it
  {
    q: 'How do I get a visa for Togo?',
    must: [/^ECOWAS citizens need no visa/],
    mustNot: [/Lomé to|Lomé –/],
  },
  {
    q: 'Do I need a visa to fly to Lagos as an American?',
    must: [/^Yes\. US citizens need a visa for Nigeria/],
    mustNot: [/Tell me where you fly from/],
  },
  { q: 'Malaria tablets for Ghana?', must: [/^[^\n]*malaria/i], mustNot: [/^[^\n]*yellow fever/i] },
  { q: 'Is there malaria in Senegal?', must: [/^[^\n]*[Mm]alaria/] },
  { q: 'Can I drink the tap water in Ghana?', must: [/^[^\n]*water/i] },
  {
    q: 'Do I need a yellow fever certificate for Nigeria?',
    must: [/^[^\n]*yellow fever/i],
  },
  {
    q: 'When is the best time to visit Ghana, and is it safe?',
    must: [/Best months:[\s\S]*pickpocket/],
  },
  {
    q: 'What should I know about visas in West Africa?',
    must: [/^Citizens of ECOWAS countries move across the region/],
  },
  {
    q: 'Hotel in Accra under 100 dollars a night',
    must: [/Accra/],
    mustNot: [/ pays in the /, /currency/i],
  },
  {
    q: "Faut-il un traitement antipaludique pour la Côte d'Ivoire ?",
    must: [/^[^\n]*paludisme/i],
    mustNot: [/^[^\n]*fièvre jaune/i],
  },
  {
    q: 'Faut-il des comprimés contre le paludisme pour le Sénégal ?',
    must: [/^[^\n]*paludisme/i],
  },
  {
    q: 'Dois-je prendre un traitement contre le paludisme au Bénin ?',
    must: [/^[^\n]*paludisme/i],
  },
  { q: 'Comment obtenir un visa pour le Togo ?', must: [/^Les citoyens de la CEDEAO/] },

  // Limits in the question: price caps, guests, dates
  {
    q: 'Hotel in Accra under 100 dollars a night',
    must: [/Accra/],
    mustNot: [/• [^\n]*\$(?:1\d\d|[2-9]\d\d)\b/],
    links: [/^\/hotels\?destination=Accra&.*maxPrice=100\b/],
  },
  {
    q: 'Hôtel à Dakar à moins de 50 000 FCFA la nuit',
    must: [/655,957/, /88/],
    mustNot: [/\b(?:9\d|1\d\d|2\d\d) \$/],
    links: [/^\/hotels\?destination=Dakar&.*maxPrice=88\b/],
  },
  { q: 'Hotels in Lagos for 4 guests', must: [/4 guests/], links: [/guests=4\b/] },
  {
    q: 'Hotels in Accra from 12 December to 15 December',
    must: [/3 nights/],
    links: [/checkIn=2026-12-12&checkOut=2026-12-15/],
  },
  {
    q: 'Hôtel à Abidjan du 20 au 23 décembre pour 3 personnes',
    must: [/3 nuits/, /3 voyageurs/],
    links: [/checkIn=2026-12-20&checkOut=2026-12-23&guests=3/],
  },
  {
    q: 'Cheap hotel in Kumasi below $60 per night',
    mustNot: [/\$(?:6[1-9]|[7-9]\d|\d{3})\b/],
    must: [/Kumasi/],
    links: [/maxPrice=60\b/],
  },
  {
    q: 'Hotel in Dakar under 80 euros a night',
    must: [/€1 = \$1\.16|1 € = 1,16 \$/],
    links: [/maxPrice=92\b/],
  },
  {
    q: 'Flights from Lagos to Accra under $150',
    must: [/Lagos \(LOS\) to Accra \(ACC\)/],
    mustNot: [/• [^\n]*\$(?:1[5-9]\d|[2-9]\d\d)\b/],
  },
  {
    q: 'Tours in Ghana under 200 dollars',
    must: [/tours in Ghana/],
    mustNot: [/\$(?:2\d\d|[3-9]\d\d)\b per person/],
  },
  { q: 'Tours in Kumasi', must: [/Kumasi/], links: [/^\/tour-operators\?country=Ghana&q=Kumasi$/] },
  {
    q: 'Hébergement à Accra pour 2 nuits à partir du 5 janvier, moins de 40 000 FCFA',
    links: [/checkIn=2027-01-05&checkOut=2027-01-07/, /maxPrice=70\b/],
    must: [/2 nuits/],
  },
  {
    q: 'Hotels in Accra for 2 adults, max 120 USD per night',
    links: [/guests=2\b/, /maxPrice=120\b/],
    mustNot: [/\$(?:1[3-9]\d|[2-9]\d\d)\b/],
    must: [/Accra/],
  },
  {
    q: 'Vols de Dakar à Abidjan pour 2 personnes le 15 décembre',
    must: [/Dakar \(DSS\)/],
    links: [/departDate=2026-12-15&passengers=2$/],
  },
  {
    q: 'Hôtels à Lomé à moins de 30 000 francs CFA',
    links: [/maxPrice=53\b/],
    must: [/Lomé/],
  },
  {
    q: 'Hôtel à Cotonou à moins de 100 dollars la nuit',
    links: [/maxPrice=100\b/],
    must: [/Cotonou/],
  },
  {
    q: 'Hôtel à Dakar pour 2 nuits à partir du 12 décembre',
    links: [/checkIn=2026-12-12&checkOut=2026-12-14/],
    must: [/Tous les|hébergements/],
  },
  { q: 'Hôtels à Accra pour 2 personnes', links: [/guests=2\b/], must: [/2 voyageurs/] },
  { q: 'Circuits à Kumasi', must: [/Kumasi/], links: [/country=Ghana&q=Kumasi$/] },

  // Off-topic and nonsense: one or two sentences of what the assistant can help with
  {
    q: 'Quel temps fait-il sur Mars en ce moment ?',
    must: [/^Je ne connais pas la réponse/],
    mustNot: [/FCDO|sécurité des/i],
    maxWords: 70,
  },
  {
    q: "What's the weather like on Mars right now?",
    must: [/^I don't know the answer to that/],
    maxWords: 70,
  },
  { q: 'asdf qwerty zxcv', must: [/^I don't know the answer to that/], maxWords: 70 },
  {
    q: 'Who won the football world cup in 2022?',
    must: [/^I don't know the answer to that/],
    maxWords: 70,
  },
  { q: 'Write me a poem about cats', must: [/^I don't know the answer to that/], maxWords: 70 },
  { q: 'Combien font 2 et 2 ?', must: [/^Je ne connais pas la réponse/], maxWords: 70 },
  {
    q: 'Quelle est la capitale de la Lune ?',
    must: [/^Je ne connais pas la réponse/],
    maxWords: 70,
  },
  { q: 'Recette de la pizza ?', must: [/^Je ne connais pas la réponse/], maxWords: 70 },

  // Follow-ups that must, and must not, carry the context
  {
    q: 'Health & vaccines for West Africa?',
    history: ['Do US citizens need a visa for Ghana?'],
    must: [
      /^Yellow fever vaccination, malaria prevention and safe water/,
      /required from every traveller in/,
    ],
  },
  {
    q: 'What about Senegal?',
    history: ['When is the best time to visit Ghana?'],
    must: [/Senegal/, /Best months: /],
  },
  {
    q: 'And for Togo?',
    history: ['Do I need a visa for Ghana as an American?'],
    must: [/^Yes\. US citizens need a visa for Togo/],
  },
  {
    q: 'Et en Mauritanie ?',
    history: ['Quelle monnaie utilise-t-on au Sénégal ?'],
    must: [/MRU/, /En Mauritanie, on paie/],
  },
  {
    q: 'What currency do they use there?',
    history: ['Do US citizens need a visa for Ghana?'],
    must: [/GHS/],
  },
  {
    q: 'What is the harmattan?',
    history: ['Hotels in Accra'],
    must: [/harmattan/i],
    mustNot: [/stays are free/],
  },
  {
    q: 'Tell me about the seasons in West Africa',
    history: ['Do US citizens need a visa for Ghana?'],
    must: [/^[^\n]*(?:dry|rain)/i],
    mustNot: [/Ghana's rainy|Best months: /],
  },
  {
    q: 'Et pour le Sénégal ?',
    history: ["Ai-je besoin d'un visa pour le Ghana en tant qu'Américain ?"],
    must: [/^Non\. Les citoyens américains n'ont pas besoin de visa pour le Sénégal/],
  },
  {
    q: "Santé et vaccins pour l'Afrique de l'Ouest ?",
    history: ['Quelle monnaie au Ghana ?'],
    must: [/exigé de tous les voyageurs/],
    mustNot: [/cedi/],
  },
  {
    q: "I'm South African",
    history: ['Do I need a visa for Ghana?'],
    must: [/^No\. South African citizens do not need a visa for Ghana/],
  },
  {
    q: 'Et en août ?',
    history: ['Quand partir au Ghana ?'],
    must: [/^Août/],
  },

  // Passports outside the groups
  {
    q: 'I have a South African passport, do I need a visa for Benin?',
    must: [/^No\. South African citizens do not need a visa for Benin/, /African passport/],
  },
  { q: 'Do South Africans need a visa for Ghana?', must: [/^No\b/, /90 days/] },
  { q: 'Do South Africans need a visa for Nigeria?', must: [/^Yes\b/, /e-visa/] },
  { q: 'Do Kenyans need a visa for Benin?', must: [/^No\. Kenyan citizens do not need/] },
  { q: 'Do Brazilians need a visa for Nigeria?', must: [/^Yes\. Brazilian citizens need/] },
  { q: 'Do Japanese citizens need a visa for Ghana?', must: [/^Yes\. Japanese citizens need/] },
  { q: 'Do Australians need a visa for Togo?', must: [/^Yes\b/, /voyage\.gouv\.tg/] },
  { q: "Do Swiss citizens need a visa for Côte d'Ivoire?", must: [/^Yes\b/, /SNEDAI/] },
  { q: 'Does a Russian need a visa for Guinea?', must: [/^Yes\b/] },
  { q: 'Do Moroccans need a visa for The Gambia?', must: [/^No\b/] },
  { q: 'Do Saudi citizens need a visa for Nigeria?', must: [/^Yes\b/] },
  { q: 'Do Gabonese citizens need a visa for Cameroon?', must: [/^No\b/, /CEMAC/] },
  { q: 'Do Egyptians need a visa for Mali?', must: [/^Yes\b/, /embassy/] },
  { q: 'Do Turkish citizens need a visa for Benin?', must: [/^Yes\b/, /e-visa/] },
  { q: 'Do Qatari citizens need a visa for Sierra Leone?', must: [/^Yes\b/] },
  { q: 'Do Tanzanians need a visa for Benin?', must: [/^No\b/] },
  { q: 'Do Ethiopians need a visa for The Gambia?', must: [/^No\b/] },
  { q: 'Do South Koreans need a visa for Guinea-Bissau?', must: [/^Yes\b/] },
  {
    q: 'Do Norwegians need a visa for Senegal?',
    must: [/no rule on record/i, /consulsen/],
    mustNot: [/^Yes|^No/],
  },
  {
    q: 'Do US citizens need a visa for Mali?',
    must: [/^[^\n]*suspended/],
    mustNot: [/^Yes|^No|apply at an embassy/i],
  },
  { q: 'Do Americans need a visa for Niger?', must: [/^[^\n]*suspended/], mustNot: [/^Yes|^No/] },
  {
    q: 'Do US citizens need a visa for Burkina Faso?',
    must: [/^[^\n]*suspended/],
    mustNot: [/^Yes|^No/],
  },
  { q: 'Do Canadians need a visa for Cabo Verde?', must: [/^No\b/, /EASE/] },
  {
    q: "Un Sud-Africain a-t-il besoin d'un visa pour le Bénin ?",
    must: [/^Non\. Les citoyens d'Afrique du Sud n'ont pas besoin de visa pour le Bénin/],
  },
  {
    q: "Les Japonais ont-ils besoin d'un visa pour le Ghana ?",
    must: [/^Oui\. Les citoyens du Japon ont besoin d'un visa pour le Ghana/],
  },
  {
    q: "Un Américain a-t-il besoin d'un visa pour le Mali ?",
    must: [/^[^\n]*suspendue/],
    mustNot: [/^Oui|^Non/],
  },
  {
    q: "Les Allemands ont-ils besoin d'un visa pour le Sénégal ?",
    must: [/^Non\. Les citoyens d'Allemagne \(UE\) n'ont pas besoin de visa pour le Sénégal/],
  },
  {
    q: "Un Ivoirien a-t-il besoin d'un visa pour le Ghana ?",
    must: [
      /^Non\. Les citoyens de la Côte d.Ivoire \(CEDEAO\) n'ont pas besoin de visa pour le Ghana/,
    ],
  },
  {
    q: "Les Ghanéens ont-ils besoin d'un visa pour le Togo ?",
    must: [/^Non\. Les citoyens du Ghana \(CEDEAO\)/],
  },
  {
    q: "Un Américain a-t-il besoin d'un visa pour la Côte d'Ivoire ?",
    must: [/^Oui\. Les citoyens américains ont besoin d'un visa pour la Côte d.Ivoire/],
  },
  {
    q: "Un Néerlandais a-t-il besoin d'un visa pour le Ghana ?",
    must: [/^Oui\. Les citoyens des Pays-Bas \(UE\)/],
  },
  {
    q: "Un Italien a-t-il besoin d'un visa pour le Bénin ?",
    must: [/^Oui\. Les citoyens d'Italie \(UE\)/],
  },
  {
    q: "Un Brésilien a-t-il besoin d'un visa pour le Nigeria ?",
    must: [/^Oui\. Les citoyens du Brésil ont besoin d'un visa pour le Nigéria/],
  },
  {
    q: "Un Nigérian a-t-il besoin d'un visa pour la Mauritanie ?",
    must: [/^Oui\. Les citoyens du Nigéria \(CEDEAO\) ont besoin d'un visa pour la Mauritanie/],
  },
  {
    q: "Les Sud-Africains ont-ils besoin d'un visa pour le Nigeria ?",
    must: [/^Oui\. Les citoyens d'Afrique du Sud ont besoin d'un visa pour le Nigéria/],
  },
  {
    q: "Les Marocains ont-ils besoin d'un visa pour la Gambie ?",
    must: [/^Non\. Les citoyens du Maroc n'ont pas besoin de visa pour la Gambie/],
  },
  {
    q: "Un Émirien a-t-il besoin d'un visa pour le Togo ?",
    must: [/^Oui\. Les citoyens des Émirats arabes unis ont besoin d'un visa pour le Togo/],
  },
  {
    q: "Je suis canadien, ai-je besoin d'un visa pour le Liberia ?",
    must: [/^Oui\. Les citoyens canadiens ont besoin d'un visa pour le Libéria/],
  },
  {
    q: "Ai-je besoin d'un visa pour la Sierra Leone en tant que Britannique ?",
    must: [/^Oui\. Les citoyens britanniques ont besoin d'un visa pour la Sierra Leone/],
  },

  // French answers, their grammar checked like every answer's
  {
    q: "Ai-je besoin d'un visa pour les États-Unis ?",
    must: [/Je ne connais que l.Afrique de l.Ouest/],
  },
  {
    q: 'Quelles langues parle-t-on aux États-Unis ?',
    must: [/Je ne connais que l.Afrique de l.Ouest/],
  },
  { q: 'Quelle monnaie utilise-t-on au Cap-Vert ?', must: [/Au Cap-Vert, on paie en/, /CVE/] },
  {
    q: "Vols d'Abidjan à Accra vendredi prochain",
    must: [/d'Abidjan \(ABJ\) à Accra \(ACC\)/],
  },
  { q: "Que voir en Côte d'Ivoire ?", must: [/À voir en Côte d.Ivoire/] },
  { q: 'Quand partir en Mauritanie ?', must: [/Meilleurs mois : /] },
  { q: 'Circuits au Sénégal', must: [/circuits au Sénégal/] },
  { q: 'Combien coûte une semaine au Ghana ?', must: [/Au Ghana, un voyageur dépense/] },
  { q: 'Quelles langues parle-t-on en Guinée-Bissau ?', must: [/portugais/] },
  { q: 'Est-il sûr de voyager au Niger ?', must: [/Niger/] },
  { q: 'Quelle cuisine goûter au Nigeria ?', must: [/jollof/i] },
  { q: 'Peut-on prendre des photos au Sénégal ?', must: [/photo/i] },
  { q: 'Quand est la saison des pluies en Sierra Leone ?', must: [/Meilleurs mois : /] },
  { q: 'Comment aller de Dakar à Saint-Louis ?', must: [/Saint-Louis/] },
  { q: 'Quel pourboire laisser au Ghana ?', must: [/main droite|saluez/i] },
  { q: 'Parlez-moi du Togo', must: [/capitale Lomé/] },
  { q: 'Bonsoir', must: [/^Bonjour !/] },
  {
    q: 'Quel temps fait-il en décembre au Sénégal ?',
    must: [/^Décembre est l'un des meilleurs mois pour visiter le Sénégal/],
  },
  { q: 'Quelle est la meilleure période pour visiter le Cameroun ?', must: [/Meilleurs mois : /] },
  { q: 'Carte bancaire ou espèces au Mali ?', must: [/XOF/] },
  { q: "Vaccins pour l'Afrique de l'Ouest ?", must: [/exigé de tous les voyageurs/] },
  {
    q: "Quelles sont les règles de visa en Afrique de l'Ouest ?",
    must: [/^Les citoyens des pays de la CEDEAO|^Les citoyens de la CEDEAO/],
  },
  { q: 'Que faire à Kumasi ?', must: [/Manhyia|Kumasi/] },
  { q: 'Quel est le coût de la vie au Sénégal ?', must: [/Au Sénégal, un voyageur dépense/] },
  { q: 'Puis-je payer par carte au Ghana ?', must: [/GHS/] },
  { q: 'Quelle est la meilleure période pour visiter la Guinée ?', must: [/Meilleurs mois : /] },

  // Links: a topic answer links to its guide section, not to the country's page
  {
    q: 'What currency is used in Nigeria?',
    must: [/NGN/],
    links: [/^\/guide#money$/],
    noLinks: [/^\/country\//],
  },
  {
    q: 'Do I need a visa for Ghana as a US citizen?',
    must: [/^Yes/],
    links: [/^\/guide#visas$/],
    noLinks: [/^\/country\//],
  },
  {
    q: 'Is it safe to travel to Liberia?',
    must: [/Liberia/],
    links: [/^\/guide#safety$/],
    noLinks: [/^\/country\//],
  },
];

/**
 * The French that templates get wrong: "de" before a vowel or before a country that takes its
 * article, "à le", a masculine country after "en" or a feminine one after "au".
 */
const MASCULINE =
  'Ghana|Sénégal|Nigéria|Nigeria|Bénin|Togo|Mali|Niger|Cameroun|Libéria|Liberia|Burkina Faso|Cap-Vert|Japon|Brésil|Maroc|Canada|Royaume-Uni|Kenya|Qatar';
const FEMININE =
  "Côte d'Ivoire|Côte d’Ivoire|Guinée|Gambie|Mauritanie|Sierra Leone|France|Allemagne|Afrique du Sud|Italie|Chine|Inde";
const FRENCH_MISTAKES: RegExp[] = [
  /\b[Dd]e (?:[AEIOUÉÈÊÂÎÔ]|[aeiouéèêâîô])/,
  /\b[Dd]e (?:le|les) /,
  /(?:^|\s)[àÀ] (?:le|les) /,
  new RegExp(`\\b[Dd]e (?:${MASCULINE})\\b`),
  /\b[Dd]e (?:États-Unis|Pays-Bas|Émirats)/,
  new RegExp(`\\b[Ee]n (?:${MASCULINE})\\b`),
  new RegExp(`\\b[Aa]u (?:${FEMININE})\\b`),
];

/** The French mistakes in an answer, outside the names of sources (which stay as published). */
function frenchMistakes(response: string, language: 'en' | 'fr'): string[] {
  if (language !== 'fr') return [];
  const text = response.replace(/\n\nSources :[^\n]*$/, '');
  return FRENCH_MISTAKES.filter((re) => re.test(text)).map(
    (re) => `${re} at "${text.match(re)![0]}"`,
  );
}

const ALL_CASES = [...CASES, ...MORE_CASES];

const STAYS = [
  { name: 'Budget Inn', pricePerNight: '35.00', rating: '3.5' },
  { name: 'City Lodge', pricePerNight: '60.00', rating: '4.0' },
  { name: 'Harbour Hotel', pricePerNight: '93.00', rating: '4.2' },
  { name: 'Palm Suites', pricePerNight: '120.00', rating: '4.5' },
  { name: 'Grand Royal', pricePerNight: '245.00', rating: '4.8' },
];
const FLIGHT_PRICES = [120, 180, 260];
const PACKAGES = [
  { name: 'Accra City Walk', destination: 'Accra', pricePerPerson: '45.00', duration: 1 },
  { name: 'Cape Coast Castles', destination: 'Cape Coast', pricePerPerson: '90.00', duration: 2 },
  { name: 'Ashanti Heritage', destination: 'Kumasi', pricePerPerson: '150.00', duration: 3 },
  { name: 'Kumasi Markets', destination: 'Kumasi', pricePerPerson: '60.00', duration: 1 },
  { name: 'Mole Safari', destination: 'Tamale', pricePerPerson: '320.00', duration: 4 },
];

/** Searches that answer like the real ones, ignoring every filter, so the engine must apply them. */
const searches = {
  flights: {
    search: async (query: { origin: string; destination: string; departureDate: string }) => ({
      isLiveData: false,
      flights: FLIGHT_PRICES.map((price, i) => ({
        totalAmount: price.toFixed(2),
        airline: { name: `Air ${i}` },
        stops: i === 0 ? 0 : 1,
        durationMinutes: 70 + i * 60,
        slices: [
          {
            departureDateTime: `${query.departureDate}T0${7 + i}:00:00`,
            arrivalDateTime: `${query.departureDate}T0${8 + i}:10:00`,
          },
        ],
      })),
    }),
  } as unknown as SearchDeps['flights'],
  stays: {
    search: async (query: { destination: string }) =>
      STAYS.map((s) => ({
        ...s,
        location: query.destination,
        name: `${s.name} ${query.destination}`,
      })),
  } as unknown as SearchDeps['stays'],
  tours: {
    listPackages: async ({ country }: { country?: string }) =>
      (country === 'Ghana' ? PACKAGES : PACKAGES.slice(0, 2)).map((p) => ({
        ...p,
        operatorName: 'Local Tours',
      })),
  } as unknown as SearchDeps['tours'],
};

const assistant = createBuiltinAssistant({
  ...searches,
  knowledge: knowledgeBase(),
  today: () => '2026-11-25',
  airports: AIRPORTS,
  frenchName: (name) => placeName(name, 'fr'),
});

async function answer(c: Case) {
  return assistant.ask({
    query: c.q,
    history: (c.history ?? []).map((content) => ({ role: 'user' as const, content })),
  });
}

/** What is wrong with the answer to one question: nothing when it passes. */
async function problems(c: Case): Promise<string[]> {
  const { response, links, language } = await answer(c);
  const found: string[] = [];
  for (const re of c.must) if (!re.test(response)) found.push(`missing ${re}`);
  for (const re of c.mustNot ?? []) if (re.test(response)) found.push(`wrong ${re}`);
  for (const re of c.links ?? [])
    if (!links.some((l) => re.test(l.href))) found.push(`no link ${re}`);
  for (const re of c.noLinks ?? [])
    if (links.some((l) => re.test(l.href))) found.push(`unwanted link ${re}`);
  const words = response.replace(/\n\nSources ?:[^\n]*$/, '').split(/\s+/).length;
  if (c.maxWords && words > c.maxWords) found.push(`${words} words, at most ${c.maxWords}`);
  found.push(...frenchMistakes(response, language));
  if (found.length > 0) {
    found.push(
      `answer: ${response.slice(0, 400).replace(/\n/g, ' | ')} links: ${links.map((l) => l.href).join(' ')}`,
    );
  }
  return found;
}

/** The questions the engine got wrong when the suite first ran them (issue 38): each must pass. */
const FIRST_FAILURES: string[] = [
  'Can an American get a visa on arrival in Liberia?',
  "I'm Ghanaian. Can I go to Cameroon without a visa like in ECOWAS countries?",
  "Is Cabo Verde's currency the CFA franc?",
  "Is Ghana's currency the CFA franc?",
  'Is the cedi used in Senegal?',
  'Is the CFA franc used in Senegal?',
  'Does Nigeria use the naira?',
  'Can US citizens get a visa on arrival in Nigeria?',
  'Can I get a visa on arrival in Togo as a British citizen?',
  'Can a Nigerian enter Cameroon without a visa?',
  'Can Senegalese citizens travel to Mali without a visa?',
  'Is Mauritania in ECOWAS?',
  'Is Mali still a member of ECOWAS?',
  'Is Ghana a member of ECOWAS?',
  'Do I need a yellow fever certificate for Togo?',
  "Un Américain peut-il obtenir un visa à l'arrivée au Liberia ?",
  'Je suis ghanéen. Puis-je aller au Cameroun sans visa comme dans la CEDEAO ?',
  'La monnaie du Cap-Vert est-elle le franc CFA ?',
  'Le Ghana utilise-t-il le franc CFA ?',
  "Le franc CFA est-il utilisé en Côte d'Ivoire ?",
  'Un Canadien peut-il entrer au Sénégal sans visa ?',
  "Peut-on obtenir un visa à l'arrivée au Nigeria ?",
  'La Mauritanie fait-elle partie de la CEDEAO ?',
  'Le Mali fait-il encore partie de la CEDEAO ?',
  'Un Sénégalais peut-il aller au Mali sans visa ?',
  'La fièvre jaune est-elle obligatoire pour le Togo ?',
  'How do I get a visa for Togo?',
  'Do I need a visa to fly to Lagos as an American?',
  'Malaria tablets for Ghana?',
  'Is there malaria in Senegal?',
  'Can I drink the tap water in Ghana?',
  'When is the best time to visit Ghana, and is it safe?',
  'Hotel in Accra under 100 dollars a night',
  "Faut-il un traitement antipaludique pour la Côte d'Ivoire ?",
  'Faut-il des comprimés contre le paludisme pour le Sénégal ?',
  'Dois-je prendre un traitement contre le paludisme au Bénin ?',
  'Hôtel à Dakar à moins de 50 000 FCFA la nuit',
  'Cheap hotel in Kumasi below $60 per night',
  'Hotel in Dakar under 80 euros a night',
  'Flights from Lagos to Accra under $150',
  'Tours in Kumasi',
  'Hébergement à Accra pour 2 nuits à partir du 5 janvier, moins de 40 000 FCFA',
  'Hotels in Accra for 2 adults, max 120 USD per night',
  'Hôtels à Lomé à moins de 30 000 francs CFA',
  'Hôtel à Cotonou à moins de 100 dollars la nuit',
  'Circuits à Kumasi',
  'Quel temps fait-il sur Mars en ce moment ?',
  "What's the weather like on Mars right now?",
  'Health & vaccines for West Africa?',
  'Tell me about the seasons in West Africa',
  "Santé et vaccins pour l'Afrique de l'Ouest ?",
  "I'm South African",
  'I have a South African passport, do I need a visa for Benin?',
  'Do South Africans need a visa for Ghana?',
  'Do South Africans need a visa for Nigeria?',
  'Do Kenyans need a visa for Benin?',
  'Do Brazilians need a visa for Nigeria?',
  'Do Japanese citizens need a visa for Ghana?',
  'Do Australians need a visa for Togo?',
  "Do Swiss citizens need a visa for Côte d'Ivoire?",
  'Does a Russian need a visa for Guinea?',
  'Do Moroccans need a visa for The Gambia?',
  'Do Saudi citizens need a visa for Nigeria?',
  'Do Gabonese citizens need a visa for Cameroon?',
  'Do Egyptians need a visa for Mali?',
  'Do Turkish citizens need a visa for Benin?',
  'Do Qatari citizens need a visa for Sierra Leone?',
  'Do Tanzanians need a visa for Benin?',
  'Do Ethiopians need a visa for The Gambia?',
  'Do South Koreans need a visa for Guinea-Bissau?',
  'Do Norwegians need a visa for Senegal?',
  'Do US citizens need a visa for Mali?',
  'Do Americans need a visa for Niger?',
  'Do US citizens need a visa for Burkina Faso?',
  "Un Sud-Africain a-t-il besoin d'un visa pour le Bénin ?",
  "Les Japonais ont-ils besoin d'un visa pour le Ghana ?",
  "Un Américain a-t-il besoin d'un visa pour le Mali ?",
  "Les Allemands ont-ils besoin d'un visa pour le Sénégal ?",
  "Un Ivoirien a-t-il besoin d'un visa pour le Ghana ?",
  "Les Ghanéens ont-ils besoin d'un visa pour le Togo ?",
  "Un Néerlandais a-t-il besoin d'un visa pour le Ghana ?",
  "Un Italien a-t-il besoin d'un visa pour le Bénin ?",
  "Un Brésilien a-t-il besoin d'un visa pour le Nigeria ?",
  "Un Nigérian a-t-il besoin d'un visa pour la Mauritanie ?",
  "Les Sud-Africains ont-ils besoin d'un visa pour le Nigeria ?",
  "Les Marocains ont-ils besoin d'un visa pour la Gambie ?",
  "Un Émirien a-t-il besoin d'un visa pour le Togo ?",
  "Vols d'Abidjan à Accra vendredi prochain",
  'Parlez-moi du Togo',
  'Bonsoir',
  'Que faire à Kumasi ?',
];

describe('answer quality', () => {
  it('has at least 150 questions, at least 50 of them in French', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(150);
    expect(ALL_CASES.filter((c) => detectLanguage(c.q) === 'fr').length).toBeGreaterThanOrEqual(50);
  });

  it('answers at least 97% of the questions with every fact, no wrong claim and good French', async () => {
    const failures: string[] = [];
    for (const c of ALL_CASES) {
      const found = await problems(c);
      if (found.length > 0) failures.push(`${c.q}\n  ${found.join('\n  ')}`);
    }
    const score = (ALL_CASES.length - failures.length) / ALL_CASES.length;
    if (failures.length > 0)
      process.stderr.write(
        `answer quality ${score} (${failures.length} of ${ALL_CASES.length}):\n${failures.join('\n')}\n`,
      );
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  it('cites a reviewed source in every knowledge answer', async () => {
    for (const c of CASES.filter((x) => !/Kenya|meaning|^Bonjour/.test(x.q))) {
      const { response, sources } = await answer(c);
      expect(sources.length, c.q).toBeGreaterThan(0);
      expect(response, c.q).toMatch(/Sources ?: .+\((reviewed|vérifié le) \d/);
    }
  });
});

describe('questions answered wrongly before issue 38', () => {
  const byQuestion = new Map(ALL_CASES.map((c) => [c.q, c]));
  it.each(FIRST_FAILURES)('%s', async (q) => {
    const c = byQuestion.get(q);
    expect(c, q).toBeDefined();
    expect(await problems(c!)).toEqual([]);
  });
});
