import { type DemoFaq, t } from './demo-faq-types.ts';

/** Demo business "Northwind Outfitters": checkout, pickup and company. */
export const storeFaqs: DemoFaq[] = [
  {
    slug: 'click-collect',
    category: 'orders',
    keywords: ['pickup', 'pick up', 'collect', 'click and collect', 'in-store'],
    translations: {
      en: t(
        'Can I pick up my online order in a store?',
        'Yes, choose **Click & Collect** at checkout: it is free and your order is ready **within 2 hours**. Bring your order number and photo ID; we hold it for you for 7 days.',
        ['click and collect', 'collect it from the shop myself', 'in-store pickup'],
      ),
      es: t(
        '¿Puedo recoger mi pedido online en una tienda?',
        'Sí, elige **Click & Collect** al pagar: es gratis y tu pedido estará listo **en 2 horas**. Trae tu número de pedido y un documento de identidad; te lo guardamos 7 días.',
        ['recogida en tienda', 'comprar online y recoger en tienda', 'puedo ir a buscarlo yo'],
      ),
      fr: t(
        'Puis-je retirer ma commande en ligne dans un magasin ?',
        'Oui, choisissez **Click & Collect** lors du paiement : c’est gratuit et votre commande est prête **en 2 heures**. Munissez-vous de votre numéro de commande et d’une pièce d’identité ; nous la gardons 7 jours.',
        ['retrait en magasin', 'click and collect', 'passer récupérer mes achats en boutique'],
      ),
      de: t(
        'Kann ich meine Online-Bestellung im Laden abholen?',
        'Ja, wähl im Bestellprozess **Click & Collect**: Das ist kostenlos, und deine Bestellung liegt **innerhalb von 2 Stunden** bereit. Bring deine Bestellnummer und einen Ausweis mit; wir bewahren sie 7 Tage für dich auf.',
        ['Abholung in der Filiale', 'selbst im Geschäft abholen', 'online kaufen, im Laden abholen'],
      ),
      it: t(
        'Posso ritirare in negozio un ordine fatto online?',
        'Sì, scegli **Click & Collect** al checkout: è gratuito e l’ordine è pronto **in 2 ore**. Porta il numero d’ordine e un documento d’identità; lo teniamo da parte per 7 giorni.',
        ['ritiro in negozio', 'passare a prendere l’ordine', 'click and collect'],
      ),
      pt: t(
        'Posso levantar numa loja uma encomenda feita online?',
        'Sim, escolha **Click & Collect** no checkout: é gratuito e a encomenda fica pronta **em 2 horas**. Traga o número da encomenda e um documento de identificação; guardamo-la durante 7 dias.',
        ['levantamento em loja', 'posso ir buscá-la pessoalmente', 'click and collect'],
      ),
      nl: t(
        'Kan ik mijn online bestelling in een winkel ophalen?',
        'Ja, kies bij het afrekenen **Click & Collect**: dat is gratis en je bestelling ligt **binnen 2 uur** klaar. Neem je bestelnummer en een identiteitsbewijs mee; we houden je bestelling 7 dagen voor je apart.',
        ['afhalen in de winkel', 'zelf ophalen', 'click and collect'],
      ),
      ru: t(
        'Можно ли забрать онлайн-заказ в магазине?',
        'Да, выберите **Click & Collect** при оформлении заказа: это бесплатно, и заказ будет готов к выдаче **в течение 2 часов**. Возьмите с собой номер заказа и удостоверение личности; мы храним заказ 7 дней.',
        ['самовывоз из магазина', 'забрать покупку самому', 'click and collect'],
      ),
      zh: t(
        '网上下的订单可以到门店自提吗？',
        '可以。结账时选择**Click & Collect（门店自提）**，免费且**2小时内**即可备好。取货时请携带订单号和身份证件，商品会为您保留7天。',
        ['门店自提', '线上下单到店取货', '可以自己去店里拿吗'],
      ),
      ja: t(
        'オンラインで注文した商品を店舗で受け取れますか？',
        'はい、ご購入手続きで**Click & Collect（店舗受け取り）**をお選びいただくと、無料で**2時間以内**にご用意します。注文番号と本人確認書類をお持ちください。商品は7日間お取り置きします。',
        ['店頭受け取り', '自分で取りに行きたい', 'ネットで買って店で受け取る'],
      ),
      ko: t(
        '온라인 주문을 매장에서 픽업할 수 있나요?',
        '네, 결제 단계에서 **Click & Collect(매장 픽업)**을 선택하세요. 무료이며 **2시간 이내**에 준비되고, 주문 번호와 신분증을 지참하시면 됩니다. 상품은 7일간 보관해 드립니다.',
        ['매장 픽업', '직접 가서 찾아가도 되나요', '온라인으로 사고 매장에서 수령'],
      ),
      ar: t(
        'هل يمكنني استلام طلبي عبر الإنترنت من أحد المتاجر؟',
        'نعم، اختر **Click & Collect** عند الدفع: الخدمة مجانية ويكون طلبك جاهزًا **خلال ساعتين**. أحضر رقم الطلب وبطاقة هوية، وسنحتفظ بالطلب لمدة 7 أيام.',
        ['الاستلام من المتجر', 'أريد أن آخذ طلبي بنفسي', 'الشراء أونلاين والاستلام من الفرع'],
      ),
    },
  },
  {
    slug: 'price-match',
    category: 'payment',
    keywords: ['price match', 'cheaper', 'lower price', 'competitor', 'elsewhere'],
    translations: {
      en: t(
        'Do you match a lower price from another shop?',
        'Yes. If an identical item is **cheaper at another UK or EU retailer** and in stock there, we match that price **within 14 days of your purchase**. Marketplaces and clearance offers are excluded.',
        ['found it cheaper elsewhere', 'price matching', 'same product cheaper on another website'],
      ),
      es: t(
        '¿Igualan el precio si otra tienda lo tiene más barato?',
        'Sí. Si un artículo idéntico está **más barato en otra tienda del Reino Unido o la UE** y disponible allí, igualamos el precio **hasta 14 días después de tu compra**. Quedan excluidos los marketplaces y las liquidaciones.',
        ['lo he visto más barato en otro sitio', 'igualación de precios', 'otra web lo vende más barato'],
      ),
      fr: t(
        'Vous alignez-vous sur un prix plus bas trouvé ailleurs ?',
        'Oui. Si un article identique est **moins cher chez un autre revendeur au Royaume-Uni ou dans l’UE** et qu’il y est disponible, nous nous alignons sur ce prix **dans les 14 jours suivant votre achat**. Les places de marché et les articles en déstockage sont exclus.',
        ['je l’ai trouvé moins cher ailleurs', 'alignement des prix', 'un concurrent le vend moins cher'],
      ),
      de: t(
        'Passt ihr den Preis an, wenn ein anderer Shop günstiger ist?',
        'Ja. Ist ein identischer Artikel **bei einem anderen Händler im Vereinigten Königreich oder in der EU günstiger** und dort vorrätig, passen wir den Preis **bis 14 Tage nach deinem Kauf** an. Ausgenommen sind Marktplätze und Restposten.',
        ['woanders billiger gesehen', 'Preisanpassung', 'die Konkurrenz ist günstiger'],
      ),
      it: t(
        'Vi adeguate al prezzo più basso di un altro negozio?',
        'Sì. Se un articolo identico è **più economico presso un altro rivenditore del Regno Unito o dell’UE** e lì è disponibile, ci adeguiamo al prezzo **entro 14 giorni dall’acquisto**. Sono esclusi i marketplace e gli articoli in liquidazione.',
        ['l’ho trovato a meno altrove', 'allineamento prezzi', 'un concorrente lo vende a meno'],
      ),
      pt: t(
        'Igualam o preço se outra loja for mais barata?',
        'Sim. Se um artigo idêntico estiver **mais barato noutro retalhista do Reino Unido ou da UE** e disponível em stock, igualamos o preço **até 14 dias após a sua compra**. Excluem-se marketplaces e artigos em liquidação.',
        [
          'encontrei mais barato noutro sítio',
          'igualar o preço da concorrência',
          'outra loja vende mais barato',
        ],
      ),
      nl: t(
        'Passen jullie de prijs aan als een andere winkel goedkoper is?',
        'Ja. Is een identiek artikel **goedkoper bij een andere winkel in het VK of de EU** en daar leverbaar, dan passen we de prijs aan **tot 14 dagen na je aankoop**. Marktplaatsen en opruimingsartikelen vallen erbuiten.',
        ['elders goedkoper gezien', 'laagsteprijsgarantie', 'de concurrent is goedkoper'],
      ),
      ru: t(
        'Вы снижаете цену, если в другом магазине дешевле?',
        'Да. Если точно такой же товар **дешевле у другого продавца в Великобритании или ЕС** и есть там в наличии, мы снизим цену до его уровня **в течение 14 дней после покупки**. Маркетплейсы и распродажа остатков не учитываются.',
        ['нашёл дешевле в другом месте', 'сделаете цену как у конкурента', 'у другого магазина цена ниже'],
      ),
      zh: t(
        '如果别家店卖得更便宜，你们能按同价出售吗？',
        '可以。如果同一款商品在**英国或欧盟的其他零售商处更便宜**且有现货，我们会在您**购买后14天内**按该价格调整。电商平台和清仓商品除外。',
        ['在别的地方看到更便宜的', '价格匹配', '可以补差价吗'],
      ),
      ja: t(
        '他店のほうが安い場合、価格を合わせてもらえますか？',
        'はい。まったく同じ商品が**英国またはEUの他の販売店でより安く**、在庫もある場合は、**ご購入から14日以内**であればその価格に合わせます。マーケットプレイスやクリアランス品は対象外です。',
        ['他の店で安く見つけた', '他店価格に合わせてほしい', 'ネットでもっと安く売っていた'],
      ),
      ko: t(
        '다른 곳이 더 싸면 가격을 맞춰 주나요?',
        '네. 동일한 상품이 **영국 또는 EU의 다른 판매처에서 더 저렴**하고 재고가 있다면, **구매 후 14일 이내**에 그 가격으로 맞춰 드립니다. 오픈마켓과 재고 정리 상품은 제외됩니다.',
        ['다른 데서 더 싸게 봤어요', '최저가 보상', '경쟁사 가격에 맞춰 주세요'],
      ),
      ar: t(
        'هل تطابقون السعر الأقل لدى متجر آخر؟',
        'نعم. إذا كان المنتج نفسه **أرخص لدى بائع تجزئة آخر في المملكة المتحدة أو الاتحاد الأوروبي** ومتوفرًا لديه، نطابق السعر **خلال 14 يومًا من شرائك**. تُستثنى الأسواق الإلكترونية وعروض التصفية.',
        ['وجدته أرخص في مكان آخر', 'مطابقة الأسعار', 'متجر منافس يبيعه بسعر أقل'],
      ),
    },
  },
  {
    slug: 'guest-checkout',
    category: 'account',
    keywords: ['guest', 'checkout', 'register', 'sign up', 'without account'],
    translations: {
      en: t(
        'Do I need an account to place an order?',
        'No, you can check out as a **guest**. With an account, though, you can see your order history and your addresses are saved for next time.',
        ['order without registering', 'guest checkout', 'do I have to sign up'],
      ),
      es: t(
        '¿Necesito una cuenta para hacer un pedido?',
        'No, puedes comprar como **invitado**. Eso sí, con una cuenta ves tu historial de pedidos y tus direcciones quedan guardadas para la próxima vez.',
        ['comprar sin registrarme', 'compra como invitado', 'es obligatorio crear una cuenta'],
      ),
      fr: t(
        'Faut-il un compte pour passer commande ?',
        'Non, vous pouvez commander en tant qu’**invité**. Un compte vous permet toutefois de consulter l’historique de vos commandes et d’enregistrer vos adresses.',
        ['commander sans m’inscrire', 'achat en mode invité', 'est-ce obligatoire de créer un compte'],
      ),
      de: t(
        'Brauche ich ein Kundenkonto, um zu bestellen?',
        'Nein, du kannst auch **als Gast** bestellen. Mit einem Konto siehst du aber deine Bestellhistorie, und deine Adressen werden gespeichert.',
        ['ohne Registrierung bestellen', 'Gastbestellung', 'muss ich ein Konto anlegen'],
      ),
      it: t(
        'Serve un account per fare un ordine?',
        'No, puoi acquistare **come ospite**. Con un account, però, vedi lo storico dei tuoi ordini e i tuoi indirizzi restano salvati.',
        ['ordinare senza registrarsi', 'acquisto come ospite', 'devo per forza iscrivermi'],
      ),
      pt: t(
        'Preciso de uma conta para fazer uma encomenda?',
        'Não, pode comprar como **convidado**. Com uma conta, no entanto, vê o histórico de encomendas e as suas moradas ficam guardadas.',
        ['encomendar sem registo', 'compra como convidado', 'é obrigatório criar conta'],
      ),
      nl: t(
        'Heb ik een account nodig om te bestellen?',
        'Nee, je kunt ook **als gast** afrekenen. Met een account zie je wel je bestelgeschiedenis en worden je adressen bewaard.',
        ['bestellen zonder registratie', 'afrekenen als gast', 'moet ik me aanmelden'],
      ),
      ru: t(
        'Нужен ли аккаунт, чтобы оформить заказ?',
        'Нет, можно оформить заказ **как гость, без регистрации**. Но в аккаунте видна история заказов и сохраняются ваши адреса.',
        ['заказать без регистрации', 'покупка как гость', 'обязательно ли регистрироваться'],
      ),
      zh: t(
        '下单必须注册账户吗？',
        '不需要，您可以**以游客身份结账**。不过注册账户后可以查看历史订单，并保存您的地址。',
        ['不注册能买吗', '游客购买', '免注册下单'],
      ),
      ja: t(
        '注文するのに会員登録は必要ですか？',
        'いいえ、**ゲスト購入**が可能です。ただし会員登録すると、注文履歴の確認や住所の保存ができます。',
        ['登録せずに買いたい', 'ゲストで購入', 'アカウントなしで注文できますか'],
      ),
      ko: t(
        '주문하려면 회원가입이 필요한가요?',
        '아니요, **비회원 주문**이 가능합니다. 다만 계정이 있으면 주문 내역을 확인하고 주소를 저장해 둘 수 있습니다.',
        ['비회원 구매', '가입 안 하고 살 수 있나요', '게스트로 주문'],
      ),
      ar: t(
        'هل أحتاج إلى حساب لتقديم طلب؟',
        'لا، يمكنك الشراء **كضيف**. لكن الحساب يتيح لك الاطلاع على سجل طلباتك وحفظ عناوينك.',
        ['الشراء بدون تسجيل', 'الطلب كزائر', 'هل يجب إنشاء حساب'],
      ),
    },
  },
  {
    slug: 'invoice',
    category: 'orders',
    keywords: ['invoice', 'receipt', 'vat', 'bill', 'pdf'],
    translations: {
      en: t(
        'How do I get an invoice for my purchase?',
        'A **PDF invoice with VAT** is attached to your dispatch email, and you can download it any time under *My account > Orders*. You can add company details at checkout.',
        ['download my invoice', 'I need a receipt', 'VAT invoice'],
      ),
      es: t(
        '¿Cómo consigo la factura de mi compra?',
        'Adjuntamos una **factura en PDF con IVA** al correo de confirmación de envío, y también puedes descargarla en *Mi cuenta > Pedidos*. Si necesitas datos de empresa, añádelos al pagar.',
        ['descargar la factura', 'necesito un recibo', 'factura con IVA'],
      ),
      fr: t(
        'Comment obtenir une facture pour mon achat ?',
        'Une **facture PDF avec TVA** est jointe à l’e-mail d’expédition et téléchargeable dans *Mon compte > Commandes*. Vous pouvez ajouter les coordonnées de votre société lors du paiement.',
        ['télécharger ma facture', 'j’ai besoin d’un justificatif d’achat', 'facture avec TVA'],
      ),
      de: t(
        'Wie bekomme ich eine Rechnung für meinen Einkauf?',
        'Eine **PDF-Rechnung mit ausgewiesener MwSt.** hängt an der Versandbestätigung und steht unter *Mein Konto > Bestellungen* zum Download bereit. Firmendaten kannst du im Bestellprozess angeben.',
        ['Rechnung herunterladen', 'Beleg für meinen Einkauf', 'Rechnung mit Mehrwertsteuer'],
      ),
      it: t(
        'Come ottengo la fattura del mio acquisto?',
        'Una **fattura PDF con IVA** è allegata all’e-mail di spedizione e puoi scaricarla in *Il mio account > Ordini*. I dati aziendali si possono aggiungere al checkout.',
        ['scaricare la fattura', 'mi serve una ricevuta', 'fattura con partita IVA'],
      ),
      pt: t(
        'Como obtenho a fatura da minha compra?',
        'Enviamos uma **fatura em PDF com IVA** em anexo ao e-mail de expedição, que também pode descarregar em *A minha conta > Encomendas*. Os dados da empresa podem ser adicionados no checkout.',
        ['descarregar a fatura', 'preciso de um recibo', 'fatura com NIF'],
      ),
      nl: t(
        'Hoe krijg ik een factuur van mijn aankoop?',
        'Een **pdf-factuur met btw** zit als bijlage bij de verzendmail en kun je downloaden via *Mijn account > Bestellingen*. Bedrijfsgegevens kun je bij het afrekenen toevoegen.',
        ['factuur downloaden', 'bonnetje van mijn aankoop', 'factuur met btw'],
      ),
      ru: t(
        'Как получить счёт за покупку?',
        '**Счёт в PDF с НДС** прикреплён к письму об отправке заказа, его также можно скачать в разделе *Мой аккаунт > Заказы*. Реквизиты компании можно указать при оформлении заказа.',
        ['скачать счёт', 'нужен чек', 'инвойс с НДС'],
      ),
      zh: t(
        '如何获取购物发票？',
        '我们会在发货通知邮件中附上**含增值税的PDF发票**，您也可以在*我的账户 > 订单*中下载。如需填写公司信息，请在结账时添加。',
        ['下载发票', '开发票', '需要购物凭证'],
      ),
      ja: t(
        '購入の請求書（インボイス）はどこで入手できますか？',
        '**付加価値税（VAT）を記載したPDF請求書**を発送通知メールに添付しており、*マイアカウント > 注文履歴*からもダウンロードできます。会社名などの情報はご購入手続き時に追加できます。',
        ['領収書がほしい', '請求書をダウンロード', '宛名を会社名にしたい'],
      ),
      ko: t(
        '구매한 상품의 인보이스는 어떻게 받나요?',
        '**부가세가 표시된 PDF 인보이스**가 발송 안내 이메일에 첨부되며, *내 계정 > 주문 내역*에서도 내려받을 수 있습니다. 회사 정보는 결제 단계에서 추가할 수 있습니다.',
        ['영수증 발급', '인보이스 다운로드', '세금계산서가 필요해요'],
      ),
      ar: t(
        'كيف أحصل على فاتورة مشترياتي؟',
        'نرفق **فاتورة PDF تشمل ضريبة القيمة المضافة** برسالة تأكيد الشحن، ويمكنك أيضًا تنزيلها من *حسابي > الطلبات*. ويمكنك إضافة بيانات شركتك عند الدفع.',
        ['تنزيل الفاتورة', 'أحتاج إيصال الشراء', 'فاتورة ضريبية'],
      ),
    },
  },
  {
    slug: 'sustainability',
    category: 'company',
    keywords: ['sustainable', 'recycled', 'environment', 'eco', 'bluesign'],
    translations: {
      en: t(
        'Are your products made sustainably?',
        '**70% of our own-brand items** use recycled or bluesign-certified materials, and our water repellents are PFC-free. All our shipping is carbon-neutral.',
        ['eco-friendly gear', 'recycled materials', 'environmental impact'],
      ),
      es: t(
        '¿Sus productos se fabrican de forma sostenible?',
        'El **70 % de nuestros artículos de marca propia** usa materiales reciclados o con certificación bluesign, y nuestros tratamientos repelentes al agua no contienen PFC. Además, todos los envíos son neutros en carbono.',
        ['productos ecológicos', 'materiales reciclados', 'respetan el medio ambiente'],
      ),
      fr: t(
        'Vos produits sont-ils fabriqués de manière durable ?',
        '**70 % des articles de notre marque** utilisent des matières recyclées ou certifiées bluesign, et nos traitements déperlants sont sans PFC. Toutes nos livraisons sont neutres en carbone.',
        ['équipement écoresponsable', 'matières recyclées', 'impact environnemental'],
      ),
      de: t(
        'Werden eure Produkte nachhaltig hergestellt?',
        '**70 % unserer Eigenmarken-Artikel** bestehen aus recycelten oder bluesign-zertifizierten Materialien, und unsere wasserabweisenden Imprägnierungen sind PFC-frei. Der Versand erfolgt klimaneutral.',
        ['umweltfreundliche Ausrüstung', 'recycelte Materialien', 'wie grün seid ihr'],
      ),
      it: t(
        'I vostri prodotti sono realizzati in modo sostenibile?',
        'Il **70% degli articoli a marchio proprio** usa materiali riciclati o certificati bluesign, e i trattamenti idrorepellenti sono privi di PFC. Tutte le spedizioni sono a impatto climatico zero.',
        ['prodotti ecologici', 'materiali riciclati', 'impatto ambientale'],
      ),
      pt: t(
        'Os vossos produtos são fabricados de forma sustentável?',
        '**70% dos artigos da nossa marca própria** usam materiais reciclados ou com certificação bluesign, e os tratamentos repelentes de água não têm PFC. Todos os envios são neutros em carbono.',
        ['produtos amigos do ambiente', 'materiais reciclados', 'pegada ecológica'],
      ),
      nl: t(
        'Worden jullie producten duurzaam gemaakt?',
        '**70% van de artikelen van ons eigen merk** is gemaakt van gerecyclede of bluesign-gecertificeerde materialen, en onze waterafstotende behandelingen zijn PFC-vrij. Alle zendingen zijn CO2-neutraal.',
        ['milieuvriendelijke uitrusting', 'gerecyclede materialen', 'hoe duurzaam zijn jullie'],
      ),
      ru: t(
        'Ваши товары производятся с заботой об экологии?',
        '**70 % товаров нашей собственной марки** сделаны из переработанных материалов или материалов с сертификатом bluesign, а водоотталкивающие пропитки не содержат ПФУ (PFC). Вся доставка углеродно-нейтральна.',
        ['экологичное снаряжение', 'переработанные материалы', 'бережное отношение к природе'],
      ),
      zh: t(
        '你们的产品是可持续生产的吗？',
        '**70%的自有品牌商品**采用再生材料或通过bluesign认证的材料，防泼水处理均不含PFC（全氟化合物）。所有配送均实现碳中和。',
        ['环保装备', '再生材料', '对环境的影响'],
      ),
      ja: t(
        '製品はサステナブルに作られていますか？',
        '**自社ブランド製品の70%**にリサイクル素材またはbluesign認証素材を使用し、撥水加工はすべてPFCフリーです。配送もカーボンニュートラルで行っています。',
        ['環境にやさしい製品', 'リサイクル素材', 'エコへの取り組み'],
      ),
      ko: t(
        '제품을 친환경적으로 만드나요?',
        '**자체 브랜드 제품의 70%**에 재활용 소재 또는 bluesign 인증 소재를 사용하며, 발수 처리에는 PFC를 쓰지 않습니다. 모든 배송은 탄소 중립으로 이루어집니다.',
        ['친환경 장비', '재활용 소재', '지속 가능성'],
      ),
      ar: t(
        'هل تُصنع منتجاتكم بطريقة مستدامة؟',
        '**70% من منتجات علامتنا الخاصة** مصنوعة من مواد معاد تدويرها أو حاصلة على شهادة bluesign، ومعالجاتنا الطاردة للماء خالية من مركبات PFC. كما أن جميع شحناتنا محايدة كربونيًا.',
        ['منتجات صديقة للبيئة', 'مواد معاد تدويرها', 'الأثر البيئي'],
      ),
    },
  },
];
