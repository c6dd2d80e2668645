import type { HelpCategory } from '../../../../domain/help.ts';

/**
 * The help centre's articles. Each says how this site really works (checkout, holds, terms,
 * refunds, documents) or what a visitor to the region needs to know; the figures are the ones
 * the code uses (15-minute holds, 10% taxes and fees, 15% package discount). Bodies are plain
 * text: blank lines between paragraphs, '- ' for list lines, [words](/path) for our own pages.
 * `views` is the count an article starts with when first stored; later starts keep the real one.
 */
export type SeedHelpArticle = {
  slug: string;
  category: HelpCategory;
  views: number;
  title: { en: string; fr: string };
  body: { en: string; fr: string };
};

const text = (...blocks: string[]) => blocks.join('\n\n');

export const HELP_ARTICLES: SeedHelpArticle[] = [
  // Booking & Reservations -------------------------------------------------------------------
  {
    slug: 'how-to-book',
    category: 'booking',
    views: 2140,
    title: {
      en: 'How do I book a stay, a flight or a tour?',
      fr: 'Comment réserver un hébergement, un vol ou un circuit ?',
    },
    body: {
      en: text(
        'Every booking on Teranga goes through the same four steps, whether it is a hotel, a flight, a tour or a flight + hotel package.',
        '- Search: [Hotels](/hotels) by city and dates, [Flights](/flights) by airports and date, [Tour Operators](/tour-operators) by country and specialty, or the Travel Packages tab on the home page.\n- Choose: open the offer, check its cancellation terms and the price breakdown, then press Book.\n- Your details: the name and e-mail address the booking is made in (for a flight, every passenger as written in their passport, with their date of birth).\n- Pay: we hold what you chose for 15 minutes while you pay by card. Once the payment goes through, the booking is made and its confirmation page opens.',
        'The confirmation page gives your booking reference (it starts with HO-), a PDF voucher, a calendar file and the confirmation e-mail. Keep the reference: with the e-mail address you booked with, it finds your booking at any time on [Find your booking](/bookings).',
        'You do not need an account to book. If you have one and are signed in, the booking also appears on your [dashboard](/dashboard).',
      ),
      fr: text(
        'Sur Teranga, toute réservation suit les mêmes quatre étapes, qu’il s’agisse d’un hôtel, d’un vol, d’un circuit ou d’un forfait vol + hôtel.',
        '- Recherche : les [hôtels](/hotels) par ville et par dates, les [vols](/flights) par aéroports et par date, les [voyagistes](/tour-operators) par pays et par spécialité, ou l’onglet Forfaits voyage de la page d’accueil.\n- Choix : ouvrez l’offre, lisez ses conditions d’annulation et le détail du prix, puis appuyez sur Réserver.\n- Vos coordonnées : le nom et l’adresse e-mail de la réservation (pour un vol, chaque passager tel qu’il est écrit dans son passeport, avec sa date de naissance).\n- Paiement : nous bloquons votre choix pendant 15 minutes, le temps de payer par carte. Dès que le paiement passe, la réservation est faite et sa page de confirmation s’ouvre.',
        'La page de confirmation donne votre référence de réservation (elle commence par HO-), un bon de réservation en PDF, un fichier de calendrier et l’e-mail de confirmation. Gardez la référence : avec l’adresse e-mail de la réservation, elle retrouve votre réservation à tout moment sur [Retrouver votre réservation](/bookings).',
        'Aucun compte n’est nécessaire pour réserver. Si vous en avez un et êtes connecté, la réservation apparaît aussi dans votre [tableau de bord](/dashboard).',
      ),
    },
  },
  {
    slug: 'fifteen-minute-hold',
    category: 'booking',
    views: 860,
    title: {
      en: 'What is the 15-minute hold at checkout?',
      fr: 'Qu’est-ce que le blocage de 15 minutes au paiement ?',
    },
    body: {
      en: text(
        'When you confirm your details at checkout, the rooms, seats or tour places you chose are set aside for you for 15 minutes, and a countdown shows the time left. Nobody else can take them while you pay.',
        'If the 15 minutes run out before you pay, they go back on sale and nothing is charged: simply start the booking again. If a payment does arrive after the hold has ended, it is refunded in full, never kept.',
        'To keep rooms and seats available for everyone, one e-mail address can have at most 2 unpaid holds at a time, and one connection at most 5. Starting a new checkout with the same e-mail address replaces your oldest unpaid one, so an abandoned attempt never blocks the next.',
      ),
      fr: text(
        'Quand vous confirmez vos coordonnées au paiement, les chambres, sièges ou places de circuit choisis vous sont réservés pendant 15 minutes, et un compte à rebours affiche le temps restant. Personne d’autre ne peut les prendre pendant que vous payez.',
        'Si les 15 minutes s’écoulent avant le paiement, ils sont remis en vente et rien n’est débité : recommencez simplement la réservation. Si un paiement arrive malgré tout après la fin du blocage, il est remboursé intégralement, jamais conservé.',
        'Pour que chambres et sièges restent disponibles pour tous, une adresse e-mail peut avoir au plus 2 blocages non payés à la fois, et une connexion au plus 5. Une nouvelle réservation avec la même adresse e-mail remplace votre plus ancien blocage non payé : une tentative abandonnée ne bloque jamais la suivante.',
      ),
    },
  },
  {
    slug: 'cancel-a-booking',
    category: 'booking',
    views: 1875,
    title: {
      en: 'How do I cancel a booking, and what refund will I get?',
      fr: 'Comment annuler une réservation, et quel remboursement vais-je recevoir ?',
    },
    body: {
      en: text(
        'Open your booking on [Find your booking](/bookings) with its HO- reference and your e-mail address, or from your [dashboard](/dashboard) if you booked signed in, and choose Cancel booking. Before you confirm, the page shows exactly how much will be refunded and how much is kept.',
        'The refund follows the terms shown when you booked, which are those of the property, airline or tour operator:',
        '- Hotels: each property states its own policy, for example "free cancellation until 48 hours before check-in, then the first night". Deadlines are counted from 14:00 on the check-in day, in the property’s local time. A property without a stated policy is free to cancel until 24 hours before check-in, then keeps the first night. A non-refundable rate is never refunded.\n- Flights: free until 24 hours before departure; after that the fare is kept and the taxes and fees are refunded.\n- Tours: the operator’s policy, counted from 08:00 on the tour’s first day in the operator’s country. Where it keeps "the first night", that means the tour’s first day.\n- Flight + hotel packages: each part follows its own terms on its share of the price, and the two refunds are paid back together.',
        'Refunds go back to the card you paid with and take 7 to 14 business days to appear, depending on your bank. Until the card processor has taken the refund, your booking shows "Refund pending".',
      ),
      fr: text(
        'Ouvrez votre réservation sur [Retrouver votre réservation](/bookings) avec sa référence HO- et votre adresse e-mail, ou depuis votre [tableau de bord](/dashboard) si vous avez réservé connecté, puis choisissez Annuler la réservation. Avant que vous confirmiez, la page indique exactement le montant remboursé et le montant retenu.',
        'Le remboursement suit les conditions affichées lors de la réservation, celles de l’établissement, de la compagnie aérienne ou du voyagiste :',
        '- Hôtels : chaque établissement fixe sa propre politique, par exemple « annulation gratuite jusqu’à 48 heures avant l’arrivée, puis la première nuit ». Les délais se comptent à partir de 14 h le jour de l’arrivée, à l’heure locale de l’établissement. Sans politique déclarée, l’annulation est gratuite jusqu’à 24 heures avant l’arrivée, puis la première nuit est retenue. Un tarif non remboursable n’est jamais remboursé.\n- Vols : annulation gratuite jusqu’à 24 heures avant le départ ; ensuite le tarif est retenu et les taxes et frais sont remboursés.\n- Circuits : la politique du voyagiste, comptée à partir de 8 h le premier jour du circuit, à l’heure de son pays. Quand elle retient « la première nuit », il s’agit du premier jour du circuit.\n- Forfaits vol + hôtel : chaque partie suit ses propres conditions sur sa part du prix, et les deux remboursements sont versés ensemble.',
        'Les remboursements reviennent sur la carte utilisée pour payer et apparaissent sous 7 à 14 jours ouvrés, selon votre banque. Tant que le prestataire de paiement n’a pas traité le remboursement, votre réservation indique « Remboursement en cours ».',
      ),
    },
  },
  {
    slug: 'awaiting-confirmation',
    category: 'booking',
    views: 540,
    title: {
      en: 'Why is my booking “awaiting the property’s confirmation”?',
      fr: 'Pourquoi ma réservation est-elle « en attente de confirmation de l’établissement » ?',
    },
    body: {
      en: text(
        'Some smaller properties confirm each booking by hand. Their page says so before you book: "This property confirms bookings by hand: confirmation takes 24-48 hours."',
        'For these properties your payment is taken and your room is kept for you, but we never call the booking confirmed until the property does. Your booking page, voucher, calendar file and e-mail all say "awaiting the property’s confirmation" meanwhile.',
        '- When the property confirms, we e-mail you and the booking becomes confirmed.\n- If the property cannot take you, the booking is cancelled and you are refunded in full.\n- Until the property decides, you may withdraw the booking yourself from [Find your booking](/bookings) for a full refund.',
        'Because a package is paid in one piece, properties that confirm by hand are not offered in flight + hotel packages.',
      ),
      fr: text(
        'Certains petits établissements confirment chaque réservation à la main. Leur page l’indique avant la réservation : « Cet établissement confirme les réservations manuellement : la confirmation prend 24 à 48 heures. »',
        'Pour ces établissements, votre paiement est encaissé et votre chambre vous est gardée, mais nous n’annonçons jamais la réservation comme confirmée avant l’établissement. En attendant, votre page de réservation, votre bon, le fichier de calendrier et l’e-mail indiquent tous « en attente de confirmation de l’établissement ».',
        '- Quand l’établissement confirme, nous vous écrivons et la réservation devient confirmée.\n- Si l’établissement ne peut pas vous accueillir, la réservation est annulée et vous êtes remboursé intégralement.\n- Tant que l’établissement n’a pas décidé, vous pouvez retirer vous-même la réservation depuis [Retrouver votre réservation](/bookings) et être remboursé intégralement.',
        'Un forfait étant payé en une fois, les établissements qui confirment à la main ne sont pas proposés dans les forfaits vol + hôtel.',
      ),
    },
  },
  {
    slug: 'find-my-booking',
    category: 'booking',
    views: 1320,
    title: {
      en: 'How do I find my booking, voucher and calendar file?',
      fr: 'Comment retrouver ma réservation, mon bon et mon fichier de calendrier ?',
    },
    body: {
      en: text(
        'Go to [Find your booking](/bookings) and enter your booking reference (it starts with HO-, for example HO-ABCD2345) and the e-mail address you booked with. Both must match; we never show a booking from the reference alone.',
        'From your booking you can:',
        '- download the PDF voucher, to print or show on your phone at check-in;\n- add the stay, flight or tour to your calendar with the .ics file;\n- send the confirmation e-mail again (to the booking’s own address, up to 3 times a day);\n- cancel under the booking’s terms.',
        'The voucher, calendar file and e-mails are written in the language you booked in, English or French. Lost your reference? It is in the subject of your confirmation e-mail. If you booked while signed in, every booking is also on your [dashboard](/dashboard).',
      ),
      fr: text(
        'Rendez-vous sur [Retrouver votre réservation](/bookings) et saisissez votre référence de réservation (elle commence par HO-, par exemple HO-ABCD2345) et l’adresse e-mail utilisée pour réserver. Les deux doivent correspondre : nous ne montrons jamais une réservation à partir de la seule référence.',
        'Depuis votre réservation, vous pouvez :',
        '- télécharger le bon de réservation en PDF, à imprimer ou à montrer sur votre téléphone à l’arrivée ;\n- ajouter le séjour, le vol ou le circuit à votre agenda avec le fichier .ics ;\n- renvoyer l’e-mail de confirmation (à l’adresse de la réservation, jusqu’à 3 fois par jour) ;\n- annuler selon les conditions de la réservation.',
        'Le bon, le fichier de calendrier et les e-mails sont rédigés dans la langue de la réservation, anglais ou français. Référence perdue ? Elle figure dans l’objet de votre e-mail de confirmation. Si vous avez réservé en étant connecté, toutes vos réservations figurent aussi dans votre [tableau de bord](/dashboard).',
      ),
    },
  },
  {
    slug: 'accounts',
    category: 'booking',
    views: 410,
    title: {
      en: 'Do I need an account to book?',
      fr: 'Faut-il un compte pour réserver ?',
    },
    body: {
      en: text(
        'No. Anyone can book as a guest and find the booking later with its reference and e-mail address.',
        'An account, created from the [Sign In](/auth) page, keeps your trips in one place: your [dashboard](/dashboard) lists every booking made while signed in, with its documents and cancellation, and lets you change your profile and password.',
        '- After registering, confirm your e-mail address with the link we send (it is valid for 48 hours). Once it is confirmed, paid bookings you made earlier as a guest with that address also appear on your dashboard.\n- Forgot your password? Ask for a reset link on the sign-in page; it works once, within one hour.\n- Your session lasts 30 days on a device unless you sign out.',
      ),
      fr: text(
        'Non. Tout le monde peut réserver sans compte et retrouver la réservation plus tard grâce à sa référence et à l’adresse e-mail.',
        'Un compte, créé depuis la [page de connexion](/auth), rassemble vos voyages : votre [tableau de bord](/dashboard) liste toutes les réservations faites en étant connecté, avec leurs documents et leur annulation, et permet de modifier votre profil et votre mot de passe.',
        '- Après l’inscription, confirmez votre adresse e-mail avec le lien envoyé (valable 48 heures). Une fois l’adresse confirmée, les réservations payées faites auparavant sans compte avec cette adresse apparaissent aussi dans votre tableau de bord.\n- Mot de passe oublié ? Demandez un lien de réinitialisation sur la page de connexion ; il fonctionne une seule fois, dans l’heure.\n- Votre session dure 30 jours sur un appareil, sauf si vous vous déconnectez.',
      ),
    },
  },
  {
    slug: 'tours-and-packages',
    category: 'booking',
    views: 690,
    title: {
      en: 'How do tour bookings and flight + hotel packages work?',
      fr: 'Comment fonctionnent les circuits et les forfaits vol + hôtel ?',
    },
    body: {
      en: text(
        'Tours are run by verified local operators, listed on [Tour Operators](/tour-operators) and on each country’s page. Open an operator’s tours to read the day-by-day itinerary, then book: choose one of the dated departures that still has places and your group size (up to the tour’s maximum group). The price is the price per person times the number of travellers, plus the 10% taxes and fees.',
        'Flight + hotel packages, on the Travel Packages tab of the home page, combine a round-trip flight with a hotel in the destination city for every night between your flights. The package price is the flight plus all the nights, less 15%; taxes and fees are added on top as for any booking. The seats and the room are held together: if either is gone, nothing is taken and the page says which part sold out.',
      ),
      fr: text(
        'Les circuits sont organisés par des voyagistes locaux vérifiés, présentés sur la page [Voyagistes](/tour-operators) et sur la page de chaque pays. Ouvrez les circuits d’un voyagiste pour lire l’itinéraire jour par jour, puis réservez : choisissez un des départs datés qui a encore des places et la taille de votre groupe (jusqu’au maximum du circuit). Le prix est le prix par personne multiplié par le nombre de voyageurs, plus 10 % de taxes et frais.',
        'Les forfaits vol + hôtel, dans l’onglet Forfaits voyage de la page d’accueil, associent un vol aller-retour à un hôtel de la ville de destination pour chaque nuit entre vos vols. Le prix du forfait est le vol plus toutes les nuits, moins 15 % ; les taxes et frais s’ajoutent ensuite comme pour toute réservation. Les sièges et la chambre sont bloqués ensemble : si l’un manque, rien n’est pris et la page indique quelle partie est complète.',
      ),
    },
  },

  // Payment & Pricing -----------------------------------------------------------------------
  {
    slug: 'prices-taxes-and-fees',
    category: 'payment',
    views: 1190,
    title: {
      en: 'What does the price include? Taxes and fees explained',
      fr: 'Que comprend le prix ? Les taxes et frais expliqués',
    },
    body: {
      en: text(
        'All prices on Teranga are in US dollars. Every total says how it is made, for example "$245 × 3 nights × 2 guests" for a hotel, or the price per person times the group for a tour.',
        'Taxes and fees of 10% are added to the subtotal and shown on the checkout page before you pay. The amount charged to your card is exactly the total shown there: nothing is added afterwards.',
        'The server prices every booking itself. If a price changed between your search and your payment (a fare that went up, for instance), the checkout stops and shows the new total, and you decide whether to go on.',
      ),
      fr: text(
        'Tous les prix sur Teranga sont en dollars américains. Chaque total indique comment il est calculé, par exemple « 245 $ × 3 nuits × 2 voyageurs » pour un hôtel, ou le prix par personne multiplié par le groupe pour un circuit.',
        'Des taxes et frais de 10 % s’ajoutent au sous-total et sont affichés sur la page de paiement avant que vous payiez. Le montant débité sur votre carte est exactement le total affiché : rien n’est ajouté ensuite.',
        'Le serveur calcule lui-même le prix de chaque réservation. Si un prix a changé entre votre recherche et votre paiement (un tarif aérien en hausse, par exemple), le paiement s’arrête et affiche le nouveau total, et vous décidez de continuer ou non.',
      ),
    },
  },
  {
    slug: 'payment-methods',
    category: 'payment',
    views: 980,
    title: {
      en: 'Which payment methods are accepted?',
      fr: 'Quels moyens de paiement sont acceptés ?',
    },
    body: {
      en: text(
        'Teranga takes payment by card. Your card number goes to the card processor only: we never store it, and keep only its last 4 digits to show on your booking.',
        'Some banks ask you to approve the payment (3-D Secure). The checkout page then shows your bank’s step; your booking is made once you approve it.',
        'While the site runs in test mode, as the payment step says in its blue "Test mode" note, no real money moves and only test card numbers work: 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC is accepted, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 fails for insufficient funds, and 4000 0027 6000 3184 asks for bank approval.',
      ),
      fr: text(
        'Teranga accepte le paiement par carte. Votre numéro de carte est transmis uniquement au prestataire de paiement : nous ne le conservons jamais et ne gardons que ses 4 derniers chiffres, affichés sur votre réservation.',
        'Certaines banques vous demandent d’approuver le paiement (3-D Secure). La page de paiement affiche alors l’étape de votre banque ; la réservation est faite dès que vous l’approuvez.',
        'Tant que le site fonctionne en mode test, comme l’indique l’encadré bleu « Mode test » de l’étape de paiement, aucun argent réel ne circule et seuls les numéros de carte de test fonctionnent : 4242 4242 4242 4242 avec n’importe quelle date d’expiration future et n’importe quel cryptogramme à 3 chiffres est accepté, 4000 0000 0000 0002 est refusé, 4000 0000 0000 9995 échoue pour fonds insuffisants et 4000 0027 6000 3184 demande l’approbation de la banque.',
      ),
    },
  },
  {
    slug: 'refund-times',
    category: 'payment',
    views: 1450,
    title: {
      en: 'When will I get my refund?',
      fr: 'Quand vais-je recevoir mon remboursement ?',
    },
    body: {
      en: text(
        'A refund is decided the moment you cancel (or the moment a property refuses a booking it confirms by hand) and is sent back to the card you paid with. Refunds take 7 to 14 business days to appear on your statement, depending on your bank.',
        'Your booking shows the amount refunded, and "Refund pending" until the card processor has taken it; if the processor is briefly unavailable, we keep trying until it goes through.',
        'The amount follows the cancellation terms shown when you booked; see [How do I cancel a booking](/help/cancel-a-booking). Still nothing after 14 business days? [Contact us](/contact) with your HO- reference and we will trace it with the processor.',
      ),
      fr: text(
        'Un remboursement est décidé au moment où vous annulez (ou au moment où un établissement qui confirme à la main refuse une réservation) et renvoyé sur la carte utilisée pour payer. Il apparaît sur votre relevé sous 7 à 14 jours ouvrés, selon votre banque.',
        'Votre réservation indique le montant remboursé, et « Remboursement en cours » tant que le prestataire de paiement ne l’a pas traité ; s’il est momentanément indisponible, nous réessayons jusqu’à ce que le remboursement passe.',
        'Le montant suit les conditions d’annulation affichées lors de la réservation ; voir [Comment annuler une réservation](/help/cancel-a-booking). Toujours rien après 14 jours ouvrés ? [Contactez-nous](/contact) avec votre référence HO- et nous le retrouverons auprès du prestataire.',
      ),
    },
  },
  {
    slug: 'payment-declined',
    category: 'payment',
    views: 620,
    title: {
      en: 'My payment was declined: what now?',
      fr: 'Mon paiement a été refusé : que faire ?',
    },
    body: {
      en: text(
        'A declined payment charges nothing and books nothing. The page says why when the bank tells us (declined, insufficient funds, an expired card) and keeps your hold, so you can try another card within the 15 minutes.',
        '- Check the card number, the expiry date (MM/YY) and the CVC.\n- If your bank asked for approval, finish that step in the window it opened.\n- Some banks block international online payments by default: your bank’s app can usually allow them.',
        'Nothing is booked until a payment succeeds, and a payment that succeeds after the hold ended is refunded in full.',
      ),
      fr: text(
        'Un paiement refusé ne débite rien et ne réserve rien. La page en donne la raison quand la banque nous l’indique (refus, fonds insuffisants, carte expirée) et garde votre blocage : vous pouvez essayer une autre carte dans les 15 minutes.',
        '- Vérifiez le numéro de carte, la date d’expiration (MM/AA) et le cryptogramme.\n- Si votre banque a demandé une approbation, terminez cette étape dans la fenêtre qu’elle a ouverte.\n- Certaines banques bloquent par défaut les paiements en ligne internationaux : l’application de votre banque permet en général de les autoriser.',
        'Rien n’est réservé tant qu’un paiement n’a pas abouti, et un paiement qui aboutit après la fin du blocage est remboursé intégralement.',
      ),
    },
  },
  {
    slug: 'package-discount',
    category: 'payment',
    views: 470,
    title: {
      en: 'How is the 15% flight + hotel package discount worked out?',
      fr: 'Comment est calculée la remise de 15 % des forfaits vol + hôtel ?',
    },
    body: {
      en: text(
        'A package’s price is the round-trip flight for every passenger plus the hotel for every night between your flights (price per night × guests × nights), less 15%, rounded to whole dollars. The card on the Travel Packages tab shows that price and the amount you save, and checkout charges the same, plus the 10% taxes and fees.',
        'If you cancel, each part keeps its own terms on its share of the discounted price: the flight’s share is refundable until 24 hours before departure, and the hotel’s share follows the property’s policy. The two refunds are added and paid back once.',
      ),
      fr: text(
        'Le prix d’un forfait est le vol aller-retour de chaque passager plus l’hôtel pour chaque nuit entre vos vols (prix par nuit × voyageurs × nuits), moins 15 %, arrondi au dollar. La carte de l’onglet Forfaits voyage affiche ce prix et l’économie réalisée, et le paiement débite le même montant, plus les 10 % de taxes et frais.',
        'En cas d’annulation, chaque partie garde ses propres conditions sur sa part du prix remisé : la part du vol est remboursable jusqu’à 24 heures avant le départ, et celle de l’hôtel suit la politique de l’établissement. Les deux remboursements sont additionnés et versés en une fois.',
      ),
    },
  },

  // Travel Documents ------------------------------------------------------------------------
  {
    slug: 'passport-validity',
    category: 'documents',
    views: 1010,
    title: {
      en: 'How long must my passport be valid?',
      fr: 'Quelle doit être la durée de validité de mon passeport ?',
    },
    body: {
      en: text(
        'Countries across West Africa, and most airlines flying there, ask for a passport valid for at least six months after the date you arrive, with at least two blank pages for visas and entry stamps. A passport that expires sooner can be refused at check-in, even if the trip itself is short.',
        'Book flights in the names exactly as they are written in the passports, with each traveller’s date of birth: airlines check them against the passport.',
        'Renewing takes weeks in many countries, so check the date before you book anything you cannot cancel for free.',
      ),
      fr: text(
        'Les pays d’Afrique de l’Ouest, et la plupart des compagnies qui les desservent, exigent un passeport valable au moins six mois après la date d’arrivée, avec au moins deux pages vierges pour les visas et les tampons d’entrée. Un passeport qui expire plus tôt peut être refusé à l’enregistrement, même pour un court séjour.',
        'Réservez les vols aux noms exactement tels qu’ils figurent dans les passeports, avec la date de naissance de chaque voyageur : les compagnies les comparent au passeport.',
        'Le renouvellement prend plusieurs semaines dans de nombreux pays : vérifiez la date avant de réserver quoi que ce soit qui ne s’annule pas gratuitement.',
      ),
    },
  },
  {
    slug: 'visas-for-west-africa',
    category: 'documents',
    views: 1630,
    title: {
      en: 'Do I need a visa to visit West Africa?',
      fr: 'Ai-je besoin d’un visa pour l’Afrique de l’Ouest ?',
    },
    body: {
      en: text(
        'It depends on your passport and on the country. Citizens of ECOWAS member states travel between member states without a visa. Other visitors often need one, and the rules differ from one country to the next: Senegal, for example, lets many nationalities stay up to 90 days without a visa, while Nigeria and Ghana ask most visitors to obtain one before they travel.',
        '- Apply early: some visas are issued online, others through an embassy, and either can take several weeks.\n- Visas usually ask for a passport valid six months, a return or onward ticket, proof of accommodation (your Teranga voucher) and, often, a yellow fever certificate.\n- A visit to several countries needs each country’s visa; there is no single West African visa for most passports.',
        'Our [Travel Guide](/guide) sums up the entry rules country by country. Rules change: confirm them with the embassy or the official e-visa site of each country before booking anything non-refundable.',
      ),
      fr: text(
        'Cela dépend de votre passeport et du pays. Les citoyens des États membres de la CEDEAO circulent entre ces États sans visa. Les autres voyageurs en ont souvent besoin, et les règles diffèrent d’un pays à l’autre : le Sénégal, par exemple, accueille de nombreuses nationalités jusqu’à 90 jours sans visa, tandis que le Nigeria et le Ghana demandent à la plupart des visiteurs d’en obtenir un avant le départ.',
        '- Faites la demande tôt : certains visas se demandent en ligne, d’autres auprès d’une ambassade, et les deux peuvent prendre plusieurs semaines.\n- Une demande de visa exige en général un passeport valable six mois, un billet retour ou de continuation, une preuve d’hébergement (votre bon Teranga) et souvent un certificat de vaccination contre la fièvre jaune.\n- Un voyage dans plusieurs pays demande le visa de chacun ; pour la plupart des passeports, il n’existe pas de visa ouest-africain unique.',
        'Notre [Guide de voyage](/guide) résume les règles d’entrée pays par pays. Ces règles évoluent : vérifiez-les auprès de l’ambassade ou du site officiel de visa électronique de chaque pays avant de réserver quoi que ce soit de non remboursable.',
      ),
    },
  },
  {
    slug: 'yellow-fever-certificate',
    category: 'documents',
    views: 780,
    title: {
      en: 'Do I need a yellow fever certificate?',
      fr: 'Ai-je besoin d’un certificat de vaccination contre la fièvre jaune ?',
    },
    body: {
      en: text(
        'Very likely. Several countries of the region, Ghana, Liberia, Sierra Leone, Togo and Côte d’Ivoire among them, ask every arriving traveller for proof of vaccination against yellow fever, and the others may ask for it if you arrive from a country where the disease is present, which includes their neighbours. Airlines may check it at boarding, and a visa application often asks for it.',
        '- Get vaccinated at an approved vaccination centre at least 10 days before you leave: the certificate is valid from the tenth day.\n- One dose gives a certificate valid for life.\n- Carry the original yellow card (International Certificate of Vaccination) with your passport.',
        'A travel clinic can also advise on malaria prevention and other vaccines; see [Staying healthy](/help/staying-healthy-and-safe) and the health section of our [Travel Guide](/guide).',
      ),
      fr: text(
        'Très probablement. Plusieurs pays de la région, dont le Ghana, le Liberia, la Sierra Leone, le Togo et la Côte d’Ivoire, demandent à chaque voyageur une preuve de vaccination contre la fièvre jaune, et les autres peuvent la demander si vous arrivez d’un pays où la maladie est présente, ce qui inclut leurs voisins. Les compagnies peuvent la contrôler à l’embarquement, et une demande de visa l’exige souvent.',
        '- Faites-vous vacciner dans un centre agréé au moins 10 jours avant le départ : le certificat est valable à partir du dixième jour.\n- Une seule dose donne un certificat valable à vie.\n- Gardez le carnet jaune original (certificat international de vaccination) avec votre passeport.',
        'Un centre de médecine des voyages vous conseillera aussi sur la prévention du paludisme et les autres vaccins ; voir [Rester en bonne santé](/help/staying-healthy-and-safe) et la partie santé de notre [Guide de voyage](/guide).',
      ),
    },
  },
  {
    slug: 'booking-documents-to-carry',
    category: 'documents',
    views: 350,
    title: {
      en: 'Which booking documents should I carry?',
      fr: 'Quels documents de réservation emporter ?',
    },
    body: {
      en: text(
        'Immigration officers in the region often ask where you will stay and when you leave. Keep these with your passport, on paper and on your phone:',
        '- the PDF voucher of each booking: it names the traveller, the property or tour, the dates and the booking reference, and serves as proof of accommodation;\n- your return or onward flight;\n- your visa, if you need one, and your yellow fever certificate.',
        'The voucher is written in the language you booked in (English or French); download it again at any time from [Find your booking](/bookings). A booking still awaiting a property’s confirmation says so on its voucher: wait for the confirmation e-mail before relying on it at the border.',
      ),
      fr: text(
        'Les agents d’immigration de la région demandent souvent où vous logerez et quand vous repartez. Gardez ces documents avec votre passeport, sur papier et sur votre téléphone :',
        '- le bon de réservation en PDF de chaque réservation : il nomme le voyageur, l’établissement ou le circuit, les dates et la référence, et sert de preuve d’hébergement ;\n- votre vol retour ou de continuation ;\n- votre visa, s’il vous en faut un, et votre certificat de vaccination contre la fièvre jaune.',
        'Le bon est rédigé dans la langue de la réservation (anglais ou français) ; téléchargez-le de nouveau à tout moment depuis [Retrouver votre réservation](/bookings). Une réservation encore en attente de confirmation de l’établissement l’indique sur son bon : attendez l’e-mail de confirmation avant de le présenter à la frontière.',
      ),
    },
  },

  // West Africa Travel ----------------------------------------------------------------------
  {
    slug: 'best-time-to-visit',
    category: 'west-africa',
    views: 1240,
    title: {
      en: 'When is the best time to visit West Africa?',
      fr: 'Quelle est la meilleure période pour visiter l’Afrique de l’Ouest ?',
    },
    body: {
      en: text(
        'For most of the region, the dry season from November to April is the easiest time to travel: roads are open, skies are clear and parks are easier to reach. The rains fall roughly from May to October, earlier and longer on the coast than in the Sahel.',
        '- Liberia and Sierra Leone are among the wettest places in Africa from May to October; the best months are November to April.\n- In Ghana and Nigeria the main rains come from April to July, with shorter rains in September and October.\n- Senegal and The Gambia have one rainy season, July to October, and a long dry season, pleasant on the coast.\n- From December to February the harmattan, a dry wind from the Sahara, brings dust and hazy skies, cool mornings and sometimes delayed flights.',
        'The rainy season has its own rewards: green landscapes, fewer visitors and lower prices. See each [country page](/country/ghana) and our [Travel Guide](/guide) for details.',
      ),
      fr: text(
        'Pour la plus grande partie de la région, la saison sèche, de novembre à avril, est la plus simple pour voyager : routes praticables, ciel dégagé et parcs plus accessibles. Les pluies tombent à peu près de mai à octobre, plus tôt et plus longtemps sur la côte qu’au Sahel.',
        '- Le Liberia et la Sierra Leone comptent parmi les lieux les plus pluvieux d’Afrique de mai à octobre ; les meilleurs mois vont de novembre à avril.\n- Au Ghana et au Nigeria, les grandes pluies vont d’avril à juillet, avec de petites pluies en septembre et octobre.\n- Le Sénégal et la Gambie ont une seule saison des pluies, de juillet à octobre, et une longue saison sèche, agréable sur la côte.\n- De décembre à février, l’harmattan, un vent sec venu du Sahara, apporte poussière et ciel voilé, matinées fraîches et parfois des vols retardés.',
        'La saison des pluies a ses charmes : paysages verts, moins de visiteurs et prix plus bas. Voir chaque [page pays](/country/ghana) et notre [Guide de voyage](/guide) pour plus de détails.',
      ),
    },
  },
  {
    slug: 'money-and-currencies',
    category: 'west-africa',
    views: 930,
    title: {
      en: 'Money and currencies in West Africa',
      fr: 'Argent et monnaies en Afrique de l’Ouest',
    },
    body: {
      en: text(
        'Teranga charges in US dollars, but on the ground you will pay in local money:',
        '- Nigeria: naira (NGN)\n- Ghana: cedi (GHS)\n- Senegal, Côte d’Ivoire, Togo, Benin, Burkina Faso, Mali, Niger and Guinea-Bissau: West African CFA franc (XOF), at a fixed rate to the euro\n- Sierra Leone: leone (SLE; the old SLL notes were redenominated in 2022 at 1,000 to 1)\n- Liberia: Liberian dollar (LRD), with US dollars widely accepted\n- The Gambia: dalasi (GMD)',
        'Cards are accepted by hotels, larger restaurants and shops in the cities; markets, taxis and small businesses take cash. ATMs are common in cities but scarcer in the countryside, so carry enough cash before heading out. Mobile money is everywhere, and bargaining is normal in markets, not in shops with marked prices.',
      ),
      fr: text(
        'Teranga facture en dollars américains, mais sur place vous paierez en monnaie locale :',
        '- Nigeria : naira (NGN)\n- Ghana : cedi (GHS)\n- Sénégal, Côte d’Ivoire, Togo, Bénin, Burkina Faso, Mali, Niger et Guinée-Bissau : franc CFA d’Afrique de l’Ouest (XOF), à parité fixe avec l’euro\n- Sierra Leone : leone (SLE ; les anciens billets SLL ont été convertis en 2022 à raison de 1 000 pour 1)\n- Liberia : dollar libérien (LRD), le dollar américain étant largement accepté\n- Gambie : dalasi (GMD)',
        'Les cartes sont acceptées dans les hôtels, les grands restaurants et les boutiques des villes ; marchés, taxis et petits commerces prennent les espèces. Les distributeurs sont courants en ville mais plus rares à la campagne : prévoyez assez d’espèces avant de partir. Le paiement mobile est partout, et le marchandage est normal sur les marchés, pas dans les boutiques aux prix affichés.',
      ),
    },
  },
  {
    slug: 'getting-around',
    category: 'west-africa',
    views: 720,
    title: {
      en: 'Getting around: flights, taxis and shared transport',
      fr: 'Se déplacer : vols, taxis et transports partagés',
    },
    body: {
      en: text(
        'Distances are long and roads vary, so many travellers combine a few flights with road trips.',
        '- Flights: regional airlines link the capitals and the big domestic routes (Lagos to Abuja, Accra to Kumasi); search them on [Flights](/flights).\n- In town: ride-hailing apps work in Lagos, Abuja, Accra and Dakar and show the price before you ride; agree the fare before you get into a street taxi.\n- Shared transport: tro-tros in Ghana, danfos in Lagos and sept-place taxis in Senegal are cheap and lively, but slow and crowded.\n- Water: ferries cross the Gambia River between Banjul and Barra, and boats serve islands such as Gorée off Dakar.',
        'For parks, heritage sites and remote regions, a local operator with a driver and guide is often the easiest way; all the operators on [Tour Operators](/tour-operators) are verified.',
      ),
      fr: text(
        'Les distances sont longues et les routes inégales : beaucoup de voyageurs combinent quelques vols et des trajets par la route.',
        '- Avion : des compagnies régionales relient les capitales et les grandes lignes intérieures (Lagos–Abuja, Accra–Kumasi) ; cherchez-les sur [Vols](/flights).\n- En ville : les applications de VTC fonctionnent à Lagos, Abuja, Accra et Dakar et affichent le prix avant la course ; avec un taxi de rue, convenez du prix avant de monter.\n- Transports partagés : les tro-tros au Ghana, les danfos à Lagos et les taxis sept-places au Sénégal sont bon marché et animés, mais lents et bondés.\n- Par l’eau : des bacs traversent le fleuve Gambie entre Banjul et Barra, et des chaloupes desservent des îles comme Gorée, au large de Dakar.',
        'Pour les parcs, les sites historiques et les régions isolées, un voyagiste local avec chauffeur et guide est souvent le plus simple ; tous les voyagistes de la page [Voyagistes](/tour-operators) sont vérifiés.',
      ),
    },
  },
  {
    slug: 'staying-healthy-and-safe',
    category: 'west-africa',
    views: 580,
    title: {
      en: 'Staying healthy and safe on your trip',
      fr: 'Rester en bonne santé et en sécurité pendant le voyage',
    },
    body: {
      en: text(
        'See a travel clinic four to six weeks before you leave. Besides yellow fever, they will talk about malaria, which is present all year across the region: take the preventive treatment they prescribe, use repellent, and sleep under a net or in air-conditioned rooms.',
        '- Drink bottled or filtered water, and eat food that is freshly cooked and hot.\n- Take travel insurance that covers medical care and evacuation.\n- Keep copies of your passport, visa and vouchers apart from the originals.\n- Use official taxis or ride-hailing apps at night, and keep valuables out of sight in crowded markets.',
        'Our [Travel Guide](/guide) lists what to know country by country. If something goes wrong with a booking while you travel, our emergency line on the [Contact](/contact) page answers around the clock.',
      ),
      fr: text(
        'Consultez un centre de médecine des voyages quatre à six semaines avant le départ. Outre la fièvre jaune, il vous parlera du paludisme, présent toute l’année dans la région : suivez le traitement préventif prescrit, utilisez un répulsif et dormez sous une moustiquaire ou dans une chambre climatisée.',
        '- Buvez de l’eau en bouteille ou filtrée, et mangez des plats fraîchement cuits et servis chauds.\n- Prenez une assurance voyage couvrant les soins médicaux et le rapatriement.\n- Gardez des copies de votre passeport, de votre visa et de vos bons à part des originaux.\n- La nuit, prenez des taxis officiels ou des VTC, et gardez vos objets de valeur hors de vue dans les marchés bondés.',
        'Notre [Guide de voyage](/guide) détaille ce qu’il faut savoir pays par pays. Si un souci survient avec une réservation pendant le voyage, notre ligne d’urgence, sur la page [Contact](/contact), répond jour et nuit.',
      ),
    },
  },
  {
    slug: 'local-customs-and-etiquette',
    category: 'west-africa',
    views: 640,
    title: {
      en: 'Local customs and etiquette',
      fr: 'Coutumes locales et savoir-vivre',
    },
    body: {
      en: text(
        'Teranga is the Wolof word for hospitality, and across the region a little courtesy opens every door.',
        '- Greet before anything else: a "good morning" and "how are you?" come before a question or a price.\n- Use your right hand to greet, to give and receive, and to eat from a shared dish.\n- Ask before photographing people, and never photograph military sites, police or airports.\n- Dress modestly away from the beach, and cover shoulders and knees in mosques and churches; remove your shoes where others do.\n- Elders are greeted first and addressed with respect.',
        'A few words of the local language (Wolof in Senegal, Twi in Ghana, Yoruba, Hausa or Igbo in Nigeria) will be warmly received. The etiquette section of our [Travel Guide](/guide) has more.',
      ),
      fr: text(
        'Teranga signifie hospitalité en wolof, et dans toute la région un peu de courtoisie ouvre toutes les portes.',
        '- Saluez avant tout : un « bonjour » et un « comment allez-vous ? » précèdent toute question ou tout prix.\n- Utilisez la main droite pour saluer, donner et recevoir, et pour manger dans un plat partagé.\n- Demandez avant de photographier quelqu’un, et ne photographiez jamais de sites militaires, de policiers ni d’aéroports.\n- Habillez-vous sobrement hors de la plage, et couvrez épaules et genoux dans les mosquées et les églises ; retirez vos chaussures là où les autres le font.\n- On salue les aînés en premier et on s’adresse à eux avec respect.',
        'Quelques mots de la langue locale (wolof au Sénégal, twi au Ghana, yoruba, haoussa ou igbo au Nigeria) seront chaleureusement accueillis. La partie savoir-vivre de notre [Guide de voyage](/guide) en dit plus.',
      ),
    },
  },
];
