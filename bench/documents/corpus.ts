import { readFileSync } from 'node:fs';
import { makeDocx, makePdf, type Section } from '../../apps/server/src/modules/documents/test-files.ts';

/**
 * The dev set's documents: nine businesses, four file types, eight languages. Made on the fly through the
 * same helpers the tests use; the Word 97 DOC is the committed fixture (no npm package writes DOC).
 */
export interface CorpusDocument {
  name: string;
  language: string;
  make: () => Promise<Uint8Array> | Uint8Array;
}

const txt = (sections: Section[]) =>
  new TextEncoder().encode(
    sections.map((s) => [s.heading, ...s.paragraphs].filter(Boolean).join('\n\n')).join('\n\n'),
  );

const BIKE_RENTAL: Section[][] = [
  [
    {
      heading: 'Rental prices',
      paragraphs: [
        'City bikes cost 18 euros per day and 80 euros per week. Electric bikes cost 35 euros per day.',
        'Children under 12 ride for half price when they rent together with an adult.',
      ],
    },
    {
      heading: 'Deposit and identification',
      paragraphs: [
        'We block a deposit of 200 euros on your credit card when you collect the bike. Please bring a passport or national identity card.',
      ],
    },
  ],
  [
    {
      heading: 'Late returns',
      paragraphs: [
        'Bikes must be back at the shop by 19:00. A bike returned later is charged an extra half day, and after 22:00 a full day.',
      ],
    },
    {
      heading: 'Helmets and locks',
      paragraphs: [
        'A helmet and a lock are included free of charge with every rental. A lost lock costs 40 euros.',
      ],
    },
  ],
  [
    {
      heading: 'Breakdowns and damage',
      paragraphs: [
        'If you get a flat tyre, call our road service on 0800 123 456; we repair punctures free of charge within the city.',
        'Damage caused by a fall is charged at the cost of the parts.',
      ],
    },
  ],
];

const COWORKING: Section[] = [
  {
    heading: 'House rules of Harbour Desk coworking',
    paragraphs: ['Welcome to Harbour Desk. These rules keep the space pleasant for everyone.'],
  },
  {
    heading: 'Access',
    paragraphs: [
      'Members with a monthly pass can enter around the clock with their key card. Day pass holders have access from 8:00 to 18:00 on weekdays.',
    ],
  },
  {
    heading: 'Meeting rooms',
    paragraphs: [
      'Meeting rooms are booked in the member app. Each member gets four free hours per month; extra hours cost 15 pounds.',
    ],
  },
  {
    heading: 'Guests',
    paragraphs: [
      'You may bring up to two guests per day. Guests must sign in at the front desk and wear a visitor badge.',
    ],
  },
  {
    heading: 'Printing',
    paragraphs: ['Black and white prints cost 10 pence per page; colour prints cost 30 pence per page.'],
  },
  {
    heading: 'Phone calls',
    paragraphs: [
      'Please take phone and video calls in the phone booths on the first floor, not at the open desks.',
    ],
  },
];

const HOTEL: Section[][] = [
  [
    {
      heading: "Conditions de séjour de l'Hôtel des Tilleuls",
      paragraphs: [
        "Les chambres sont disponibles à partir de 15 heures le jour de l'arrivée et doivent être libérées avant 11 heures le jour du départ.",
      ],
    },
    {
      heading: 'Annulation',
      paragraphs: [
        "Toute réservation peut être annulée sans frais jusqu'à 48 heures avant la date d'arrivée. Passé ce délai, la première nuit est facturée.",
      ],
    },
  ],
  [
    {
      heading: 'Petit-déjeuner',
      paragraphs: [
        'Le petit-déjeuner buffet est servi de 7 heures à 10 heures 30 dans la véranda. Il coûte 14 euros par personne.',
      ],
    },
    {
      heading: 'Animaux',
      paragraphs: ['Les chiens de petite taille sont acceptés avec un supplément de 12 euros par nuit.'],
    },
    {
      heading: 'Parking',
      paragraphs: [
        "Le parking privé de l'hôtel est gratuit pour nos clients, dans la limite des places disponibles.",
      ],
    },
  ],
];

