import type { TopicKnowledge } from '../schema.ts';

export const visas: TopicKnowledge = {
  topic: 'visas',
  title: { en: 'Visas and entry', fr: "Visas et formalités d'entrée" },
  summary: {
    en: 'Citizens of ECOWAS countries move across the region without a visa for up to 90 days. Everyone else must check each country: rules range from visa-free entry (Senegal for US, UK, EU and Canadian citizens) to e-visas applied for online and visas from an embassy, and many of them changed in 2024–2025.',
    fr: "Les citoyens des pays de la CEDEAO circulent dans la région sans visa pendant 90 jours au plus. Tous les autres doivent vérifier pays par pays : les règles vont de l'entrée sans visa (le Sénégal pour les citoyens américains, britanniques, européens et canadiens) au visa électronique demandé en ligne et au visa d'ambassade, et beaucoup ont changé en 2024-2025.",
  },
  points: [
    {
      en: 'ECOWAS free movement: citizens of member states may enter any other member state without a visa and stay up to 90 days with a valid passport or ECOWAS travel document. Working or staying longer needs a residence permit.',
      fr: 'Libre circulation de la CEDEAO : les citoyens des États membres peuvent entrer dans tout autre État membre sans visa et y rester 90 jours au plus avec un passeport valide ou un document de voyage CEDEAO. Pour travailler ou rester plus longtemps, il faut un titre de séjour.',
    },
    {
      en: 'Burkina Faso, Mali and Niger left ECOWAS on 29 January 2025 and formed the Alliance of Sahel States (AES). They kept visa-free entry for ECOWAS citizens, and ECOWAS said it would go on recognising their citizens’ passports and free movement until further notice; check the latest rules before crossing.',
      fr: "Le Burkina Faso, le Mali et le Niger ont quitté la CEDEAO le 29 janvier 2025 et formé l'Alliance des États du Sahel (AES). Ils ont maintenu l'entrée sans visa des citoyens de la CEDEAO, et la CEDEAO a annoncé continuer à reconnaître les passeports et la libre circulation de leurs citoyens jusqu'à nouvel ordre ; vérifiez les règles en vigueur avant de passer la frontière.",
    },
    {
      en: "E-visas are spreading: Nigeria replaced its visa on arrival with an e-visa in May 2025, Mauritania made its e-visa compulsory in January 2025, and Benin, Côte d'Ivoire, Sierra Leone and Togo also take visa applications online. Liberia added an online visa on arrival in 2025 for some nationalities. Use only government portals: look-alike agency sites charge extra.",
      fr: "Le visa électronique se généralise : le Nigéria a remplacé son visa à l'arrivée par un visa électronique en mai 2025, la Mauritanie a rendu le sien obligatoire en janvier 2025, et le Bénin, la Côte d'Ivoire, la Sierra Leone et le Togo reçoivent aussi les demandes en ligne. Le Libéria a ajouté en 2025 un visa à l'arrivée demandé en ligne pour certaines nationalités. N'utilisez que les portails officiels : les sites d'agences qui les imitent facturent un supplément.",
    },
    {
      en: 'Most countries require a passport valid for at least 6 months after arrival, with blank pages for visas and stamps. The yellow fever certificate is often checked together with the passport, at check-in and on arrival.',
      fr: "La plupart des pays exigent un passeport valable au moins 6 mois après l'arrivée, avec des pages vierges pour les visas et les tampons. Le certificat de vaccination contre la fièvre jaune est souvent contrôlé avec le passeport, à l'enregistrement comme à l'arrivée.",
    },
    {
      en: 'Senegal lets US, UK, EU and Canadian citizens in without a visa for up to 90 days, and Cabo Verde exempts EU citizens among others but asks visitors to pre-register online (EASE) before arrival. Nearly every other country requires a visa from these passports.',
      fr: "Le Sénégal accueille sans visa les citoyens américains, britanniques, européens et canadiens pendant 90 jours au plus, et le Cap-Vert dispense notamment les citoyens de l'UE mais demande aux visiteurs de se préenregistrer en ligne (EASE) avant l'arrivée. Presque tous les autres pays exigent un visa des titulaires de ces passeports.",
    },
    {
      en: 'After the United States announced on 16 December 2025 that it would suspend the entry of Malian, Burkinabè and Nigerien citizens from 1 January 2026, the three countries answered with reciprocal visa restrictions on US nationals: Mali and Burkina Faso announced theirs on 30 December 2025 (Mali has since said that entry is suspended, with limited exceptions), and Niger was reported by its state media to have stopped issuing visas to US citizens. US citizens should assume they cannot currently get a visa for any of the three and check with the embassy before any plan.',
      fr: "Après l'annonce par les États-Unis, le 16 décembre 2025, de la suspension de l'entrée des ressortissants maliens, burkinabè et nigériens à partir du 1er janvier 2026, ces trois pays ont répondu par des restrictions de visa réciproques envers les ressortissants américains : le Mali et le Burkina Faso les ont annoncées le 30 décembre 2025 (le Mali a depuis précisé que l'entrée est suspendue, sauf exceptions limitées), et le Niger aurait cessé, selon ses médias d'État, de délivrer des visas aux citoyens américains. Les citoyens américains doivent partir du principe qu'ils ne peuvent pas obtenir de visa pour ces trois pays actuellement, et se renseigner auprès de l'ambassade avant tout projet.",
    },
    {
      en: 'Overstaying is fined and can lead to a ban: Nigeria, for example, charges US$15 a day and bans long overstayers. Ask the immigration service for an extension before your visa runs out.',
      fr: "Le dépassement de séjour est sanctionné par des amendes et peut entraîner une interdiction de territoire : le Nigéria, par exemple, facture 15 $ par jour et interdit de territoire les auteurs de longs dépassements. Demandez une prolongation au service de l'immigration avant l'expiration du visa.",
    },
    {
      en: 'Visas are often not issued at land borders: get any visa you need before travelling overland, and expect police, customs and health checks on both sides.',
      fr: 'Les visas sont souvent impossibles à obtenir aux frontières terrestres : obtenez ceux dont vous avez besoin avant de voyager par la route, et attendez-vous à des contrôles de police, de douane et sanitaires des deux côtés.',
    },
  ],
  sources: [
    { name: 'ECOWAS Commission', url: 'https://ecowas.int' },
    {
      name: 'Nigeria Immigration Service – e-Visa portal',
      url: 'https://evisa.immigration.gov.ng',
    },
    {
      name: 'ANRPTS Mauritania – e-visa',
      url: 'https://anrpts.gov.mr/visa/requestvisa',
    },
    {
      name: 'U.S. Department of State – International travel country information',
      url: 'https://travel.state.gov/content/travel/en/international-travel.html',
    },
    { name: 'UK FCDO – Foreign travel advice', url: 'https://www.gov.uk/foreign-travel-advice' },
  ],
  reviewed: '2026-11-25',
};
