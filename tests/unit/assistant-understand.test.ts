import { describe, expect, it } from 'vitest';
import { placeName } from '../../src/domain/place-names.ts';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';
import {
  buildLexicon,
  countriesOf,
  detectLanguage,
  understand,
  withContext,
} from '../../src/server/services/assistant/understand.ts';

const knowledge = knowledgeBase();
const lexicon = buildLexicon(knowledge, AIRPORTS, (name) => placeName(name, 'fr'));
// A Wednesday.
const TODAY = '2026-11-25';
const read = (q: string) => understand(q, lexicon, TODAY);

describe('the language of a question', () => {
  it.each([
    ['Do I need a visa for Ghana?', 'en'],
    ['When is the best time to visit Senegal?', 'en'],
    ["Ai-je besoin d'un visa pour le Ghana ?", 'fr'],
    ['Quelle monnaie au Sénégal', 'fr'],
    ['vols de Lagos à Accra vendredi prochain', 'fr'],
    ['Hotels in Dakar', 'en'],
  ])('%s is %s', (q, language) => {
    expect(detectLanguage(q)).toBe(language);
  });
});

describe('topics and searches', () => {
  it.each([
    ['Do I need a visa for Ghana?', ['visas']],
    ['Is a yellow fever certificate required for Togo?', ['health']],
    ['When is the best time to visit Senegal?', ['seasons']],
    ['Quelle est la meilleure période pour visiter le Sénégal ?', ['seasons']],
    ["Quelle monnaie utilise-t-on en Côte d'Ivoire ?", ['money']],
    ['Do I need a visa and a yellow fever vaccine for Ghana?', ['health', 'visas']],
    ['What does a week in Senegal cost?', ['costs']],
  ])('%s is about %j', (q, topics) => {
    expect(read(q).topics).toEqual(topics);
  });

  it('tells a search from a question', () => {
    expect(read('Flights from Lagos to Accra next Friday').intent).toBe('flights');
    expect(read('hôtels à Dakar pour 3 nuits').intent).toBe('hotels');
    expect(read('Show me tours in Ghana').intent).toBe('tours');
    expect(read('How do I get from Accra to Kumasi?').intent).toBeNull();
    expect(read('How do I get from Accra to Kumasi?').topics).toEqual(['transport']);
  });

  it('knows a greeting', () => {
    expect(read('Bonjour').greeting).toBe(true);
    expect(read('Hello, visa for Ghana?').greeting).toBe(false);
  });
});

describe('places', () => {
  it('reads origin and destination in either language', () => {
    const en = read('Flights from Lagos to Accra');
    expect(en.places.map((p) => [p.name, p.airport, p.role])).toEqual([
      ['Lagos', 'LOS', 'origin'],
      ['Accra', 'ACC', 'destination'],
    ]);
    const fr = read('Vols de Londres à Dakar');
    expect(fr.places.map((p) => [p.airport, p.role])).toEqual([
      ['LHR', 'origin'],
      ['DSS', 'destination'],
    ]);
  });

  it('reads countries by their names and aliases, and prefers the longest name', () => {
    const countries = (q: string) => countriesOf(read(q), knowledge).map((c) => c.slug);
    expect(countries('Visa for Ivory Coast?')).toEqual(['cote-d-ivoire']);
    expect(countries('visa pour la Côte d’Ivoire')).toEqual(['cote-d-ivoire']);
    expect(countries('Is Guinea-Bissau safe?')).toEqual(['guinea-bissau']);
    expect(countries('Niger or Nigeria?')).toEqual(['niger', 'nigeria']);
    expect(countries('Cape Verde currency')).toEqual(['cabo-verde']);
  });
});

describe('nationality', () => {
  it.each([
    ['Do US citizens need a visa for Ghana?', 'us', 'US'],
    ["I'm British, do I need a visa for Senegal?", 'uk', 'GB'],
    ['Do Nigerians need a visa for Ghana?', 'ecowas', 'NG'],
    ['Visa for Benin with a French passport?', 'eu', 'FR'],
    ["Les Canadiens ont-ils besoin d'un visa pour le Togo ?", 'ca', 'CA'],
    ['I am a citizen of India, visa for Nigeria?', 'in', 'IN'],
  ])('%s: %s', (q, group, code) => {
    const u = read(q);
    expect(u.nationality?.group).toBe(group);
    expect(u.nationality?.country?.code).toBe(code);
  });

  it('does not read "us" the pronoun, "speak French" or "a Ghanaian visa" as a nationality', () => {
    expect(read('Can you help us with a visa for Ghana?').nationality).toBeNull();
    expect(read('Do they speak French in Senegal?').nationality).toBeNull();
    expect(read('How do I get a Ghanaian visa?').nationality).toBeNull();
  });

  it('keeps the traveller’s own country apart from the destination', () => {
    const u = read("I'm from Nigeria, do I need a visa for Ghana?");
    expect(u.nationality?.country?.code).toBe('NG');
    expect(countriesOf(u, knowledge).map((c) => c.slug)).toEqual(['ghana']);
  });
});

