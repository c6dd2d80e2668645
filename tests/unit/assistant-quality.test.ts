import { describe, expect, it } from 'vitest';
import { placeName } from '../../src/domain/place-names.ts';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import { createBuiltinAssistant } from '../../src/server/services/assistant/engine.ts';
import type { SearchDeps } from '../../src/server/services/assistant/searches.ts';

/**
 * The answer-quality suite: real questions travellers ask before a West Africa trip, each with
 * the facts its answer must state and the claims it must not make. Scored; below 95% fails.
 */

type Case = {
  q: string;
  history?: string[];
  must: RegExp[];
  mustNot?: RegExp[];
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

const unused = () => {
  throw new Error('this question should not search');
};
const assistant = createBuiltinAssistant({
  flights: { search: unused } as unknown as SearchDeps['flights'],
  stays: { search: unused } as unknown as SearchDeps['stays'],
  tours: { listPackages: unused } as unknown as SearchDeps['tours'],
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

describe('answer quality', () => {
  it(`has at least 60 questions`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it('answers at least 95% of the questions with every fact and no wrong claim', async () => {
    const failures: string[] = [];
    for (const c of CASES) {
      const { response } = await answer(c);
      const missing = c.must.filter((re) => !re.test(response));
      const wrong = (c.mustNot ?? []).filter((re) => re.test(response));
      if (missing.length > 0 || wrong.length > 0) {
        failures.push(
          `${c.q}\n  missing: ${missing.join(', ')}\n  wrong: ${wrong.join(', ')}\n  answer: ${response.slice(0, 300).replace(/\n/g, ' | ')}`,
        );
      }
    }
    const score = (CASES.length - failures.length) / CASES.length;
    if (failures.length > 0)
      process.stderr.write(`answer quality ${score}:\n${failures.join('\n')}\n`);
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('cites a reviewed source in every knowledge answer', async () => {
    for (const c of CASES.filter((x) => !/Kenya|meaning|^Bonjour/.test(x.q))) {
      const { response, sources } = await answer(c);
      expect(sources.length, c.q).toBeGreaterThan(0);
      expect(response, c.q).toMatch(/Sources ?: .+\((reviewed|vérifié le) \d/);
    }
  });
});
