import type { TopicKnowledge } from '../schema.ts';

export const communication: TopicKnowledge = {
  topic: 'communication',
  title: { en: 'Phones, internet and languages', fr: 'Téléphone, internet et langues' },
  summary: {
    en: 'A local SIM card is cheap and makes life much easier — for maps, ride-hailing, mobile money and WhatsApp, which is how West Africa communicates. Buy it in an operator’s shop with your passport, since registration is compulsory. French, English, Portuguese and Arabic are the languages of government and business, but local languages carry daily life.',
    fr: "Une carte SIM locale coûte peu et simplifie beaucoup la vie — pour les cartes en ligne, les VTC, le paiement mobile (mobile money) et WhatsApp, par lequel passe l'essentiel de la communication en Afrique de l'Ouest. Achetez-la dans une boutique d'opérateur avec votre passeport, car l'enregistrement est obligatoire. Le français, l'anglais, le portugais et l'arabe sont les langues de l'administration et des affaires, mais la vie quotidienne se déroule dans les langues locales.",
  },
  points: [
    {
      en: 'Registering a SIM card with ID is compulsory everywhere: take your passport to an official shop of an operator (MTN, Orange, Airtel, Moov Africa, Africell and others, depending on the country). Activation can take from minutes to a day; avoid street sellers offering SIMs already registered to someone else.',
      fr: "L'enregistrement des cartes SIM avec une pièce d'identité est obligatoire partout : présentez votre passeport dans une boutique officielle d'opérateur (MTN, Orange, Airtel, Moov Africa, Africell et d'autres selon le pays). L'activation prend de quelques minutes à une journée ; évitez les vendeurs de rue proposant des SIM déjà enregistrées au nom d'un autre.",
    },
    {
      en: 'WhatsApp is the default: hotels, guides, drivers and shops take bookings and share locations on WhatsApp, and WhatsApp calls avoid international rates.',
      fr: 'WhatsApp est la norme : hôtels, guides, chauffeurs et commerces prennent les réservations et partagent leur position sur WhatsApp, et les appels WhatsApp évitent les tarifs internationaux.',
    },
    {
      en: 'Mobile data is inexpensive and 4G covers most towns, but coverage is patchy in rural areas and the desert. Governments have cut or restricted mobile internet during protests and elections (Senegal and Mauritania in recent years, for example), so keep offline maps and copies of your documents on your phone.',
      fr: "Les données mobiles sont bon marché et la 4G couvre la plupart des villes, mais la couverture est inégale en zone rurale et dans le désert. Des gouvernements ont coupé ou restreint l'internet mobile lors de manifestations et d'élections (le Sénégal et la Mauritanie ces dernières années, par exemple) : gardez des cartes hors ligne et des copies de vos documents sur votre téléphone.",
    },
    {
      en: "French is the official language of Senegal, Côte d'Ivoire, Guinea, Benin and Togo, and shares that role with English in Cameroon; English is official in Nigeria, Ghana, Liberia, Sierra Leone and The Gambia; Portuguese in Cabo Verde and Guinea-Bissau; Arabic in Mauritania. In Mali (2023 constitution) and Burkina Faso (2023 constitutional revision) the national languages are now the official languages, and French is a working language (with English in Burkina Faso); Niger's March 2025 charter made Hausa the national language, with French and English as working languages. French remains the main language of government and business in all three.",
      fr: "Le français est la langue officielle du Sénégal, de la Côte d'Ivoire, de la Guinée, du Bénin et du Togo, et partage ce rôle avec l'anglais au Cameroun ; l'anglais est officiel au Nigéria, au Ghana, au Libéria, en Sierra Leone et en Gambie ; le portugais au Cap-Vert et en Guinée-Bissau ; l'arabe en Mauritanie. Au Mali (Constitution de 2023) et au Burkina Faso (révision constitutionnelle de 2023), les langues nationales sont désormais les langues officielles, et le français est langue de travail (avec l'anglais au Burkina Faso) ; la charte de mars 2025 du Niger a fait du haoussa la langue nationale, avec le français et l'anglais comme langues de travail. Le français reste la principale langue de l'administration et des affaires dans ces trois pays.",
    },
    {
      en: "Local lingua francas go further than official languages in daily life: Hausa in northern Nigeria and Niger, Yoruba and Igbo in southern Nigeria, Nigerian Pidgin, Wolof in Senegal and The Gambia, Bambara and Dioula in Mali, Burkina Faso and Côte d'Ivoire, Twi in Ghana, Ewe in Togo and Ghana, Krio in Sierra Leone, Fula across the Sahel, and Creole (Kriolu, Kriol) in Cabo Verde and Guinea-Bissau. A greeting in the local language is always welcome.",
      fr: "Au quotidien, les langues véhiculaires locales sont plus utiles que les langues officielles : le haoussa au nord du Nigéria et au Niger, le yoruba et l'igbo au sud du Nigéria, le pidgin nigérian, le wolof au Sénégal et en Gambie, le bambara et le dioula au Mali, au Burkina Faso et en Côte d'Ivoire, le twi au Ghana, l'éwé au Togo et au Ghana, le krio en Sierra Leone, le peul dans tout le Sahel, et le créole (kriolu, kriol) au Cap-Vert et en Guinée-Bissau. Une salutation dans la langue locale est toujours appréciée.",
    },
    {
      en: "Country calling codes: The Gambia +220, Senegal +221, Mauritania +222, Mali +223, Guinea +224, Côte d'Ivoire +225, Burkina Faso +226, Niger +227, Togo +228, Benin +229, Liberia +231, Sierra Leone +232, Ghana +233, Nigeria +234, Cameroon +237, Cabo Verde +238, Guinea-Bissau +245.",
      fr: "Indicatifs téléphoniques : Gambie +220, Sénégal +221, Mauritanie +222, Mali +223, Guinée +224, Côte d'Ivoire +225, Burkina Faso +226, Niger +227, Togo +228, Bénin +229, Libéria +231, Sierra Leone +232, Ghana +233, Nigéria +234, Cameroun +237, Cap-Vert +238, Guinée-Bissau +245.",
    },
    {
      en: 'Power cuts are frequent in several countries: carry a power bank and a universal adapter, since both round two-pin European plugs and three-pin British plugs are common in the region.',
      fr: 'Les coupures de courant sont fréquentes dans plusieurs pays : emportez une batterie externe et un adaptateur universel, car les prises européennes à deux broches rondes et les prises britanniques à trois broches sont toutes deux courantes dans la région.',
    },
  ],
  sources: [
    {
      name: 'ITU – List of ITU-T Recommendation E.164 assigned country codes',
      url: 'https://www.itu.int/pub/T-SP-E.164D',
    },
    { name: 'Nigerian Communications Commission', url: 'https://www.ncc.gov.ng' },
    { name: 'Ethnologue – Languages of the world', url: 'https://www.ethnologue.com' },
    { name: 'UK FCDO – Foreign travel advice', url: 'https://www.gov.uk/foreign-travel-advice' },
  ],
  reviewed: '2026-11-25',
};