const WARRANTY: Section[] = [
  {
    heading: 'Garantiebedingungen der Elektro Berger GmbH',
    paragraphs: [
      'Auf alle bei uns gekauften Haushaltsgeräte gewähren wir eine Garantie von drei Jahren ab dem Kaufdatum.',
    ],
  },
  {
    heading: 'Akkus und Verschleißteile',
    paragraphs: [
      'Für Akkus gilt eine Garantie von zwölf Monaten. Verschleißteile wie Filter, Bürsten und Dichtungen sind von der Garantie ausgenommen.',
    ],
  },
  {
    heading: 'Garantiefall melden',
    paragraphs: [
      'Bitte bringen Sie das defekte Gerät zusammen mit dem Kassenbon in eine unserer Filialen oder senden Sie es uns mit dem kostenlosen Rücksendeetikett.',
    ],
  },
  {
    heading: 'Reparaturdauer',
    paragraphs: [
      'Die Reparatur dauert in der Regel zehn Werktage. Während der Reparatur erhalten Sie auf Wunsch ein Leihgerät.',
    ],
  },
  {
    heading: 'Ausschlüsse',
    paragraphs: [
      'Schäden durch Stürze, Wasser oder unsachgemäße Reparaturen durch Dritte sind nicht von der Garantie gedeckt.',
    ],
  },
];

const GYM: Section[] = [
  {
    heading: 'Regolamento della palestra FitLago',
    paragraphs: ['Il presente regolamento vale per tutti gli iscritti della palestra FitLago di Como.'],
  },
  {
    heading: 'Orari di apertura',
    paragraphs: [
      'La palestra è aperta dal lunedì al venerdì dalle 6:30 alle 22:00, il sabato dalle 8:00 alle 20:00 e la domenica dalle 9:00 alle 13:00.',
    ],
  },
  {
    heading: 'Abbonamento e disdetta',
    paragraphs: [
      "L'abbonamento annuale si rinnova automaticamente. La disdetta deve essere inviata per email almeno 30 giorni prima della scadenza.",
    ],
  },
  {
    heading: 'Asciugamano e scarpe',
    paragraphs: [
      "In sala pesi è obbligatorio l'uso dell'asciugamano e di scarpe pulite, diverse da quelle usate all'esterno.",
    ],
  },
  {
    heading: 'Ospiti',
    paragraphs: [
      'Ogni iscritto può portare un ospite una volta al mese; l’ingresso giornaliero per gli ospiti costa 10 euro.',
    ],
  },
  {
    heading: 'Armadietti',
    paragraphs: [
      'Gli armadietti vanno svuotati ogni sera: quelli ancora chiusi dopo la chiusura vengono aperti dal personale.',
    ],
  },
];

const SHIPPING_ES: Section[][] = [
  [
    {
      heading: 'Condiciones de envío de Panadería Ruiz',
      paragraphs: [
        'Enviamos nuestros turrones y dulces a toda la península en un plazo de 48 a 72 horas laborables.',
      ],
    },
    {
      heading: 'Gastos de envío',
      paragraphs: ['El envío cuesta 6,90 euros y es gratuito para pedidos superiores a 50 euros.'],
    },
    {
      heading: 'Islas Canarias y Baleares',
      paragraphs: [
        'No realizamos envíos a las Islas Canarias. Los envíos a Baleares tardan hasta cinco días laborables.',
      ],
    },
    {
      heading: 'Productos dañados',
      paragraphs: [
        'Si su pedido llega dañado, envíenos una foto por correo electrónico en las 48 horas siguientes y le enviaremos otro sin coste.',
      ],
    },
  ],
];

const RETURNS_PT: Section[] = [
  {
    heading: 'Política de devolução da Loja Verde',
    paragraphs: ['Queremos que fique satisfeito com cada compra feita na nossa loja online.'],
  },
  {
    heading: 'Prazo de devolução',
    paragraphs: [
      'Pode devolver qualquer artigo no prazo de 30 dias após a receção da encomenda, desde que esteja por usar e com as etiquetas.',
    ],
  },
  {
    heading: 'Custos de envio da devolução',
    paragraphs: [
      'A devolução é gratuita através dos pontos CTT; se preferir a recolha em casa, cobramos 4,50 euros.',
    ],
  },
  {
    heading: 'Reembolso',
    paragraphs: [
      'O reembolso é feito no mesmo método de pagamento no prazo de 14 dias após recebermos o artigo.',
    ],
  },
  {
    heading: 'Artigos sem devolução',
    paragraphs: [
      'Roupa interior, fatos de banho e cartões de oferta não podem ser devolvidos por motivos de higiene e segurança.',
    ],
  },
  {
    heading: 'Trocas',
    paragraphs: [
      'As trocas de tamanho são gratuitas e enviamos o novo artigo assim que recebermos o original.',
    ],
  },
];

