import { type DemoFaq, t } from './demo-faq-types.ts';

/** Demo business "Northwind Outfitters": returns, refunds, sizes and payment. */
export const returnsFaqs: DemoFaq[] = [
  {
    slug: 'return-policy',
    category: 'returns',
    keywords: ['return', 'returns', 'policy', 'send back'],
    translations: {
      en: t(
        'What is your return policy?',
        'You can return unworn items with their tags **within 30 days** of delivery. Print the free return label from *My account > Orders* and drop the parcel at any post office.',
        ['how do I return an item', 'send something back', 'return label'],
      ),
      es: t(
        '¿Cuál es su política de devoluciones?',
        'Puedes devolver artículos sin usar y con etiquetas **en un plazo de 30 días** desde la entrega. Imprime la etiqueta gratuita en *Mi cuenta > Pedidos* y deja el paquete en correos.',
        ['cómo devuelvo un artículo', 'devolver un producto', 'etiqueta de devolución'],
      ),
      fr: t(
        'Quelle est votre politique de retour ?',
        'Vous pouvez retourner les articles non portés avec leurs étiquettes **sous 30 jours** après la livraison. Imprimez l’étiquette de retour gratuite dans *Mon compte > Commandes* et déposez le colis à La Poste.',
        ['comment retourner un article', 'renvoyer un produit', 'étiquette de retour'],
      ),
      de: t(
        'Wie sind eure Rückgabebedingungen?',
        'Ungetragene Artikel mit Etikett kannst du **innerhalb von 30 Tagen** nach Lieferung zurückgeben. Druck das kostenlose Retourenetikett unter *Mein Konto > Bestellungen* und gib das Paket bei der Post ab.',
        ['wie schicke ich etwas zurück', 'Artikel zurücksenden', 'Retourenschein'],
      ),
      it: t(
        'Qual è la vostra politica di reso?',
        'Puoi restituire gli articoli non indossati e con etichetta **entro 30 giorni** dalla consegna. Stampa l’etichetta di reso gratuita da *Il mio account > Ordini* e consegna il pacco in posta.',
        ['come faccio un reso', 'restituire un prodotto', 'etichetta per il reso'],
      ),
      pt: t(
        'Qual é a vossa política de devoluções?',
        'Pode devolver artigos não usados e com etiqueta **no prazo de 30 dias** após a entrega. Imprima a etiqueta de devolução grátis em *A minha conta > Encomendas* e entregue a encomenda nos correios.',
        ['como devolvo um artigo', 'devolver um produto', 'etiqueta de devolução'],
      ),
      nl: t(
        'Wat is jullie retourbeleid?',
        'Ongedragen artikelen met label kun je **binnen 30 dagen** na levering retourneren. Print het gratis retourlabel via *Mijn account > Bestellingen* en lever het pakket in bij een postpunt.',
        ['hoe stuur ik iets terug', 'artikel retourneren', 'retourlabel'],
      ),
      ru: t(
        'Какие у вас условия возврата?',
        'Неношеные вещи с бирками можно вернуть **в течение 30 дней** после доставки. Распечатайте бесплатную этикетку возврата в разделе *Мой аккаунт > Заказы* и сдайте посылку на почте.',
        ['как вернуть товар', 'отправить товар обратно', 'этикетка для возврата'],
      ),
      zh: t(
        '你们的退货政策是什么？',
        '未穿着且吊牌完好的商品可在签收后**30天内**退货。请在*我的账户 > 订单*中打印免费退货标签，并将包裹交到任意邮局。',
        ['怎么退货', '把商品寄回去', '退货标签'],
      ),
      ja: t(
        '返品ポリシーを教えてください。',
        '未着用でタグ付きの商品は、お届けから**30日以内**であれば返品できます。*マイアカウント > 注文履歴*から無料の返品ラベルを印刷し、郵便局からお送りください。',
        ['返品の方法', '商品を返送したい', '返品ラベル'],
      ),
      ko: t(
        '반품 정책이 어떻게 되나요?',
        '착용하지 않고 태그가 있는 상품은 수령 후 **30일 이내**에 반품할 수 있습니다. *내 계정 > 주문 내역*에서 무료 반품 라벨을 출력해 우체국에 맡겨 주세요.',
        ['반품 어떻게 해요', '상품 돌려보내기', '반품 라벨'],
      ),
      ar: t(
        'ما هي سياسة الإرجاع لديكم؟',
        'يمكنك إرجاع المنتجات غير الملبوسة مع ملصقاتها **خلال 30 يومًا** من الاستلام. اطبع ملصق الإرجاع المجاني من *حسابي > الطلبات* وسلّم الطرد في أي مكتب بريد.',
        ['كيف أرجع منتجًا', 'إعادة منتج', 'ملصق الإرجاع'],
      ),
    },
  },
  {
    slug: 'refund-time',
    category: 'returns',
    keywords: ['refund', 'money back', 'reimbursement'],
    translations: {
      en: t(
        'When will I get my refund?',
        'We refund you **within 5 business days** after your return reaches our warehouse, to the payment method you used. Your bank may need another 3-5 days.',
        ['where is my money', 'refund status', 'how long does a refund take'],
      ),
      es: t(
        '¿Cuándo recibiré mi reembolso?',
        'Te reembolsamos **en un plazo de 5 días hábiles** desde que la devolución llega al almacén, con el mismo método de pago. Tu banco puede tardar otros 3-5 días.',
        ['dónde está mi dinero', 'estado del reembolso', 'cuánto tarda el reembolso'],
      ),
      fr: t(
        'Quand serai-je remboursé ?',
        'Nous vous remboursons **sous 5 jours ouvrés** après réception de votre retour, sur le moyen de paiement utilisé. Votre banque peut mettre 3 à 5 jours de plus.',
        ['où est mon argent', 'statut du remboursement', 'combien de temps pour un remboursement'],
      ),
      de: t(
        'Wann bekomme ich mein Geld zurück?',
        'Wir erstatten den Betrag **innerhalb von 5 Werktagen** nach Eingang der Rücksendung auf dein ursprüngliches Zahlungsmittel. Deine Bank braucht eventuell weitere 3-5 Tage.',
        ['wo bleibt meine Erstattung', 'Status der Rückerstattung', 'wie lange dauert die Erstattung'],
      ),
      it: t(
        'Quando riceverò il rimborso?',
        'Ti rimborsiamo **entro 5 giorni lavorativi** dall’arrivo del reso in magazzino, sullo stesso metodo di pagamento. La tua banca può impiegare altri 3-5 giorni.',
        ['dove sono i miei soldi', 'stato del rimborso', 'quanto tempo per il rimborso'],
      ),
      pt: t(
        'Quando recebo o meu reembolso?',
        'Reembolsamos **no prazo de 5 dias úteis** após a devolução chegar ao armazém, para o mesmo método de pagamento. O seu banco pode demorar mais 3 a 5 dias.',
        ['onde está o meu dinheiro', 'estado do reembolso', 'quanto demora o reembolso'],
      ),
      nl: t(
        'Wanneer krijg ik mijn geld terug?',
        'We betalen je **binnen 5 werkdagen** nadat je retour in ons magazijn is aangekomen terug via de gebruikte betaalmethode. Je bank kan nog 3-5 dagen nodig hebben.',
        ['waar blijft mijn geld', 'status terugbetaling', 'hoe lang duurt een terugbetaling'],
      ),
      ru: t(
        'Когда я получу возврат денег?',
        'Мы возвращаем деньги **в течение 5 рабочих дней** после поступления возврата на склад тем же способом оплаты. Банку может понадобиться ещё 3–5 дней.',
        ['где мои деньги', 'статус возврата средств', 'сколько ждать возврата денег'],
      ),
      zh: t(
        '我什么时候能收到退款？',
        '退货到达仓库后，我们会在**5个工作日内**原路退款。银行可能还需要3-5天到账。',
        ['我的钱什么时候退回', '退款进度', '退款要多久'],
      ),
      ja: t(
        '返金はいつ受け取れますか？',
        '返品商品が倉庫に到着してから**5営業日以内**に、ご利用のお支払い方法へ返金いたします。銀行での反映にさらに3〜5日かかる場合があります。',
        ['返金はまだですか', '返金状況', '返金にかかる日数'],
      ),
      ko: t(
        '환불은 언제 받을 수 있나요?',
        '반품 상품이 물류 창고에 도착한 후 **영업일 기준 5일 이내**에 결제하신 수단으로 환불해 드립니다. 은행 처리에 3~5일이 더 걸릴 수 있습니다.',
        ['돈은 언제 들어와요', '환불 진행 상황', '환불 기간'],
      ),
      ar: t(
        'متى سأسترد أموالي؟',
        'نعيد المبلغ **خلال 5 أيام عمل** من وصول المرتجع إلى مستودعنا، إلى وسيلة الدفع نفسها. وقد يحتاج البنك من 3 إلى 5 أيام إضافية.',
        ['أين أموالي', 'حالة الاسترداد', 'كم يستغرق استرداد المبلغ'],
      ),
    },
  },
  {
    slug: 'exchange-size',
    category: 'returns',
    keywords: ['exchange', 'size', 'swap', 'fit'],
    translations: {
      en: t(
        'Can I exchange an item for a different size?',
        'Yes, exchanges for another size or colour are **free within 30 days**. Choose *Exchange* instead of *Return* in *My account > Orders*.',
        ['swap for a bigger size', 'it does not fit', 'exchange a jacket'],
      ),
      es: t(
        '¿Puedo cambiar un artículo por otra talla?',
        'Sí, los cambios de talla o color son **gratuitos durante 30 días**. Elige *Cambio* en lugar de *Devolución* en *Mi cuenta > Pedidos*.',
        ['cambiar por una talla más grande', 'no me queda bien', 'cambiar una chaqueta'],
      ),
      fr: t(
        'Puis-je échanger un article contre une autre taille ?',
        'Oui, l’échange de taille ou de couleur est **gratuit pendant 30 jours**. Choisissez *Échange* au lieu de *Retour* dans *Mon compte > Commandes*.',
        ['échanger contre une taille au-dessus', 'ça ne me va pas', 'échanger une veste'],
      ),
      de: t(
        'Kann ich einen Artikel gegen eine andere Größe umtauschen?',
        'Ja, der Umtausch in eine andere Größe oder Farbe ist **30 Tage lang kostenlos**. Wähle unter *Mein Konto > Bestellungen* *Umtausch* statt *Rückgabe*.',
        ['gegen eine größere Größe tauschen', 'passt nicht', 'Jacke umtauschen'],
      ),
      it: t(
        'Posso cambiare un articolo con un’altra taglia?',
        'Sì, il cambio di taglia o colore è **gratuito entro 30 giorni**. Scegli *Cambio* invece di *Reso* in *Il mio account > Ordini*.',
        ['cambiare con una taglia più grande', 'non mi sta bene', 'cambiare una giacca'],
      ),
      pt: t(
        'Posso trocar um artigo por outro tamanho?',
        'Sim, as trocas de tamanho ou cor são **grátis durante 30 dias**. Escolha *Troca* em vez de *Devolução* em *A minha conta > Encomendas*.',
        ['trocar por um tamanho maior', 'não me serve', 'trocar um casaco'],
      ),
      nl: t(
        'Kan ik een artikel ruilen voor een andere maat?',
        'Ja, ruilen voor een andere maat of kleur is **30 dagen lang gratis**. Kies *Ruilen* in plaats van *Retourneren* bij *Mijn account > Bestellingen*.',
        ['ruilen voor een grotere maat', 'het past niet', 'jas ruilen'],
      ),
      ru: t(
        'Можно ли обменять товар на другой размер?',
        'Да, обмен на другой размер или цвет **бесплатный в течение 30 дней**. В разделе *Мой аккаунт > Заказы* выберите *Обмен* вместо *Возврата*.',
        ['поменять на размер больше', 'не подошёл размер', 'обменять куртку'],
      ),
      zh: t(
        '可以换不同尺码吗？',
        '可以，**30天内**免费更换尺码或颜色。请在*我的账户 > 订单*中选择*换货*而不是*退货*。',
        ['换大一码', '尺码不合适', '换一件外套'],
      ),
      ja: t(
        'サイズ交換はできますか？',
        'はい、**30日以内**であればサイズやカラーの交換は無料です。*マイアカウント > 注文履歴*で*返品*ではなく*交換*をお選びください。',
        ['大きいサイズに交換したい', 'サイズが合わない', 'ジャケットを交換したい'],
      ),
      ko: t(
        '다른 사이즈로 교환할 수 있나요?',
        '네, **30일 이내**에는 사이즈나 색상 교환이 무료입니다. *내 계정 > 주문 내역*에서 *반품* 대신 *교환*을 선택하세요.',
        ['큰 사이즈로 바꾸고 싶어요', '사이즈가 안 맞아요', '재킷 교환'],
      ),
      ar: t(
        'هل يمكنني استبدال منتج بمقاس آخر؟',
        'نعم، استبدال المقاس أو اللون **مجاني خلال 30 يومًا**. اختر *استبدال* بدلًا من *إرجاع* في *حسابي > الطلبات*.',
        ['تبديل بمقاس أكبر', 'المقاس غير مناسب', 'استبدال سترة'],
      ),
    },
  },
  {
    slug: 'size-guide',
    category: 'products',
    keywords: ['size', 'sizing', 'guide', 'measurements'],
    translations: {
      en: t(
        'How do I find my size?',
        'Every product page has a **size guide** with body measurements. If you are between two sizes, choose the larger one for layering.',
        ['size chart', 'which size should I order', 'do your clothes run small'],
      ),
      es: t(
        '¿Cómo encuentro mi talla?',
        'Cada página de producto tiene una **guía de tallas** con medidas corporales. Si dudas entre dos tallas, elige la mayor para poder llevar capas.',
        ['tabla de tallas', 'qué talla pido', 'las tallas son pequeñas'],
      ),
      fr: t(
        'Comment trouver ma taille ?',
        'Chaque fiche produit propose un **guide des tailles** avec les mensurations. Entre deux tailles, prenez la plus grande pour superposer les couches.',
        ['tableau des tailles', 'quelle taille commander', 'ça taille petit'],
      ),
      de: t(
        'Wie finde ich meine Größe?',
        'Auf jeder Produktseite gibt es eine **Größentabelle** mit Körpermaßen. Liegst du zwischen zwei Größen, nimm die größere, damit du darunter Schichten tragen kannst.',
        ['Größentabelle', 'welche Größe soll ich bestellen', 'fällt die Kleidung klein aus'],
      ),
      it: t(
        'Come trovo la mia taglia?',
        'Ogni pagina prodotto ha una **guida alle taglie** con le misure del corpo. Se sei tra due taglie, scegli la più grande per poter vestirti a strati.',
        ['tabella taglie', 'che taglia ordino', 'vestono piccolo'],
      ),
      pt: t(
        'Como encontro o meu tamanho?',
        'Cada página de produto tem um **guia de tamanhos** com as medidas do corpo. Se estiver entre dois tamanhos, escolha o maior para usar por camadas.',
        ['tabela de tamanhos', 'que tamanho devo encomendar', 'os tamanhos são pequenos'],
      ),
      nl: t(
        'Hoe vind ik mijn maat?',
        'Elke productpagina heeft een **maattabel** met lichaamsmaten. Twijfel je tussen twee maten, kies dan de grotere zodat je laagjes kunt dragen.',
        ['maattabel', 'welke maat moet ik bestellen', 'valt het klein uit'],
      ),
      ru: t(
        'Как подобрать размер?',
        'На странице каждого товара есть **таблица размеров** с меркам тела. Если вы между двумя размерами, выбирайте больший, чтобы поддеть слои.',
        ['размерная сетка', 'какой размер заказать', 'маломерит ли одежда'],
      ),
      zh: t(
        '如何选择合适的尺码？',
        '每个商品页面都有包含身体尺寸的**尺码指南**。如果介于两个尺码之间，建议选择大一码，方便叠穿。',
        ['尺码表', '我该买什么尺码', '衣服偏小吗'],
      ),
      ja: t(
        '自分のサイズを知るには？',
        '各商品ページに体のサイズを記載した**サイズガイド**があります。2つのサイズで迷う場合は、重ね着しやすい大きい方をお選びください。',
        ['サイズ表', 'どのサイズを注文すればいい', '小さめの作りですか'],
      ),
      ko: t(
        '제 사이즈는 어떻게 찾나요?',
        '모든 상품 페이지에 신체 치수가 담긴 **사이즈 가이드**가 있습니다. 두 사이즈 사이라면 레이어드하기 좋게 큰 사이즈를 고르세요.',
        ['사이즈표', '어떤 사이즈를 주문해야 하나요', '작게 나오나요'],
      ),
      ar: t(
        'كيف أعرف مقاسي؟',
        'تحتوي كل صفحة منتج على **دليل مقاسات** بقياسات الجسم. وإذا كنت بين مقاسين فاختر الأكبر لتتمكن من ارتداء طبقات.',
        ['جدول المقاسات', 'أي مقاس أطلب', 'هل المقاسات صغيرة'],
      ),
    },
  },
  {
    slug: 'payment-methods',
    category: 'payment',
    keywords: ['payment', 'pay', 'card', 'paypal', 'klarna'],
    translations: {
      en: t(
        'Which payment methods do you accept?',
        'We accept **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** and Klarna (pay in 30 days).',
        ['can I pay with PayPal', 'do you take credit cards', 'pay later'],
      ),
      es: t(
        '¿Qué métodos de pago aceptan?',
        'Aceptamos **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** y Klarna (paga en 30 días).',
        ['puedo pagar con PayPal', 'aceptan tarjeta de crédito', 'pagar más tarde'],
      ),
      fr: t(
        'Quels moyens de paiement acceptez-vous ?',
        'Nous acceptons **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** et Klarna (paiement à 30 jours).',
        ['puis-je payer avec PayPal', 'acceptez-vous la carte bancaire', 'payer plus tard'],
      ),
      de: t(
        'Welche Zahlungsarten akzeptiert ihr?',
        'Wir akzeptieren **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** und Klarna (Zahlung in 30 Tagen).',
        ['kann ich mit PayPal zahlen', 'nehmt ihr Kreditkarte', 'auf Rechnung zahlen'],
      ),
      it: t(
        'Quali metodi di pagamento accettate?',
        'Accettiamo **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** e Klarna (paghi in 30 giorni).',
        ['posso pagare con PayPal', 'accettate carte di credito', 'pagare dopo'],
      ),
      pt: t(
        'Que métodos de pagamento aceitam?',
        'Aceitamos **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** e Klarna (pague em 30 dias).',
        ['posso pagar com PayPal', 'aceitam cartão de crédito', 'pagar mais tarde'],
      ),
      nl: t(
        'Welke betaalmethoden accepteren jullie?',
        'We accepteren **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** en Klarna (achteraf betalen binnen 30 dagen).',
        ['kan ik met PayPal betalen', 'accepteren jullie creditcards', 'achteraf betalen'],
      ),
      ru: t(
        'Какие способы оплаты вы принимаете?',
        'Мы принимаем **Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay** и Klarna (оплата в течение 30 дней).',
        ['можно оплатить через PayPal', 'принимаете кредитные карты', 'оплата позже'],
      ),
      zh: t(
        '你们接受哪些付款方式？',
        '我们接受**Visa、Mastercard、American Express、PayPal、Apple Pay、Google Pay**以及Klarna（30天后付款）。',
        ['可以用PayPal付款吗', '能刷信用卡吗', '可以先买后付吗'],
      ),
      ja: t(
        'どの支払い方法が使えますか？',
        '**Visa、Mastercard、American Express、PayPal、Apple Pay、Google Pay**、Klarna（30日後払い）をご利用いただけます。',
        ['PayPalで支払えますか', 'クレジットカードは使えますか', '後払いはできますか'],
      ),
      ko: t(
        '어떤 결제 수단을 사용할 수 있나요?',
        '**Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay**와 Klarna(30일 후 결제)를 사용할 수 있습니다.',
        ['PayPal로 결제되나요', '신용카드 되나요', '나중에 결제'],
      ),
      ar: t(
        'ما هي طرق الدفع المقبولة؟',
        'نقبل **فيزا وماستركارد وأمريكان إكسبريس وباي بال وApple Pay وGoogle Pay** وكلارنا (الدفع خلال 30 يومًا).',
        ['هل يمكنني الدفع عبر باي بال', 'هل تقبلون البطاقات الائتمانية', 'الدفع لاحقًا'],
      ),
    },
  },
  {
    slug: 'gift-cards',
    category: 'payment',
    keywords: ['gift card', 'voucher', 'present'],
    translations: {
      en: t(
        'Do you sell gift cards?',
        'Yes! Digital gift cards from **€10 to €500** are delivered by email within minutes and are valid for 2 years.',
        ['buy a voucher', 'gift certificate', 'present for a friend'],
      ),
      es: t(
        '¿Venden tarjetas regalo?',
        '¡Sí! Las tarjetas regalo digitales de **10 € a 500 €** se envían por correo en minutos y son válidas 2 años.',
        ['comprar un vale', 'cheque regalo', 'regalo para un amigo'],
      ),
      fr: t(
        'Vendez-vous des cartes cadeaux ?',
        'Oui ! Les cartes cadeaux numériques de **10 € à 500 €** sont envoyées par e-mail en quelques minutes et valables 2 ans.',
        ['acheter un bon d’achat', 'chèque cadeau', 'cadeau pour un ami'],
      ),
      de: t(
        'Verkauft ihr Geschenkgutscheine?',
        'Ja! Digitale Geschenkgutscheine von **10 € bis 500 €** kommen in wenigen Minuten per E-Mail und sind 2 Jahre gültig.',
        ['Gutschein kaufen', 'Geschenkkarte', 'Geschenk für einen Freund'],
      ),
      it: t(
        'Vendete carte regalo?',
        'Sì! Le carte regalo digitali da **10 € a 500 €** arrivano via e-mail in pochi minuti e valgono 2 anni.',
        ['comprare un buono', 'buono regalo', 'regalo per un amico'],
      ),
      pt: t(
        'Vendem cartões-oferta?',
        'Sim! Os cartões-oferta digitais de **10 € a 500 €** chegam por e-mail em minutos e são válidos durante 2 anos.',
        ['comprar um vale', 'vale de oferta', 'presente para um amigo'],
      ),
      nl: t(
        'Verkopen jullie cadeaubonnen?',
        'Ja! Digitale cadeaubonnen van **€ 10 tot € 500** worden binnen enkele minuten gemaild en zijn 2 jaar geldig.',
        ['cadeaukaart kopen', 'waardebon', 'cadeau voor een vriend'],
      ),
      ru: t(
        'Вы продаёте подарочные карты?',
        'Да! Электронные подарочные карты номиналом **от 10 до 500 €** приходят на почту за несколько минут и действуют 2 года.',
        ['купить сертификат', 'подарочный сертификат', 'подарок другу'],
      ),
      zh: t(
        '你们有礼品卡吗？',
        '有！面额**10欧元至500欧元**的电子礼品卡会在几分钟内通过邮件发送，有效期2年。',
        ['购买代金券', '礼品券', '送朋友的礼物'],
      ),
      ja: t(
        'ギフトカードは販売していますか？',
        'はい！**10ユーロから500ユーロ**のデジタルギフトカードは数分でメールにて届き、有効期限は2年間です。',
        ['ギフト券を買いたい', '商品券', '友達へのプレゼント'],
      ),
      ko: t(
        '기프트 카드를 판매하나요?',
        '네! **10유로~500유로**의 디지털 기프트 카드가 몇 분 안에 이메일로 발송되며 2년간 유효합니다.',
        ['상품권 구매', '기프트 카드', '친구 선물'],
      ),
      ar: t(
        'هل تبيعون بطاقات هدايا؟',
        'نعم! تصل بطاقات الهدايا الرقمية **من 10 إلى 500 يورو** بالبريد الإلكتروني خلال دقائق، وتبقى صالحة لمدة سنتين.',
        ['شراء قسيمة', 'قسيمة هدية', 'هدية لصديق'],
      ),
    },
  },
  {
    slug: 'discount-code',
    category: 'payment',
    keywords: ['discount', 'promo', 'coupon', 'code'],
    translations: {
      en: t(
        'How do I use a discount code?',
        'Enter the code in the **Discount code** field at checkout and press *Apply*. One code per order; codes cannot be combined with sale prices.',
        ['my promo code does not work', 'where do I enter a coupon', 'voucher code'],
      ),
      es: t(
        '¿Cómo uso un código de descuento?',
        'Introduce el código en el campo **Código de descuento** al pagar y pulsa *Aplicar*. Un código por pedido; no se combina con precios rebajados.',
        ['mi código promocional no funciona', 'dónde pongo el cupón', 'código de promoción'],
      ),
      fr: t(
        'Comment utiliser un code de réduction ?',
        'Saisissez le code dans le champ **Code de réduction** lors du paiement puis cliquez sur *Appliquer*. Un code par commande, non cumulable avec les soldes.',
        ['mon code promo ne marche pas', 'où saisir un coupon', 'code promotionnel'],
      ),
      de: t(
        'Wie löse ich einen Rabattcode ein?',
        'Gib den Code an der Kasse im Feld **Rabattcode** ein und klicke auf *Einlösen*. Ein Code pro Bestellung; nicht mit reduzierten Preisen kombinierbar.',
        ['mein Gutscheincode funktioniert nicht', 'wo gebe ich den Coupon ein', 'Aktionscode'],
      ),
      it: t(
        'Come uso un codice sconto?',
        'Inserisci il codice nel campo **Codice sconto** al checkout e premi *Applica*. Un codice per ordine, non cumulabile con i saldi.',
        ['il mio codice promo non funziona', 'dove inserisco il coupon', 'codice promozionale'],
      ),
      pt: t(
        'Como uso um código de desconto?',
        'Introduza o código no campo **Código de desconto** no checkout e clique em *Aplicar*. Um código por encomenda, não acumulável com preços em saldo.',
        ['o meu código promocional não funciona', 'onde ponho o cupão', 'código promocional'],
      ),
      nl: t(
        'Hoe gebruik ik een kortingscode?',
        'Vul de code bij het afrekenen in het veld **Kortingscode** in en klik op *Toepassen*. Eén code per bestelling, niet te combineren met uitverkoopprijzen.',
        ['mijn promotiecode werkt niet', 'waar vul ik de coupon in', 'actiecode'],
      ),
      ru: t(
        'Как использовать промокод?',
        'Введите код в поле **Промокод** при оформлении заказа и нажмите *Применить*. Один код на заказ; не суммируется со скидками распродажи.',
        ['промокод не работает', 'куда ввести купон', 'код на скидку'],
      ),
      zh: t(
        '如何使用优惠码？',
        '结账时在**优惠码**栏输入代码并点击*使用*。每个订单限用一个优惠码，且不能与促销价同时使用。',
        ['我的优惠码不能用', '在哪里输入优惠券', '折扣码'],
      ),
      ja: t(
        '割引コードの使い方は？',
        'ご購入手続きの**割引コード**欄にコードを入力し、*適用*を押してください。1回のご注文につき1コードまで、セール価格との併用はできません。',
        ['クーポンコードが使えない', 'クーポンはどこに入力', 'プロモーションコード'],
      ),
      ko: t(
        '할인 코드는 어떻게 사용하나요?',
        '결제 단계의 **할인 코드** 입력란에 코드를 입력하고 *적용*을 누르세요. 주문당 한 개만 사용할 수 있으며 세일 가격과 중복되지 않습니다.',
        ['프로모션 코드가 안 돼요', '쿠폰은 어디에 입력하나요', '할인 쿠폰'],
      ),
      ar: t(
        'كيف أستخدم رمز الخصم؟',
        'أدخل الرمز في خانة **رمز الخصم** عند الدفع ثم اضغط *تطبيق*. رمز واحد لكل طلب، ولا يُجمع مع أسعار التخفيضات.',
        ['رمز الخصم لا يعمل', 'أين أدخل الكوبون', 'كود الخصم'],
      ),
    },
  },
];