describe('dates, travellers and nights', () => {
  it('reads days and months in words', () => {
    expect(read('flights to Accra next Friday').date).toBe('2026-12-04');
    expect(read('vols pour Accra vendredi prochain').date).toBe('2026-12-04');
    expect(read('hotels in Dakar tomorrow').date).toBe('2026-11-26');
    expect(read('hotels in Dakar on 12 March').date).toBe('2027-03-12');
    expect(read('hôtels à Dakar le 12 mars').date).toBe('2027-03-12');
    expect(read('Is Ghana good in December?')).toMatchObject({ date: null, month: 12 });
    expect(read('Le Sénégal en décembre ?')).toMatchObject({ date: null, month: 12 });
    expect(read('May I bring my drone to Ghana?').month).toBeNull();
    expect(read('Ghana in May?').month).toBe(5);
  });

  it('reads how many travel and for how long', () => {
    expect(read('hotels in Accra for 3 people for 4 nights')).toMatchObject({
      travellers: 3,
      nights: 4,
    });
    expect(read('hôtel à Dakar pour deux personnes, une semaine')).toMatchObject({
      travellers: 2,
      nights: 7,
    });
    expect(read('What does a week in Senegal cost?').nights).toBe(7);
    expect(read('Two weeks in Ghana: what does it cost?').nights).toBe(14);
  });
});

describe('follow-ups', () => {
  it('carries the place, topic and nationality of earlier questions', () => {
    const earlier = [read('Do US citizens need a visa for Ghana?')];
    const next = withContext(read('And for Senegal?'), earlier);
    expect(next.topics).toEqual(['visas']);
    expect(next.nationality?.group).toBe('us');
    expect(countriesOf(next, knowledge).map((c) => c.slug)).toEqual(['senegal']);

    const december = withContext(read('and in December?'), [
      read('When is the best time to visit Ghana?'),
    ]);
    expect(december.topics).toEqual(['seasons']);
    expect(december.month).toBe(12);
    expect(countriesOf(december, knowledge).map((c) => c.slug)).toEqual(['ghana']);
  });

  it('starts afresh when the follow-up asks something new', () => {
    const next = withContext(read('What currency is used there?'), [read('Visa for Togo?')]);
    expect(next.topics).toEqual(['money']);
    expect(countriesOf(next, knowledge).map((c) => c.slug)).toEqual(['togo']);
  });
});

describe('what a question asks beyond its topic (issue 38)', () => {
  it('reads price caps in dollars, euros and F CFA, in US dollars at the stated rates', () => {
    expect(read('Hotel in Accra under 100 dollars a night').maxPrice).toEqual({
      usd: 100,
      amount: 100,
      currency: 'USD',
    });
    expect(read('Cheap hotel in Kumasi below $60 per night').maxPrice?.usd).toBe(60);
    // 50,000 / 655.957 = €76.22, at $1.16 = $88.42: rounded down.
    expect(read('Hôtel à Dakar à moins de 50 000 FCFA la nuit').maxPrice).toEqual({
      usd: 88,
      amount: 50000,
      currency: 'XOF',
    });
    expect(read('Hotel in Dakar under 80 euros a night').maxPrice?.usd).toBe(92);
    expect(read('Hotels in Accra for 3 nights').maxPrice).toBeNull();
    // The price is a limit of the search, not a question about money.
    expect(read('Hotel in Accra under 100 dollars a night').topics).not.toContain('money');
  });

  it('reads a range of days', () => {
    const u = read('Hotels in Accra from 12 December to 15 December');
    expect([u.date, u.endDate]).toEqual(['2026-12-12', '2026-12-15']);
    const fr = read('Hôtel à Abidjan du 20 au 23 décembre pour 3 personnes');
    expect([fr.date, fr.endDate, fr.travellers]).toEqual(['2026-12-20', '2026-12-23', 3]);
  });

  it('tells a yes/no question, and what a visa question asks', () => {
    expect(read('Can an American get a visa on arrival in Liberia?')).toMatchObject({
      yesNo: true,
      visaAsk: 'on-arrival',
    });
    expect(read('Can a Nigerian enter Cameroon without a visa?').visaAsk).toBe('without');
    expect(read('Le Ghana utilise-t-il le franc CFA ?')).toMatchObject({
      yesNo: true,
      currencyAsked: ['XOF', 'XAF'],
    });
    expect(read('Quelle monnaie utilise-t-on au Sénégal ?').yesNo).toBe(false);
    expect(read('Is Mali still a member of ECOWAS?').ecowasAsk).toBe(true);
    expect(read('Can I go to Cameroon without a visa like in ECOWAS countries?').ecowasAsk).toBe(
      false,
    );
  });

  it('reads malaria in every wording, and which health risk comes first', () => {
    const u = read("Faut-il un traitement antipaludique pour la Côte d'Ivoire ?");
    expect(u.topics).toEqual(['health']);
    expect(u.healthFocus).toBe('malaria');
    expect(read('Malaria tablets for Ghana?').healthFocus).toBe('malaria');
    expect(read('Do I need a yellow fever certificate for Togo?').healthFocus).toBe('yellow-fever');
  });

  it('knows passports beyond the groups', () => {
    expect(read('I have a South African passport').nationality).toMatchObject({
      country: { code: 'ZA' },
      group: null,
    });
    expect(
      read("Un Sud-Africain a-t-il besoin d'un visa pour le Bénin ?").nationality?.country?.code,
    ).toBe('ZA');
    expect(read('Do Gabonese citizens need a visa for Cameroon?').nationality?.country?.code).toBe(
      'GA',
    );
  });

  it('does not carry a country into a question about the whole region', () => {
    const next = withContext(read('Health & vaccines for West Africa?'), [
      read('Do US citizens need a visa for Ghana?'),
    ]);
    expect(next.regionWide).toBe(true);
    expect(countriesOf(next, knowledge)).toEqual([]);
  });

  it('does not read "sur Mars" as safety, nor "How do I get a visa" as transport', () => {
    const mars = read('Quel temps fait-il sur Mars en ce moment ?');
    expect(mars.topics).not.toContain('safety');
    expect(mars.offTopic).toBe(true);
    expect(read('How do I get a visa for Togo?').topics).toEqual(['visas']);
  });
});