const DENTIST_NL: Section[] = [
  {
    heading: 'Praktijkinformatie Tandartspraktijk De Linde',
    paragraphs: ['Welkom bij onze praktijk in Utrecht. Hieronder vindt u de belangrijkste afspraken.'],
  },
  {
    heading: 'Openingstijden',
    paragraphs: [
      'De praktijk is open op maandag tot en met donderdag van 8.00 tot 17.30 uur en op vrijdag van 8.00 tot 13.00 uur.',
    ],
  },
  {
    heading: 'Afspraak afzeggen',
    paragraphs: [
      'Kunt u niet komen, zeg uw afspraak dan minstens 24 uur van tevoren af. Bij niet tijdig afzeggen rekenen wij 35 euro.',
    ],
  },
  {
    heading: 'Spoed buiten openingstijden',
    paragraphs: ['Bij spoed in het weekend of in de avond belt u de tandartsenspoedlijn op 030 123 45 67.'],
  },
  {
    heading: 'Nieuwe patiënten',
    paragraphs: [
      'Nieuwe patiënten kunnen zich inschrijven via het formulier op onze website; kinderen tot 18 jaar plaatsen wij altijd.',
    ],
  },
  {
    heading: 'Betalen',
    paragraphs: [
      'De nota wordt rechtstreeks naar uw zorgverzekeraar gestuurd; wat niet vergoed wordt, ontvangt u per e-mail.',
    ],
  },
];

const RYOKAN_JA: Section[] = [
  {
    heading: '旅館さくら荘 ご宿泊のご案内',
    paragraphs: ['当館をご利用いただき、誠にありがとうございます。'],
  },
  {
    heading: 'チェックインとチェックアウト',
    paragraphs: ['チェックインは15時から、チェックアウトは10時までとなっております。'],
  },
  {
    heading: 'ご夕食',
    paragraphs: ['ご夕食は18時から20時までの間に、一階のお食事処でお召し上がりいただけます。'],
  },
  {
    heading: '温泉',
    paragraphs: [
      '大浴場の温泉は朝6時から深夜24時までご利用いただけます。タトゥーのある方は貸切風呂をご利用ください。',
    ],
  },
  {
    heading: 'キャンセル料',
    paragraphs: [
      '前日のキャンセルは宿泊料金の50パーセント、当日のキャンセルは100パーセントを頂戴いたします。',
    ],
  },
  {
    heading: '送迎',
    paragraphs: ['駅から当館までの無料送迎バスは、14時から18時まで30分おきに運行しております。'],
  },
];

const fixture = new URL(
  '../../apps/server/src/modules/documents/fixtures/horario-verano.doc',
  import.meta.url,
);

export const CORPUS: CorpusDocument[] = [
  { name: 'Bike rental terms.pdf', language: 'en', make: () => makePdf(BIKE_RENTAL) },
  { name: 'Harbour Desk house rules.txt', language: 'en', make: () => txt(COWORKING) },
  { name: 'Conditions de séjour.pdf', language: 'fr', make: () => makePdf(HOTEL) },
  { name: 'Garantiebedingungen.docx', language: 'de', make: () => makeDocx(WARRANTY) },
  { name: 'Regolamento palestra.docx', language: 'it', make: () => makeDocx(GYM) },
  { name: 'Horario de verano.doc', language: 'es', make: () => new Uint8Array(readFileSync(fixture)) },
  { name: 'Condiciones de envío.pdf', language: 'es', make: () => makePdf(SHIPPING_ES) },
  { name: 'Política de devolução.txt', language: 'pt', make: () => txt(RETURNS_PT) },
  { name: 'Praktijkinformatie.txt', language: 'nl', make: () => txt(DENTIST_NL) },
  { name: 'ご宿泊のご案内.txt', language: 'ja', make: () => txt(RYOKAN_JA) },
];
