import { type DemoFaq, t } from './demo-faq-types.ts';

/** Demo business "Northwind Outfitters": gear, care and rentals. */
export const gearFaqs: DemoFaq[] = [
  {
    slug: 'tent-waterproof',
    category: 'products',
    keywords: ['tent', 'waterproof', 'rain', 'hydrostatic', 'seams'],
    translations: {
      en: t(
        'Are your tents waterproof?',
        'Yes: each tent has a hydrostatic head rating, typically **3,000 mm for the flysheet and 5,000 mm for the groundsheet**, and all seams are taped. Re-proof your tent once a year to keep it watertight.',
        ['will my tent leak in the rain', 'tent hydrostatic head', 'is the tent rainproof'],
      ),
      es: t(
        '¿Son impermeables sus tiendas de campaña?',
        'Sí: cada modelo indica su columna de agua, normalmente **3.000 mm en el doble techo y 5.000 mm en el suelo**, y todas las costuras están termoselladas. Vuelve a impermeabilizar la tienda una vez al año para que siga siendo estanca.',
        ['se mojará la tienda si llueve', 'columna de agua de la tienda', 'tienda de campaña para la lluvia'],
      ),
      fr: t(
        'Vos tentes sont-elles imperméables ?',
        'Oui : chaque tente indique sa colonne d’eau, généralement **3 000 mm pour le double toit et 5 000 mm pour le tapis de sol**, et toutes les coutures sont étanchées. Pensez à la réimperméabiliser une fois par an.',
        ['ma tente va-t-elle prendre l’eau', 'colonne d’eau d’une tente', 'tente qui résiste à la pluie'],
      ),
      de: t(
        'Sind eure Zelte wasserdicht?',
        'Ja, jedes Zelt hat eine angegebene Wassersäule, meist **3.000 mm am Außenzelt und 5.000 mm am Zeltboden**, und alle Nähte sind getapt. Imprägniere dein Zelt einmal im Jahr nach, damit es dicht bleibt.',
        ['wird mein Zelt bei Regen nass', 'Wassersäule beim Zelt', 'hält das Zelt Starkregen aus'],
      ),
      it: t(
        'Le vostre tende sono impermeabili?',
        'Sì: ogni tenda indica la sua colonna d’acqua, di solito **3.000 mm per il sovratelo e 5.000 mm per il pavimento**, e tutte le cuciture sono termonastrate. Ti consigliamo di reimpermeabilizzarla una volta l’anno.',
        ['la tenda regge la pioggia', 'colonna d’acqua della tenda', 'entra acqua nella tenda'],
      ),
      pt: t(
        'As vossas tendas são impermeáveis?',
        'Sim: cada tenda indica a sua coluna de água, normalmente **3000 mm no duplo teto e 5000 mm no chão**, e todas as costuras são seladas. Volte a impermeabilizar a tenda uma vez por ano para que continue estanque.',
        ['a tenda aguenta chuva', 'coluna de água da tenda', 'entra água na tenda'],
      ),
      nl: t(
        'Zijn jullie tenten waterdicht?',
        'Ja, elke tent heeft een opgegeven waterkolom, doorgaans **3.000 mm voor de buitentent en 5.000 mm voor het grondzeil**, en alle naden zijn getapet. Impregneer je tent één keer per jaar opnieuw, zodat hij waterdicht blijft.',
        ['blijft de tent droog bij regen', 'waterkolom van een tent', 'lekt de tent bij een stortbui'],
      ),
      ru: t(
        'Ваши палатки водонепроницаемые?',
        'Да: для каждой палатки указана водостойкость, обычно **3000 мм для тента и 5000 мм для дна**, а все швы проклеены. Раз в год обновляйте водоотталкивающую пропитку, чтобы палатка не промокала.',
        ['промокнет ли палатка под дождём', 'водостойкость палатки', 'палатка от дождя'],
      ),
      zh: t(
        '你们的帐篷防水吗？',
        '是的，每款帐篷都标注了静水压，通常为**外帐3000毫米、帐底5000毫米**，所有接缝均经过压胶处理。建议每年重新做一次防水处理。',
        ['下雨帐篷会漏水吗', '帐篷静水压', '帐篷防雨性能'],
      ),
      ja: t(
        'テントは防水ですか？',
        'はい。各テントには耐水圧が表示されており、目安は**フライシート3,000mm、フロア5,000mm**で、縫い目はすべてシームテープ処理済みです。年に一度は防水スプレーで再処理してください。',
        ['雨でもテントは大丈夫', 'テントの耐水圧', 'テントが雨漏りしないか'],
      ),
      ko: t(
        '텐트는 방수가 되나요?',
        '네. 모든 텐트에는 내수압이 표시되어 있으며, 보통 **플라이 3,000mm, 바닥 5,000mm**이고 모든 솔기는 심실링 처리되어 있습니다. 1년에 한 번 방수 처리를 다시 해 주세요.',
        ['비 오면 텐트 새나요', '텐트 내수압', '우중 캠핑용 텐트'],
      ),
      ar: t(
        'هل خيامكم مقاومة للماء؟',
        'نعم، لكل خيمة تصنيف لمقاومة ضغط الماء، عادةً **3000 مم للغطاء الخارجي و5000 مم للأرضية**، وجميع الدرزات ملصوقة بشريط عازل. ننصحك بإعادة معالجة الخيمة بمادة مانعة للماء مرة كل عام.',
        ['هل تتسرب مياه المطر إلى الخيمة', 'ضغط الماء للخيمة', 'خيمة تتحمل المطر'],
      ),
    },
  },
  {
    slug: 'product-care',
    category: 'products',
    keywords: ['wash', 'care', 'jacket', 'laundry', 'cleaning'],
    translations: {
      en: t(
        'How do I wash and care for my waterproof jacket?',
        'Machine-wash it **at 30 °C with a technical cleaner** and never use fabric softener. Then tumble dry on low heat to reactivate the water-repellent coating.',
        [
          'can my rain jacket go in the washing machine',
          'cleaning a shell jacket',
          'my jacket doesn’t repel water anymore',
        ],
      ),
      es: t(
        '¿Cómo lavo y cuido mi chaqueta impermeable?',
        'Lávala **a 30 °C con un detergente técnico** y no uses suavizante. Después sécala en secadora a baja temperatura para reactivar el tratamiento repelente al agua.',
        [
          'se puede meter la chaqueta en la lavadora',
          'limpiar un chubasquero',
          'mi chaqueta ya no repele el agua',
        ],
      ),
      fr: t(
        'Comment laver et entretenir ma veste imperméable ?',
        'Lavez-la **à 30 °C avec une lessive technique**, sans adoucissant. Passez-la ensuite au sèche-linge à basse température pour réactiver le traitement déperlant.',
        ['puis-je mettre ma veste en machine', 'entretenir un imperméable', 'ma veste n’est plus déperlante'],
      ),
      de: t(
        'Wie wasche und pflege ich meine Regenjacke?',
        'Wasch sie **bei 30 °C mit einem Funktionswaschmittel** und verzichte auf Weichspüler. Trockne sie danach im Trockner bei niedriger Temperatur, um die wasserabweisende Imprägnierung zu reaktivieren.',
        ['darf die Jacke in die Waschmaschine', 'Hardshelljacke reinigen', 'Jacke perlt nicht mehr ab'],
      ),
      it: t(
        'Come devo lavare e trattare la mia giacca impermeabile?',
        'Lavala **a 30 °C con un detersivo tecnico**, senza ammorbidente. Poi asciugala in asciugatrice a bassa temperatura per riattivare il trattamento idrorepellente.',
        [
          'posso lavare la giacca in lavatrice',
          'pulire una giacca antipioggia',
          'la giacca non respinge più l’acqua',
        ],
      ),
      pt: t(
        'Como lavo e cuido do meu casaco impermeável?',
        'Lave-o **a 30 °C com um detergente técnico** e não use amaciador. Depois, seque-o na máquina a baixa temperatura para reativar o tratamento repelente de água.',
        ['posso pôr o casaco na máquina', 'limpar um impermeável', 'o casaco já não repele a água'],
      ),
      nl: t(
        'Hoe was en onderhoud ik mijn regenjas?',
        'Was hem **op 30 °C met een technisch wasmiddel** en gebruik geen wasverzachter. Droog hem daarna op lage temperatuur in de droger om de waterafstotende laag weer te activeren.',
        ['mag mijn jas in de wasmachine', 'hardshell jas schoonmaken', 'jas parelt niet meer'],
      ),
      ru: t(
        'Как стирать непромокаемую куртку и ухаживать за ней?',
        'Стирайте её **при 30 °C специальным средством для мембранной одежды** и не используйте кондиционер для белья. Затем высушите в сушильной машине при низкой температуре, чтобы восстановить водоотталкивающую пропитку.',
        [
          'можно ли стирать куртку в машинке',
          'чистка мембранной куртки',
          'куртка перестала отталкивать воду',
        ],
      ),
      zh: t(
        '防水夹克应该怎么清洗和保养？',
        '请**在30 °C下用专用功能面料洗涤剂**洗涤，不要使用柔顺剂。洗后用烘干机低温烘干，即可重新激活防泼水涂层。',
        ['冲锋衣能机洗吗', '冲锋衣清洗方法', '外套不防泼水了怎么办'],
      ),
      ja: t(
        '防水ジャケットの洗い方とお手入れ方法を教えてください。',
        '**30℃で専用洗剤を使って**洗い、柔軟剤は使わないでください。その後、乾燥機の低温で乾かすと撥水加工が回復します。',
        ['ジャケットを洗濯機で洗いたい', 'レインウェアの手入れ', '撥水しなくなった'],
      ),
      ko: t(
        '방수 재킷은 어떻게 세탁하고 관리하나요?',
        '**30°C에서 기능성 의류 전용 세제로** 세탁하고 섬유유연제는 사용하지 마세요. 세탁 후 건조기에서 저온으로 말리면 발수 코팅이 다시 활성화됩니다.',
        ['재킷 세탁기 돌려도 돼요', '방수 자켓 관리법', '발수가 안 돼요'],
      ),
      ar: t(
        'كيف أغسل سترتي المقاومة للماء وأعتني بها؟',
        'اغسلها **على 30 درجة مئوية بمنظّف مخصص للملابس التقنية** ولا تستخدم منعّم الأقمشة. ثم جففها في المجفف على حرارة منخفضة لإعادة تنشيط الطبقة الطاردة للماء.',
        ['هل يمكن غسل السترة في الغسالة', 'العناية بجاكيت المطر', 'السترة لم تعد تصد الماء'],
      ),
    },
  },
  {
    slug: 'gear-rental',
    category: 'services',
    keywords: ['rent', 'rental', 'hire', 'borrow', 'camping'],
    translations: {
      en: t(
        'Can I rent camping gear instead of buying it?',
        'Yes! Tents, sleeping bags and backpacks can be rented in our stores **from €10 per day**. Book online and pay a deposit when you collect your gear.',
        ['hire a tent for the weekend', 'borrow a sleeping bag', 'camping equipment rental'],
      ),
      es: t(
        '¿Puedo alquilar material de acampada en vez de comprarlo?',
        '¡Sí! Puedes alquilar tiendas de campaña, sacos de dormir y mochilas en nuestros locales **desde 10 € al día**. Resérvalos online; al recogerlos te pediremos una fianza.',
        [
          'alquiler de equipo de camping',
          'alquilar un saco de dormir para el finde',
          'cuánto cuesta alquilar una mochila',
        ],
      ),
      fr: t(
        'Puis-je louer du matériel de camping au lieu de l’acheter ?',
        'Oui ! Tentes, sacs de couchage et sacs à dos sont à louer en magasin **à partir de 10 € par jour**. Réservez en ligne ; une caution vous sera demandée au retrait du matériel.',
        [
          'location de tente',
          'louer un sac de couchage pour le week-end',
          'combien coûte la location de matériel',
        ],
      ),
      de: t(
        'Kann ich Campingausrüstung mieten, statt sie zu kaufen?',
        'Ja! Zelte, Schlafsäcke und Rucksäcke kannst du in unseren Läden **ab 10 € pro Tag** mieten. Buch online und hinterlege bei der Abholung eine Kaution.',
        ['Zelt fürs Wochenende ausleihen', 'Schlafsack mieten', 'was kostet der Verleih'],
      ),
      it: t(
        'Posso noleggiare l’attrezzatura da campeggio invece di comprarla?',
        'Sì! Nei nostri negozi puoi noleggiare tende, sacchi a pelo e zaini **a partire da 10 € al giorno**. Prenota online e lascia una cauzione al momento del ritiro.',
        ['noleggio tenda', 'affittare un sacco a pelo per il weekend', 'quanto costa noleggiare uno zaino'],
      ),
      pt: t(
        'Posso alugar material de campismo em vez de o comprar?',
        'Sim! Pode alugar tendas, sacos-cama e mochilas nas nossas lojas **a partir de 10 € por dia**. Reserve online e deixe uma caução ao levantar o material.',
        ['aluguer de tendas', 'alugar um saco-cama para o fim de semana', 'quanto custa alugar uma mochila'],
      ),
      nl: t(
        'Kan ik kampeerspullen huren in plaats van kopen?',
        'Ja! Tenten, slaapzakken en rugzakken kun je in onze winkels huren **vanaf € 10 per dag**. Reserveer online en betaal een borg bij het ophalen.',
        ['tent huren voor een weekend', 'slaapzak lenen', 'wat kost kampeeruitrusting huren'],
      ),
      ru: t(
        'Можно ли взять туристическое снаряжение напрокат, а не покупать?',
        'Да! Палатки, спальники и рюкзаки можно взять напрокат в наших магазинах **от 10 € в день**. Забронируйте онлайн и оставьте залог при получении.',
        ['аренда палатки', 'взять спальник на выходные', 'сколько стоит прокат снаряжения'],
      ),
      zh: t(
        '我可以租露营装备而不用买吗？',
        '可以！我们的门店出租帐篷、睡袋和背包，**每天10欧元起**。请在线预订，取装备时需支付押金。',
        ['租帐篷', '周末租个睡袋', '露营装备租赁价格'],
      ),
      ja: t(
        'キャンプ用品は購入せずにレンタルできますか？',
        'はい！テント、寝袋、バックパックを店舗にて**1日10ユーロから**レンタルできます。オンラインでご予約のうえ、受け取り時にデポジットをお預けください。',
        ['テントを借りたい', '寝袋のレンタル料金', '週末だけキャンプ道具を借りる'],
      ),
      ko: t(
        '캠핑 장비를 사지 않고 대여할 수 있나요?',
        '네! 텐트, 침낭, 배낭을 매장에서 **하루 10유로부터** 대여할 수 있습니다. 온라인으로 예약하고, 수령 시 보증금을 맡겨 주세요.',
        ['텐트 빌릴 수 있어요', '침낭 렌탈 가격', '주말 캠핑 장비 대여'],
      ),
      ar: t(
        'هل يمكنني استئجار معدات التخييم بدلًا من شرائها؟',
        'نعم! يمكنك استئجار الخيام وأكياس النوم وحقائب الظهر من متاجرنا **ابتداءً من 10 يورو في اليوم**. احجز عبر الإنترنت وادفع مبلغ تأمين عند استلام المعدات.',
        ['تأجير خيمة', 'استئجار كيس نوم لعطلة نهاية الأسبوع', 'كم سعر تأجير المعدات'],
      ),
    },
  },
  {
    slug: 'gift-wrapping',
    category: 'orders',
    keywords: ['gift', 'wrapping', 'wrap', 'packaging', 'message'],
    translations: {
      en: t(
        'Do you offer gift wrapping?',
        'Yes, you can add gift wrapping at checkout for **€3**, including a card with your personal message. We never put prices in the parcel.',
        ['can you wrap it for me', 'add a personal message', 'hide the price from the recipient'],
      ),
      es: t(
        '¿Ofrecen envoltorio para regalo?',
        'Sí, al finalizar la compra puedes añadir el envoltorio de regalo por **3 €**, con una tarjeta con tu dedicatoria. Nunca incluimos los precios en el paquete.',
        ['me lo pueden envolver para regalo', 'añadir una dedicatoria', 'que no aparezca el precio'],
      ),
      fr: t(
        'Proposez-vous l’emballage cadeau ?',
        'Oui, vous pouvez ajouter un emballage cadeau au moment de valider votre panier pour **3 €**, avec une carte portant votre message. Aucun prix ne figure dans le colis.',
        ['pouvez-vous faire un paquet cadeau', 'ajouter un petit mot', 'ne pas montrer le prix'],
      ),
      de: t(
        'Bietet ihr Geschenkverpackung an?',
        'Ja, beim Bezahlen kannst du für **3 €** eine Geschenkverpackung mit persönlicher Grußkarte wählen. Im Paket liegen nie Preisangaben.',
        ['könnt ihr das als Geschenk einpacken', 'Grußkarte beilegen', 'Preis soll nicht sichtbar sein'],
      ),
      it: t(
        'Fate confezioni regalo?',
        'Sì, al momento del pagamento puoi aggiungere la confezione regalo per **3 €**, con un biglietto e il tuo messaggio. Nel pacco non inseriamo mai i prezzi.',
        ['potete incartarlo come regalo', 'aggiungere un biglietto di auguri', 'senza prezzo nel pacco'],
      ),
      pt: t(
        'Têm serviço de embrulho para oferta?',
        'Sim, ao finalizar a compra pode escolher embrulho para oferta por **3 €**, com um cartão com a sua mensagem. Os preços nunca vão dentro da embalagem.',
        ['podem embrulhar como presente', 'juntar uma mensagem personalizada', 'sem preço na embalagem'],
      ),
      nl: t(
        'Bieden jullie cadeauverpakking aan?',
        'Ja, bij het afrekenen kun je voor **€ 3** cadeauverpakking kiezen, met een kaartje met je persoonlijke boodschap. Er zitten nooit prijzen in het pakket.',
        ['kunnen jullie het als cadeau inpakken', 'een kaartje met tekst toevoegen', 'zonder prijs erin'],
      ),
      ru: t(
        'Есть ли у вас подарочная упаковка?',
        'Да, при оформлении покупки можно добавить подарочную упаковку за **3 €** и открытку с вашим пожеланием. Цены в посылку мы никогда не вкладываем.',
        ['упаковать как подарок', 'добавить открытку с поздравлением', 'чтобы не было видно цены'],
      ),
      zh: t(
        '你们提供礼品包装吗？',
        '提供。结账时可选择礼品包装，费用**3欧元**，并可附上留言卡。包裹内不会放任何价格信息。',
        ['能帮我包成礼物吗', '附一张祝福卡片', '包裹里别放价格'],
      ),
      ja: t(
        'ギフトラッピングはできますか？',
        'はい。ご購入手続きの際に**3ユーロ**でギフトラッピングを追加でき、メッセージカードもお付けできます。荷物に価格がわかるものは同梱しません。',
        ['贈り物用に包んでほしい', 'メッセージカードを付けたい', '値段がわからないように送りたい'],
      ),
      ko: t(
        '선물 포장 서비스가 있나요?',
        '네, 결제 단계에서 **3유로**에 선물 포장을 추가하고 메시지 카드도 넣을 수 있습니다. 택배 상자에는 가격 정보를 넣지 않습니다.',
        ['선물용으로 포장해 주세요', '메시지 카드 추가', '가격 안 보이게 보내기'],
      ),
      ar: t(
        'هل تقدمون خدمة تغليف الهدايا؟',
        'نعم، يمكنك إضافة تغليف الهدايا عند إتمام الشراء مقابل **3 يورو** مع بطاقة تحمل رسالتك. لا نضع أي أسعار داخل الطرد.',
        ['هل يمكن تغليفه كهدية', 'إضافة رسالة مع الهدية', 'إخفاء السعر عن المستلم'],
      ),
    },
  },
  {
    slug: 'workshops-events',
    category: 'services',
    keywords: ['workshop', 'event', 'course', 'class', 'navigation'],
    translations: {
      en: t(
        'Do you organise outdoor workshops or events?',
        'Yes! Our stores host **free workshops every month**, covering topics like navigation, first aid and bike repair. Sign up on the *Events* page.',
        ['map and compass course', 'first aid class', 'what events are coming up'],
      ),
      es: t(
        '¿Organizan talleres o eventos al aire libre?',
        '¡Sí! Nuestras tiendas organizan **talleres gratuitos cada mes** sobre orientación, primeros auxilios o reparación de bicicletas. Apúntate en la página *Eventos*.',
        ['curso de orientación con mapa y brújula', 'clases de primeros auxilios', 'próximas actividades'],
      ),
      fr: t(
        'Organisez-vous des ateliers ou des événements de plein air ?',
        'Oui ! Nos magasins proposent **des ateliers gratuits chaque mois** : orientation, premiers secours, réparation de vélo… Inscrivez-vous sur la page *Événements*.',
        ['cours de lecture de carte', 'formation aux premiers secours', 'prochaines sorties et animations'],
      ),
      de: t(
        'Veranstaltet ihr Outdoor-Workshops oder Events?',
        'Ja! In unseren Läden gibt es **jeden Monat kostenlose Workshops**, etwa zu Navigation, Erster Hilfe und Fahrradreparatur. Anmelden kannst du dich auf der Seite *Events*.',
        ['Kurs zu Karte und Kompass', 'Erste-Hilfe-Kurs', 'welche Veranstaltungen stehen an'],
      ),
      it: t(
        'Organizzate workshop o eventi all’aria aperta?',
        'Sì! Nei nostri negozi organizziamo **workshop gratuiti ogni mese** su orientamento, primo soccorso e riparazione della bici. Iscriviti dalla pagina *Eventi*.',
        ['corso di orientamento', 'lezione di primo soccorso', 'prossimi eventi in programma'],
      ),
      pt: t(
        'Organizam workshops ou eventos ao ar livre?',
        'Sim! As nossas lojas organizam **workshops gratuitos todos os meses** sobre orientação, primeiros socorros e reparação de bicicletas. Inscreva-se na página *Eventos*.',
        ['curso de orientação com bússola', 'formação em primeiros socorros', 'próximas atividades'],
      ),
      nl: t(
        'Organiseren jullie outdoorworkshops of evenementen?',
        'Ja! In onze winkels geven we **elke maand gratis workshops**, bijvoorbeeld over navigatie, EHBO en fietsreparatie. Schrijf je in via de pagina *Evenementen*.',
        ['cursus kaartlezen', 'EHBO-cursus volgen', 'welke activiteiten komen eraan'],
      ),
      ru: t(
        'Вы проводите мастер-классы или мероприятия для любителей активного отдыха?',
        'Да! В наших магазинах **каждый месяц проходят бесплатные мастер-классы**: ориентирование, первая помощь, ремонт велосипеда. Записаться можно на странице *Мероприятия*.',
        ['курс ориентирования с картой и компасом', 'занятия по первой помощи', 'ближайшие мероприятия'],
      ),
      zh: t(
        '你们会举办户外工作坊或活动吗？',
        '会！我们的门店**每月举办免费工作坊**，内容包括导航定向、急救和自行车维修。请在*活动*页面报名。',
        ['地图指北针课程', '急救培训', '最近有什么活动'],
      ),
      ja: t(
        'アウトドアのワークショップやイベントは開催していますか？',
        'はい！店舗では**毎月無料のワークショップ**を開催しており、ナビゲーション、応急手当、自転車修理などを学べます。お申し込みは*イベント*ページからどうぞ。',
        ['地図読みの講習', '応急手当の講座', '今後のイベント予定'],
      ),
      ko: t(
        '아웃도어 워크숍이나 행사를 여나요?',
        '네! 매장에서 **매달 무료 워크숍**을 열며, 지도·나침반 사용법, 응급처치, 자전거 수리 등을 다룹니다. *이벤트* 페이지에서 신청하세요.',
        ['독도법 강좌', '응급처치 교육', '다가오는 행사 일정'],
      ),
      ar: t(
        'هل تنظمون ورش عمل أو فعاليات للأنشطة الخارجية؟',
        'نعم! تستضيف متاجرنا **ورش عمل مجانية كل شهر** في الملاحة والإسعافات الأولية وإصلاح الدراجات. سجّل من صفحة *الفعاليات*.',
        ['دورة قراءة الخرائط', 'تدريب على الإسعافات الأولية', 'ما الفعاليات القادمة'],
      ),
    },
  },
];
