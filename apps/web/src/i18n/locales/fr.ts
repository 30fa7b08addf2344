import type { Messages } from '../messages.ts';

export const fr: Messages = {
  nav: {
    home: 'Accueil',
    chat: 'Chat',
    about: 'À propos',
    contact: 'Contact',
    admin: 'Admin',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    language: 'Langue',
    main: 'Navigation principale',
  },
  footer: {
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    tagline: 'Un support client multilingue qui tourne sur votre propre serveur.',
    rights: 'Tous droits réservés.',
  },
  home: {
    headline: 'Discutez dans toutes les langues grâce à l’IA',
    intro:
      'Parley répond à vos visiteurs jour et nuit, dans leur langue, à partir de vos FAQ et documents. Sans inscription.',
    startChatting: 'Commencer à discuter',
    learnMore: 'En savoir plus',
    featuresTitle: 'Tout ce dont vos visiteurs ont besoin',
    features: {
      multilingual: {
        title: 'Support multilingue',
        text: 'Vos visiteurs écrivent en français, anglais, espagnol, allemand, chinois et plus ; Parley détecte la langue et répond dans celle-ci.',
      },
      instant: {
        title: 'Réponses instantanées',
        text: 'Les réponses arrivent en quelques millisecondes, de jour comme de nuit.',
      },
      knowledge: {
        title: 'Base de connaissances',
        text: 'Entraîné sur vos FAQ et documents, avec la source de chaque réponse.',
      },
      noLogin: {
        title: 'Aucune connexion requise',
        text: 'Chacun peut démarrer une conversation immédiatement ; chaque échange reste privé.',
      },
    },
    bannerTitle: 'Prêt à vous lancer ? Utilisez notre chatbot dès aujourd’hui.',
    goToChat: 'Aller au chat',
  },
  chat: {
    title: 'Discutez avec notre assistant',
    intro:
      'Posez vos questions sur les commandes, la livraison, les retours ou votre compte. L’assistant répond dans votre langue.',
    highlights: {
      available: { title: 'Disponible 24 h/24, 7 j/7', text: 'De l’aide à toute heure, tous les jours.' },
      multilingual: {
        title: 'Multilingue',
        text: 'Écrivez dans votre langue, la réponse arrive dans la même.',
      },
      secure: { title: 'Sécurisé', text: 'Aucun compte nécessaire et vous seul voyez votre conversation.' },
    },
    howTitle: 'Comment ça marche',
    steps: {
      one: { title: 'Ouvrez le chat', text: 'Cliquez sur la barre de chat en bas à droite.' },
      two: { title: 'Posez votre question', text: 'Avec vos mots et dans votre langue.' },
      three: {
        title: 'Recevez la réponse',
        text: 'Lisez la réponse et sa source, ou choisissez une suggestion si la question était large.',
      },
    },
    commonTitle: 'Questions fréquentes',
    commonHint: 'Cliquez sur une question pour la poser dans le chat.',
    questions: {
      shipping: 'Quel est le délai de livraison ?',
      returns: 'Quelle est votre politique de retour ?',
      tracking: 'Comment suivre ma commande ?',
      payment: 'Quels moyens de paiement acceptez-vous ?',
    },
  },
  about: {
    title: 'À propos de Parley',
    body1:
      'Parley est un chat de support client auto-hébergé. Il répond aux visiteurs dans leur langue à partir des FAQ et documents de l’entreprise, sur son propre serveur.',
    body2:
      'Aucun service d’IA externe n’est nécessaire : son moteur intégré détecte la langue, trouve la réponse et demande une précision quand une question est ambiguë. Pour des réponses plus fluides, on peut connecter son propre modèle de langage.',
    valuesTitle: 'Ce qui compte pour nous',
    values: {
      privacy: 'Confidentialité : les conversations restent sur votre serveur.',
      speed: 'Rapidité : des réponses en millisecondes.',
      languages: 'Langues : douze d’origine, davantage par configuration.',
    },
  },
  contact: {
    title: 'Contactez-nous',
    intro: 'Le chat n’a pas pu répondre ? Écrivez-nous, une personne vous répondra.',
    infoTitle: 'Coordonnées',
    email: 'E-mail',
    hours: 'Horaires du support',
    hoursValue: 'Du lundi au vendredi, 9 h–18 h CET',
    liveChat: 'Besoin d’une réponse rapide ? Essayez notre chat en direct.',
    liveChatLink: 'Ouvrir le chat',
    responseNote: 'Nous répondons généralement sous 24 heures',
    formTitle: 'Envoyez-nous un message',
    name: 'Nom',
    emailField: 'E-mail',
    subject: 'Objet',
    message: 'Message',
    send: 'Envoyer le message',
    sending: 'Envoi...',
    success: 'Merci pour votre message ! Nous vous répondrons bientôt.',
    error: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  },
  terms: { title: 'Conditions d’utilisation' },
  privacy: { title: 'Politique de confidentialité' },
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    back: 'Retour à l’accueil',
  },
};
