/** English texts of the public site: the spec's exact wording where it has one. Other catalogs mirror these keys. */
export const en = {
  nav: {
    home: 'Home',
    chat: 'Chat',
    about: 'About',
    contact: 'Contact',
    admin: 'Admin',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    language: 'Language',
    main: 'Main navigation',
  },
  footer: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    tagline: 'Multilingual customer support that runs on your own machine.',
    rights: 'All rights reserved.',
  },
  home: {
    headline: 'Chat in any language with AI assistance',
    intro:
      'Parley answers your visitors around the clock, in their own language, from your FAQs and documents. No sign-up needed.',
    startChatting: 'Start Chatting',
    learnMore: 'Learn More',
    featuresTitle: 'Everything your visitors need',
    features: {
      multilingual: {
        title: 'Multi-language Support',
        text: 'Visitors write in English, Spanish, French, German, Chinese and more; Parley detects the language and replies in it.',
      },
      instant: {
        title: 'Instant Responses',
        text: 'Answers arrive in milliseconds, day and night, without waiting for an agent.',
      },
      knowledge: {
        title: 'Knowledge Base',
        text: 'Trained on your FAQs and business documents, with sources shown for every answer.',
      },
      noLogin: {
        title: 'No Login Required',
        text: 'Anyone can start a conversation right away; chats stay private to each visitor.',
      },
    },
    bannerTitle: 'Ready to dive in? Start using our chatbot today.',
    goToChat: 'Go to Chat',
  },
  chat: {
    title: 'Chat with our assistant',
    intro:
      'Ask anything about orders, shipping, returns or your account. The assistant answers in your language.',
    highlights: {
      available: { title: '24/7 availability', text: 'Get help at any hour, on any day.' },
      multilingual: {
        title: 'Multilingual',
        text: 'Write in your language; the reply comes in the same one.',
      },
      secure: { title: 'Secure', text: 'No account needed and your conversation is visible only to you.' },
    },
    howTitle: 'How it works',
    steps: {
      one: { title: 'Open the chat', text: 'Click the chat bar in the bottom-right corner.' },
      two: { title: 'Ask your question', text: 'Type it in your own words and language.' },
      three: {
        title: 'Get your answer',
        text: 'Read the answer with its source, or pick a suggestion if your question was broad.',
      },
    },
    commonTitle: 'Common questions',
    commonHint: 'Click a question to ask it in the chat.',
    questions: {
      shipping: 'How long does shipping take?',
      returns: 'What is your return policy?',
      tracking: 'How can I track my order?',
      payment: 'Which payment methods do you accept?',
    },
  },
  about: {
    title: 'About Parley',
    body1:
      'Parley is a self-hosted customer-support chat. It answers visitors in their own language from the FAQs and documents a business provides, and it runs on the business’s own machine.',
    body2:
      'It needs no external AI service: a built-in answer engine detects the language, finds the right answer and asks for clarification when a question is ambiguous. Businesses that want more fluent replies can connect their own language model.',
    valuesTitle: 'What we care about',
    values: {
      privacy: 'Privacy: conversations stay on your server.',
      speed: 'Speed: answers in milliseconds.',
      languages: 'Languages: twelve out of the box, more by configuration.',
    },
  },
  contact: {
    title: 'Contact us',
    intro: 'Questions the chat could not answer? Write to us and a person will reply.',
    infoTitle: 'Contact information',
    email: 'Email',
    hours: 'Support hours',
    hoursValue: 'Monday to Friday, 9:00–18:00 CET',
    liveChat: 'Prefer a quick answer? Try our live chat.',
    liveChatLink: 'Open the chat',
    responseNote: 'We usually respond within 24 hours',
    formTitle: 'Send us a message',
    name: 'Name',
    emailField: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    success: 'Thank you for your message! We will get back to you soon.',
    error: 'Something went wrong. Please try again later.',
  },
  terms: { title: 'Terms of Service' },
  privacy: { title: 'Privacy Policy' },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Go back home',
  },
};

export type Catalog = typeof en;
