import type { Messages } from '../messages.ts';

export const it: Messages = {
  nav: {
    home: 'Home',
    chat: 'Chat',
    about: 'Chi siamo',
    contact: 'Contatti',
    admin: 'Admin',
    openMenu: 'Apri menu',
    closeMenu: 'Chiudi menu',
    language: 'Lingua',
    main: 'Navigazione principale',
  },
  footer: {
    terms: 'Termini di servizio',
    privacy: 'Informativa sulla privacy',
    tagline: 'Assistenza clienti multilingue che gira sul tuo server.',
    rights: 'Tutti i diritti riservati.',
  },
  home: {
    headline: 'Chatta in qualsiasi lingua con l’aiuto dell’IA',
    intro:
      'Parley risponde ai tuoi visitatori a ogni ora, nella loro lingua, partendo dalle tue FAQ e dai tuoi documenti. Senza registrazione.',
    startChatting: 'Inizia a chattare',
    learnMore: 'Scopri di più',
    featuresTitle: 'Tutto ciò che serve ai tuoi visitatori',
    features: {
      multilingual: {
        title: 'Supporto multilingue',
        text: 'I visitatori scrivono in italiano, inglese, spagnolo, tedesco, cinese e altro; Parley riconosce la lingua e risponde in quella.',
      },
      instant: {
        title: 'Risposte immediate',
        text: 'Le risposte arrivano in millisecondi, giorno e notte, senza attese.',
      },
      knowledge: {
        title: 'Base di conoscenza',
        text: 'Addestrato sulle tue FAQ e sui tuoi documenti, con la fonte di ogni risposta.',
      },
      noLogin: {
        title: 'Nessun accesso richiesto',
        text: 'Chiunque può iniziare subito una conversazione; ogni chat resta privata.',
      },
    },
    bannerTitle: 'Pronto a iniziare? Usa il nostro chatbot oggi stesso.',
    goToChat: 'Vai alla chat',
  },
  chat: {
    title: 'Chatta con il nostro assistente',
    intro: 'Chiedi di ordini, spedizioni, resi o del tuo account. L’assistente risponde nella tua lingua.',
    highlights: {
      available: { title: 'Disponibile 24/7', text: 'Aiuto a qualsiasi ora, ogni giorno.' },
      multilingual: {
        title: 'Multilingue',
        text: 'Scrivi nella tua lingua e la risposta arriva nella stessa.',
      },
      secure: { title: 'Sicuro', text: 'Nessun account necessario e la conversazione la vedi solo tu.' },
    },
    howTitle: 'Come funziona',
    steps: {
      one: { title: 'Apri la chat', text: 'Clicca sulla barra della chat in basso a destra.' },
      two: { title: 'Fai la tua domanda', text: 'Con parole tue e nella tua lingua.' },
      three: {
        title: 'Ricevi la risposta',
        text: 'Leggi la risposta con la fonte, o scegli un suggerimento se la domanda era generica.',
      },
    },
    commonTitle: 'Domande frequenti',
    commonHint: 'Clicca una domanda per farla nella chat.',
    questions: {
      shipping: 'Quanto tempo richiede la spedizione?',
      returns: 'Qual è la vostra politica di reso?',
      tracking: 'Come posso tracciare il mio ordine?',
      payment: 'Quali metodi di pagamento accettate?',
    },
  },
  about: {
    title: 'Chi è Parley',
    body1:
      'Parley è una chat di assistenza clienti self-hosted. Risponde ai visitatori nella loro lingua partendo da FAQ e documenti dell’azienda, sul suo stesso server.',
    body2:
      'Non serve alcun servizio di IA esterno: il motore integrato riconosce la lingua, trova la risposta e chiede chiarimenti quando la domanda è ambigua. Per risposte più fluide si può collegare un proprio modello linguistico.',
    valuesTitle: 'Ciò che conta per noi',
    values: {
      privacy: 'Privacy: le conversazioni restano sul tuo server.',
      speed: 'Velocità: risposte in millisecondi.',
      languages: 'Lingue: dodici di serie, altre via configurazione.',
    },
  },
  contact: {
    title: 'Contattaci',
    intro: 'La chat non ha risposto alla tua domanda? Scrivici e ti risponderà una persona.',
    infoTitle: 'Informazioni di contatto',
    email: 'E-mail',
    hours: 'Orari di assistenza',
    hoursValue: 'Dal lunedì al venerdì, 9:00–18:00 CET',
    liveChat: 'Vuoi una risposta veloce? Prova la nostra chat dal vivo.',
    liveChatLink: 'Apri la chat',
    responseNote: 'Di solito rispondiamo entro 24 ore',
    formTitle: 'Inviaci un messaggio',
    name: 'Nome',
    emailField: 'E-mail',
    subject: 'Oggetto',
    message: 'Messaggio',
    send: 'Invia messaggio',
    sending: 'Invio in corso...',
    success: 'Grazie per il tuo messaggio! Ti risponderemo presto.',
    error: 'Qualcosa è andato storto. Riprova più tardi.',
  },
  terms: { title: 'Termini di servizio' },
  privacy: { title: 'Informativa sulla privacy' },
  notFound: {
    title: 'Pagina non trovata',
    text: 'La pagina che cerchi non esiste o è stata spostata.',
    back: 'Torna alla home',
  },
};
