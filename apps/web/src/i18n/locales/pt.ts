import type { Messages } from '../messages.ts';

export const pt: Messages = {
  nav: {
    home: 'Início',
    chat: 'Chat',
    about: 'Sobre',
    contact: 'Contacto',
    admin: 'Admin',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    language: 'Idioma',
    main: 'Navegação principal',
  },
  footer: {
    terms: 'Termos de serviço',
    privacy: 'Política de privacidade',
    tagline: 'Apoio ao cliente multilingue no seu próprio servidor.',
    rights: 'Todos os direitos reservados.',
  },
  home: {
    headline: 'Converse em qualquer idioma com a ajuda da IA',
    intro:
      'O Parley responde aos seus visitantes a qualquer hora, no idioma deles, a partir das suas FAQ e documentos. Sem registo.',
    startChatting: 'Começar a conversar',
    learnMore: 'Saber mais',
    featuresTitle: 'Tudo o que os seus visitantes precisam',
    features: {
      multilingual: {
        title: 'Suporte multilingue',
        text: 'Os visitantes escrevem em português, inglês, espanhol, alemão, chinês e mais; o Parley deteta o idioma e responde nele.',
      },
      instant: {
        title: 'Respostas imediatas',
        text: 'As respostas chegam em milissegundos, de dia e de noite, sem esperar por um assistente.',
      },
      knowledge: {
        title: 'Base de conhecimento',
        text: 'Treinado com as suas FAQ e documentos, com a fonte de cada resposta.',
      },
      noLogin: {
        title: 'Sem necessidade de login',
        text: 'Qualquer pessoa pode começar a conversar de imediato; cada conversa é privada.',
      },
    },
    bannerTitle: 'Pronto para começar? Use o nosso chatbot hoje.',
    goToChat: 'Ir para o chat',
  },
  chat: {
    title: 'Converse com o nosso assistente',
    intro:
      'Pergunte sobre encomendas, envios, devoluções ou a sua conta. O assistente responde no seu idioma.',
    highlights: {
      available: { title: 'Disponível 24/7', text: 'Ajuda a qualquer hora, todos os dias.' },
      multilingual: { title: 'Multilingue', text: 'Escreva no seu idioma e a resposta chega no mesmo.' },
      secure: { title: 'Seguro', text: 'Não precisa de conta e só você vê a sua conversa.' },
    },
    howTitle: 'Como funciona',
    steps: {
      one: { title: 'Abra o chat', text: 'Clique na barra de chat no canto inferior direito.' },
      two: { title: 'Faça a sua pergunta', text: 'Com as suas palavras e no seu idioma.' },
      three: {
        title: 'Receba a resposta',
        text: 'Leia a resposta com a fonte ou escolha uma sugestão se a pergunta era ampla.',
      },
    },
    commonTitle: 'Perguntas frequentes',
    commonHint: 'Clique numa pergunta para a fazer no chat.',
    questions: {
      shipping: 'Quanto tempo demora o envio?',
      returns: 'Qual é a vossa política de devoluções?',
      tracking: 'Como posso acompanhar a minha encomenda?',
      payment: 'Que métodos de pagamento aceitam?',
    },
  },
  about: {
    title: 'Sobre o Parley',
    body1:
      'O Parley é um chat de apoio ao cliente auto-alojado. Responde aos visitantes no idioma deles a partir das FAQ e documentos da empresa, no seu próprio servidor.',
    body2:
      'Não precisa de nenhum serviço de IA externo: o motor integrado deteta o idioma, encontra a resposta e pede esclarecimentos quando a pergunta é ambígua. Para respostas mais fluidas pode ligar o seu próprio modelo de linguagem.',
    valuesTitle: 'O que nos importa',
    values: {
      privacy: 'Privacidade: as conversas ficam no seu servidor.',
      speed: 'Rapidez: respostas em milissegundos.',
      languages: 'Idiomas: doze de origem, mais por configuração.',
    },
  },
  contact: {
    title: 'Contacte-nos',
    intro: 'O chat não respondeu à sua pergunta? Escreva-nos e uma pessoa responderá.',
    infoTitle: 'Informação de contacto',
    email: 'E-mail',
    hours: 'Horário de apoio',
    hoursValue: 'Segunda a sexta, 9:00–18:00 CET',
    liveChat: 'Prefere uma resposta rápida? Experimente o nosso chat ao vivo.',
    liveChatLink: 'Abrir o chat',
    responseNote: 'Normalmente respondemos em 24 horas',
    formTitle: 'Envie-nos uma mensagem',
    name: 'Nome',
    emailField: 'E-mail',
    subject: 'Assunto',
    message: 'Mensagem',
    send: 'Enviar mensagem',
    sending: 'A enviar...',
    success: 'Obrigado pela sua mensagem! Responderemos em breve.',
    error: 'Algo correu mal. Tente novamente mais tarde.',
  },
  terms: { title: 'Termos de serviço' },
  privacy: { title: 'Política de privacidade' },
  notFound: {
    title: 'Página não encontrada',
    text: 'A página que procura não existe ou foi movida.',
    back: 'Voltar ao início',
  },
};
