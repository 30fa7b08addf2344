import type { Messages } from '../messages.ts';

export const de: Messages = {
  nav: {
    home: 'Start',
    chat: 'Chat',
    about: 'Über uns',
    contact: 'Kontakt',
    admin: 'Admin',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    language: 'Sprache',
    main: 'Hauptnavigation',
  },
  footer: {
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    tagline: 'Mehrsprachiger Kundensupport auf Ihrem eigenen Server.',
    rights: 'Alle Rechte vorbehalten.',
  },
  home: {
    headline: 'Chatten Sie in jeder Sprache mit KI-Unterstützung',
    intro:
      'Parley beantwortet Fragen Ihrer Besucher rund um die Uhr in ihrer Sprache – aus Ihren FAQs und Dokumenten. Ohne Anmeldung.',
    startChatting: 'Chat starten',
    learnMore: 'Mehr erfahren',
    featuresTitle: 'Alles, was Ihre Besucher brauchen',
    features: {
      multilingual: {
        title: 'Mehrsprachigkeit',
        text: 'Besucher schreiben auf Deutsch, Englisch, Spanisch, Französisch, Chinesisch und mehr; Parley erkennt die Sprache und antwortet darin.',
      },
      instant: {
        title: 'Sofortige Antworten',
        text: 'Antworten kommen in Millisekunden, Tag und Nacht, ohne Warteschleife.',
      },
      knowledge: {
        title: 'Wissensdatenbank',
        text: 'Trainiert mit Ihren FAQs und Dokumenten, mit Quelle zu jeder Antwort.',
      },
      noLogin: {
        title: 'Keine Anmeldung nötig',
        text: 'Jeder kann sofort loslegen; jedes Gespräch bleibt privat.',
      },
    },
    bannerTitle: 'Bereit loszulegen? Nutzen Sie unseren Chatbot noch heute.',
    goToChat: 'Zum Chat',
  },
  chat: {
    title: 'Chatten Sie mit unserem Assistenten',
    intro:
      'Fragen Sie zu Bestellungen, Versand, Rücksendungen oder Ihrem Konto. Der Assistent antwortet in Ihrer Sprache.',
    highlights: {
      available: { title: 'Rund um die Uhr', text: 'Hilfe zu jeder Stunde, an jedem Tag.' },
      multilingual: {
        title: 'Mehrsprachig',
        text: 'Schreiben Sie in Ihrer Sprache – die Antwort kommt in derselben.',
      },
      secure: { title: 'Sicher', text: 'Kein Konto nötig, und nur Sie sehen Ihr Gespräch.' },
    },
    howTitle: 'So funktioniert es',
    steps: {
      one: { title: 'Chat öffnen', text: 'Klicken Sie auf die Chatleiste unten rechts.' },
      two: { title: 'Frage stellen', text: 'In Ihren eigenen Worten und Ihrer Sprache.' },
      three: {
        title: 'Antwort erhalten',
        text: 'Lesen Sie die Antwort mit Quelle oder wählen Sie einen Vorschlag, wenn die Frage allgemein war.',
      },
    },
    commonTitle: 'Häufige Fragen',
    commonHint: 'Klicken Sie auf eine Frage, um sie im Chat zu stellen.',
    questions: {
      shipping: 'Wie lange dauert der Versand?',
      returns: 'Wie sind eure Rückgabebedingungen?',
      tracking: 'Wie kann ich meine Bestellung verfolgen?',
      payment: 'Welche Zahlungsarten akzeptiert ihr?',
    },
  },
  about: {
    title: 'Über Parley',
    body1:
      'Parley ist ein selbst gehosteter Kundensupport-Chat. Er beantwortet Fragen in der Sprache der Besucher aus den FAQs und Dokumenten eines Unternehmens – auf dessen eigenem Server.',
    body2:
      'Ein externer KI-Dienst ist nicht nötig: Die eingebaute Antwortmaschine erkennt die Sprache, findet die passende Antwort und fragt nach, wenn eine Frage mehrdeutig ist. Für flüssigere Antworten lässt sich ein eigenes Sprachmodell anbinden.',
    valuesTitle: 'Was uns wichtig ist',
    values: {
      privacy: 'Datenschutz: Gespräche bleiben auf Ihrem Server.',
      speed: 'Tempo: Antworten in Millisekunden.',
      languages: 'Sprachen: zwölf ab Werk, weitere per Konfiguration.',
    },
  },
  contact: {
    title: 'Kontakt',
    intro: 'Der Chat konnte Ihre Frage nicht beantworten? Schreiben Sie uns, ein Mensch antwortet Ihnen.',
    infoTitle: 'Kontaktdaten',
    email: 'E-Mail',
    hours: 'Supportzeiten',
    hoursValue: 'Montag bis Freitag, 9:00–18:00 Uhr MEZ',
    liveChat: 'Lieber eine schnelle Antwort? Probieren Sie unseren Live-Chat.',
    liveChatLink: 'Chat öffnen',
    responseNote: 'Wir antworten in der Regel innerhalb von 24 Stunden',
    formTitle: 'Schreiben Sie uns',
    name: 'Name',
    emailField: 'E-Mail',
    subject: 'Betreff',
    message: 'Nachricht',
    send: 'Nachricht senden',
    sending: 'Wird gesendet...',
    success: 'Danke für Ihre Nachricht! Wir melden uns bald.',
    error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  },
  terms: { title: 'Nutzungsbedingungen' },
  privacy: { title: 'Datenschutzerklärung' },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
    back: 'Zurück zur Startseite',
  },
};
