import type { Messages } from '../messages.ts';

export const nl: Messages = {
  nav: {
    home: 'Home',
    chat: 'Chat',
    about: 'Over ons',
    contact: 'Contact',
    admin: 'Beheer',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    language: 'Taal',
    main: 'Hoofdnavigatie',
  },
  footer: {
    terms: 'Servicevoorwaarden',
    privacy: 'Privacybeleid',
    tagline: 'Meertalige klantenservice op je eigen server.',
    rights: 'Alle rechten voorbehouden.',
  },
  home: {
    headline: 'Chat in elke taal met hulp van AI',
    intro:
      'Parley beantwoordt je bezoekers dag en nacht in hun eigen taal, op basis van je FAQ’s en documenten. Zonder account.',
    startChatting: 'Begin met chatten',
    learnMore: 'Meer weten',
    featuresTitle: 'Alles wat je bezoekers nodig hebben',
    features: {
      multilingual: {
        title: 'Meertalige ondersteuning',
        text: 'Bezoekers schrijven in het Nederlands, Engels, Spaans, Duits, Chinees en meer; Parley herkent de taal en antwoordt erin.',
      },
      instant: {
        title: 'Directe antwoorden',
        text: 'Antwoorden in milliseconden, dag en nacht, zonder wachttijd.',
      },
      knowledge: {
        title: 'Kennisbank',
        text: 'Getraind op je FAQ’s en documenten, met de bron bij elk antwoord.',
      },
      noLogin: {
        title: 'Geen inlog nodig',
        text: 'Iedereen kan meteen een gesprek beginnen; elk gesprek blijft privé.',
      },
    },
    bannerTitle: 'Klaar om te beginnen? Gebruik onze chatbot vandaag nog.',
    goToChat: 'Naar de chat',
  },
  chat: {
    title: 'Chat met onze assistent',
    intro:
      'Vraag alles over bestellingen, verzending, retouren of je account. De assistent antwoordt in jouw taal.',
    highlights: {
      available: { title: '24/7 beschikbaar', text: 'Hulp op elk uur, elke dag.' },
      multilingual: { title: 'Meertalig', text: 'Schrijf in je eigen taal, het antwoord komt in dezelfde.' },
      secure: { title: 'Veilig', text: 'Geen account nodig en alleen jij ziet je gesprek.' },
    },
    howTitle: 'Zo werkt het',
    steps: {
      one: { title: 'Open de chat', text: 'Klik op de chatbalk rechtsonder.' },
      two: { title: 'Stel je vraag', text: 'In je eigen woorden en taal.' },
      three: {
        title: 'Krijg je antwoord',
        text: 'Lees het antwoord met de bron, of kies een suggestie als je vraag breed was.',
      },
    },
    commonTitle: 'Veelgestelde vragen',
    commonHint: 'Klik op een vraag om die in de chat te stellen.',
    questions: {
      shipping: 'Hoe lang duurt de verzending?',
      returns: 'Wat is jullie retourbeleid?',
      tracking: 'Hoe kan ik mijn bestelling volgen?',
      payment: 'Welke betaalmethoden accepteren jullie?',
    },
  },
  about: {
    title: 'Over Parley',
    body1:
      'Parley is een zelf gehoste klantenservicechat. Hij beantwoordt bezoekers in hun eigen taal op basis van de FAQ’s en documenten van een bedrijf, op de eigen server van dat bedrijf.',
    body2:
      'Een externe AI-dienst is niet nodig: de ingebouwde antwoordmachine herkent de taal, vindt het juiste antwoord en vraagt door als een vraag dubbelzinnig is. Wie vloeiendere antwoorden wil, koppelt een eigen taalmodel.',
    valuesTitle: 'Waar we om geven',
    values: {
      privacy: 'Privacy: gesprekken blijven op je eigen server.',
      speed: 'Snelheid: antwoorden in milliseconden.',
      languages: 'Talen: twaalf standaard, meer via instellingen.',
    },
  },
  contact: {
    title: 'Neem contact op',
    intro: 'Kon de chat je vraag niet beantwoorden? Schrijf ons en een mens antwoordt.',
    infoTitle: 'Contactgegevens',
    email: 'E-mail',
    hours: 'Openingstijden support',
    hoursValue: 'Maandag tot vrijdag, 9:00–18:00 CET',
    liveChat: 'Liever snel antwoord? Probeer onze livechat.',
    liveChatLink: 'Open de chat',
    responseNote: 'We reageren meestal binnen 24 uur',
    formTitle: 'Stuur ons een bericht',
    name: 'Naam',
    emailField: 'E-mail',
    subject: 'Onderwerp',
    message: 'Bericht',
    send: 'Bericht versturen',
    sending: 'Versturen...',
    success: 'Bedankt voor je bericht! We nemen snel contact met je op.',
    error: 'Er ging iets mis. Probeer het later opnieuw.',
  },
  terms: { title: 'Servicevoorwaarden' },
  privacy: { title: 'Privacybeleid' },
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'De pagina die je zoekt bestaat niet of is verplaatst.',
    back: 'Terug naar home',
  },
};
