import type { Messages } from '../messages.ts';

export const es: Messages = {
  nav: {
    home: 'Inicio',
    chat: 'Chat',
    about: 'Acerca de',
    contact: 'Contacto',
    admin: 'Admin',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    language: 'Idioma',
    main: 'Navegación principal',
  },
  footer: {
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    tagline: 'Atención al cliente multilingüe que funciona en tu propio servidor.',
    rights: 'Todos los derechos reservados.',
  },
  home: {
    headline: 'Chatea en cualquier idioma con ayuda de la IA',
    intro:
      'Parley responde a tus visitantes a cualquier hora, en su idioma, a partir de tus preguntas frecuentes y documentos. Sin registro.',
    startChatting: 'Empezar a chatear',
    learnMore: 'Saber más',
    featuresTitle: 'Todo lo que tus visitantes necesitan',
    features: {
      multilingual: {
        title: 'Soporte multilingüe',
        text: 'Los visitantes escriben en español, inglés, francés, alemán, chino y más; Parley detecta el idioma y responde en él.',
      },
      instant: {
        title: 'Respuestas instantáneas',
        text: 'Las respuestas llegan en milisegundos, de día y de noche, sin esperar a un agente.',
      },
      knowledge: {
        title: 'Base de conocimiento',
        text: 'Entrenado con tus preguntas frecuentes y documentos, con la fuente de cada respuesta.',
      },
      noLogin: {
        title: 'Sin inicio de sesión',
        text: 'Cualquiera puede empezar a conversar al momento; cada chat es privado.',
      },
    },
    bannerTitle: '¿Listo para empezar? Usa nuestro chatbot hoy mismo.',
    goToChat: 'Ir al chat',
  },
  chat: {
    title: 'Chatea con nuestro asistente',
    intro:
      'Pregunta lo que quieras sobre pedidos, envíos, devoluciones o tu cuenta. El asistente responde en tu idioma.',
    highlights: {
      available: { title: 'Disponible 24/7', text: 'Ayuda a cualquier hora, cualquier día.' },
      multilingual: { title: 'Multilingüe', text: 'Escribe en tu idioma y la respuesta llega en el mismo.' },
      secure: { title: 'Seguro', text: 'Sin cuenta y tu conversación solo la ves tú.' },
    },
    howTitle: 'Cómo funciona',
    steps: {
      one: { title: 'Abre el chat', text: 'Haz clic en la barra de chat de la esquina inferior derecha.' },
      two: { title: 'Haz tu pregunta', text: 'Escríbela con tus palabras y en tu idioma.' },
      three: {
        title: 'Recibe tu respuesta',
        text: 'Lee la respuesta con su fuente o elige una sugerencia si la pregunta era amplia.',
      },
    },
    commonTitle: 'Preguntas frecuentes',
    commonHint: 'Haz clic en una pregunta para enviarla al chat.',
    questions: {
      shipping: '¿Cuánto tarda el envío?',
      returns: '¿Cuál es su política de devoluciones?',
      tracking: '¿Cómo puedo seguir mi pedido?',
      payment: '¿Qué métodos de pago aceptan?',
    },
  },
  about: {
    title: 'Acerca de Parley',
    body1:
      'Parley es un chat de atención al cliente autoalojado. Responde a los visitantes en su idioma a partir de las preguntas frecuentes y documentos de la empresa, y funciona en su propio servidor.',
    body2:
      'No necesita ningún servicio de IA externo: su motor integrado detecta el idioma, encuentra la respuesta y pide aclaraciones cuando una pregunta es ambigua. Quien quiera respuestas más fluidas puede conectar su propio modelo de lenguaje.',
    valuesTitle: 'Lo que nos importa',
    values: {
      privacy: 'Privacidad: las conversaciones se quedan en tu servidor.',
      speed: 'Velocidad: respuestas en milisegundos.',
      languages: 'Idiomas: doce de serie y más mediante configuración.',
    },
  },
  contact: {
    title: 'Contáctanos',
    intro: '¿El chat no pudo responder tu pregunta? Escríbenos y te contestará una persona.',
    infoTitle: 'Información de contacto',
    email: 'Correo electrónico',
    hours: 'Horario de atención',
    hoursValue: 'De lunes a viernes, 9:00–18:00 CET',
    liveChat: '¿Prefieres una respuesta rápida? Prueba nuestro chat en vivo.',
    liveChatLink: 'Abrir el chat',
    responseNote: 'Solemos responder en 24 horas',
    formTitle: 'Envíanos un mensaje',
    name: 'Nombre',
    emailField: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    success: '¡Gracias por tu mensaje! Te responderemos pronto.',
    error: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  },
  terms: { title: 'Términos del servicio' },
  privacy: { title: 'Política de privacidad' },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    back: 'Volver al inicio',
  },
};
