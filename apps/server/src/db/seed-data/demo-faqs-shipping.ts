import { type DemoFaq, t } from './demo-faq-types.ts';

/** Demo business "Northwind Outfitters": shipping and orders. */
export const shippingFaqs: DemoFaq[] = [
  {
    slug: 'shipping-time',
    category: 'shipping',
    keywords: ['shipping', 'delivery', 'time', 'days'],
    translations: {
      en: t(
        'How long does shipping take?',
        'Standard delivery takes **3-5 business days**. Express delivery arrives in 1-2 business days.',
        ['when will my order arrive', 'delivery time', 'how many days for delivery'],
      ),
      es: t(
        '¿Cuánto tarda el envío?',
        'La entrega estándar tarda **de 3 a 5 días hábiles**. La entrega exprés llega en 1 o 2 días hábiles.',
        ['cuándo llega mi pedido', 'plazo de entrega', 'cuántos días tarda la entrega'],
      ),
      fr: t(
        'Quel est le délai de livraison ?',
        'La livraison standard prend **3 à 5 jours ouvrés**. La livraison express arrive en 1 à 2 jours ouvrés.',
        ['quand vais-je recevoir ma commande', 'combien de temps pour la livraison', 'délai d’expédition'],
      ),
      de: t(
        'Wie lange dauert der Versand?',
        'Der Standardversand dauert **3-5 Werktage**. Expressversand kommt in 1-2 Werktagen an.',
        ['wann kommt meine Bestellung an', 'Lieferzeit', 'wie viele Tage dauert die Lieferung'],
      ),
      it: t(
        'Quanto tempo richiede la spedizione?',
        'La consegna standard richiede **3-5 giorni lavorativi**. La consegna express arriva in 1-2 giorni lavorativi.',
        ['quando arriva il mio ordine', 'tempi di consegna', 'quanti giorni per la consegna'],
      ),
      pt: t(
        'Quanto tempo demora o envio?',
        'A entrega normal demora **3 a 5 dias úteis**. A entrega expressa chega em 1 a 2 dias úteis.',
        ['quando chega a minha encomenda', 'prazo de entrega', 'quantos dias demora a entrega'],
      ),
      nl: t(
        'Hoe lang duurt de verzending?',
        'Standaardlevering duurt **3-5 werkdagen**. Expreslevering komt binnen 1-2 werkdagen aan.',
        ['wanneer komt mijn bestelling aan', 'levertijd', 'hoeveel dagen duurt de levering'],
      ),
      ru: t(
        'Сколько времени занимает доставка?',
        'Стандартная доставка занимает **3–5 рабочих дней**. Экспресс-доставка — 1–2 рабочих дня.',
        ['когда придёт мой заказ', 'срок доставки', 'сколько дней идёт посылка'],
      ),
      zh: t('配送需要多长时间？', '标准配送需要**3-5个工作日**。加急配送1-2个工作日送达。', [
        '我的订单什么时候到',
        '送货时间',
        '几天能到货',
      ]),
      ja: t(
        '配送にはどのくらいかかりますか？',
        '通常配送は**3〜5営業日**でお届けします。お急ぎ便は1〜2営業日で到着します。',
        ['注文はいつ届きますか', 'お届け日数', '何日で届きますか'],
      ),
      ko: t(
        '배송은 얼마나 걸리나요?',
        '일반 배송은 **영업일 기준 3~5일**이 걸립니다. 특급 배송은 1~2일 안에 도착합니다.',
        ['주문한 상품 언제 도착해요', '배송 기간', '며칠 걸려요'],
      ),
      ar: t(
        'كم يستغرق الشحن؟',
        'يستغرق التوصيل العادي **من 3 إلى 5 أيام عمل**. ويصل التوصيل السريع خلال يوم إلى يومي عمل.',
        ['متى يصل طلبي', 'مدة التوصيل', 'كم يوما يستغرق التوصيل'],
      ),
    },
  },
  {
    slug: 'shipping-cost',
    category: 'shipping',
    keywords: ['shipping', 'cost', 'free', 'price'],
    translations: {
      en: t(
        'How much does shipping cost?',
        'Shipping is **free on orders over €50**. Below that, standard delivery costs €4.95 and express delivery €9.95.',
        ['delivery fee', 'is shipping free', 'shipping price'],
      ),
      es: t(
        '¿Cuánto cuesta el envío?',
        'El envío es **gratis en pedidos de más de 50 €**. Por debajo, la entrega estándar cuesta 4,95 € y la exprés 9,95 €.',
        ['gastos de envío', 'el envío es gratis', 'precio del envío'],
      ),
      fr: t(
        'Combien coûte la livraison ?',
        'La livraison est **offerte dès 50 € d’achat**. En dessous, la livraison standard coûte 4,95 € et l’express 9,95 €.',
        ['frais de port', 'la livraison est-elle gratuite', 'prix de l’expédition'],
      ),
      de: t(
        'Was kostet der Versand?',
        'Der Versand ist **ab 50 € Bestellwert kostenlos**. Darunter kostet der Standardversand 4,95 € und Express 9,95 €.',
        ['Versandkosten', 'ist der Versand kostenlos', 'Lieferkosten'],
      ),
      it: t(
        'Quanto costa la spedizione?',
        'La spedizione è **gratuita per ordini superiori a 50 €**. Sotto questa cifra la consegna standard costa 4,95 € e quella express 9,95 €.',
        ['spese di spedizione', 'la spedizione è gratuita', 'costo della consegna'],
      ),
      pt: t(
        'Quanto custa o envio?',
        'O envio é **grátis em encomendas acima de 50 €**. Abaixo disso, a entrega normal custa 4,95 € e a expressa 9,95 €.',
        ['portes de envio', 'o envio é grátis', 'preço da entrega'],
      ),
      nl: t(
        'Wat kost de verzending?',
        'Verzending is **gratis bij bestellingen vanaf € 50**. Daaronder kost standaardlevering € 4,95 en expreslevering € 9,95.',
        ['verzendkosten', 'is verzending gratis', 'bezorgkosten'],
      ),
      ru: t(
        'Сколько стоит доставка?',
        'Доставка **бесплатна для заказов от 50 €**. Для меньших заказов стандартная доставка стоит 4,95 €, экспресс — 9,95 €.',
        ['стоимость доставки', 'доставка бесплатная', 'цена пересылки'],
      ),
      zh: t('运费是多少？', '**订单满50欧元免运费**。未满50欧元时，标准配送4.95欧元，加急配送9.95欧元。', [
        '包邮吗',
        '配送费用',
        '邮费多少',
      ]),
      ja: t(
        '送料はいくらですか？',
        '**50ユーロ以上のご注文で送料無料**です。それ未満の場合、通常配送は4.95ユーロ、お急ぎ便は9.95ユーロです。',
        ['送料無料ですか', '配送料金', '配送費用'],
      ),
      ko: t(
        '배송비는 얼마인가요?',
        '**50유로 이상 주문 시 무료 배송**입니다. 그 미만은 일반 배송 4.95유로, 특급 배송 9.95유로입니다.',
        ['무료 배송인가요', '배송 요금', '택배비'],
      ),
      ar: t(
        'كم تكلفة الشحن؟',
        '**الشحن مجاني للطلبات التي تزيد على 50 يورو**. وما دون ذلك يكلف التوصيل العادي 4.95 يورو والسريع 9.95 يورو.',
        ['رسوم التوصيل', 'هل الشحن مجاني', 'سعر الشحن'],
      ),
    },
  },
  {
    slug: 'international-shipping',
    category: 'shipping',
    keywords: ['international', 'countries', 'abroad', 'customs'],
    translations: {
      en: t(
        'Do you ship internationally?',
        'Yes, we ship to more than 40 countries. International delivery takes 5-10 business days; customs duties outside the EU are paid by the recipient.',
        ['do you deliver to my country', 'shipping abroad', 'which countries do you ship to'],
      ),
      es: t(
        '¿Hacen envíos internacionales?',
        'Sí, enviamos a más de 40 países. La entrega internacional tarda de 5 a 10 días hábiles; los aranceles fuera de la UE los paga el destinatario.',
        ['envían a mi país', 'envío al extranjero', 'a qué países envían'],
      ),
      fr: t(
        'Livrez-vous à l’international ?',
        'Oui, nous livrons dans plus de 40 pays. La livraison internationale prend 5 à 10 jours ouvrés ; les droits de douane hors UE sont à la charge du destinataire.',
        ['livrez-vous dans mon pays', 'expédition à l’étranger', 'dans quels pays livrez-vous'],
      ),
      de: t(
        'Versendet ihr auch ins Ausland?',
        'Ja, wir liefern in über 40 Länder. Die internationale Lieferung dauert 5-10 Werktage; Zölle außerhalb der EU trägt der Empfänger.',
        ['liefert ihr in mein Land', 'Versand ins Ausland', 'in welche Länder liefert ihr'],
      ),
      it: t(
        'Spedite all’estero?',
        'Sì, spediamo in oltre 40 paesi. La consegna internazionale richiede 5-10 giorni lavorativi; i dazi fuori dall’UE sono a carico del destinatario.',
        ['spedite nel mio paese', 'spedizione internazionale', 'in quali paesi spedite'],
      ),
      pt: t(
        'Fazem envios internacionais?',
        'Sim, enviamos para mais de 40 países. A entrega internacional demora 5 a 10 dias úteis; as taxas alfandegárias fora da UE são pagas pelo destinatário.',
        ['enviam para o meu país', 'envio para o estrangeiro', 'para que países enviam'],
      ),
      nl: t(
        'Verzenden jullie naar het buitenland?',
        'Ja, we verzenden naar meer dan 40 landen. Internationale levering duurt 5-10 werkdagen; invoerrechten buiten de EU betaalt de ontvanger.',
        ['leveren jullie in mijn land', 'verzending buitenland', 'naar welke landen verzenden jullie'],
      ),
      ru: t(
        'Вы доставляете за границу?',
        'Да, мы доставляем в более чем 40 стран. Международная доставка занимает 5–10 рабочих дней; пошлины за пределами ЕС оплачивает получатель.',
        ['доставляете ли в мою страну', 'доставка за рубеж', 'в какие страны доставляете'],
      ),
      zh: t(
        '你们提供国际配送吗？',
        '是的，我们配送到40多个国家。国际配送需要5-10个工作日；欧盟以外的关税由收件人承担。',
        ['能寄到我的国家吗', '海外配送', '可以寄到哪些国家'],
      ),
      ja: t(
        '海外への発送はできますか？',
        'はい、40か国以上に発送しています。海外配送は5〜10営業日かかり、EU域外の関税はお受取人様のご負担となります。',
        ['私の国に届けてもらえますか', '海外配送', 'どの国に発送できますか'],
      ),
      ko: t(
        '해외 배송도 하나요?',
        '네, 40개국 이상으로 배송합니다. 해외 배송은 영업일 기준 5~10일이 걸리며, EU 외 지역의 관세는 수령인이 부담합니다.',
        ['우리나라로 배송되나요', '해외 배송', '어느 나라로 배송하나요'],
      ),
      ar: t(
        'هل تشحنون إلى خارج البلاد؟',
        'نعم، نشحن إلى أكثر من 40 دولة. يستغرق التوصيل الدولي من 5 إلى 10 أيام عمل، ويدفع المستلم الرسوم الجمركية خارج الاتحاد الأوروبي.',
        ['هل توصلون إلى بلدي', 'الشحن الدولي', 'إلى أي الدول تشحنون'],
      ),
    },
  },
  {
    slug: 'track-order',
    category: 'orders',
    keywords: ['track', 'tracking', 'order', 'parcel'],
    translations: {
      en: t(
        'How can I track my order?',
        'As soon as your parcel leaves our warehouse we email you a **tracking link**. You can also follow it under *My account > Orders*.',
        ['where is my parcel', 'track my package', 'order status'],
      ),
      es: t(
        '¿Cómo puedo seguir mi pedido?',
        'En cuanto tu paquete sale del almacén te enviamos por correo un **enlace de seguimiento**. También puedes verlo en *Mi cuenta > Pedidos*.',
        ['dónde está mi paquete', 'rastrear mi pedido', 'estado del pedido'],
      ),
      fr: t(
        'Comment suivre ma commande ?',
        'Dès que votre colis quitte notre entrepôt, nous vous envoyons un **lien de suivi** par e-mail. Vous pouvez aussi le suivre dans *Mon compte > Commandes*.',
        ['où est mon colis', 'suivi de colis', 'statut de ma commande'],
      ),
      de: t(
        'Wie kann ich meine Bestellung verfolgen?',
        'Sobald dein Paket unser Lager verlässt, schicken wir dir einen **Tracking-Link** per E-Mail. Du findest ihn auch unter *Mein Konto > Bestellungen*.',
        ['wo ist mein Paket', 'Sendungsverfolgung', 'Bestellstatus'],
      ),
      it: t(
        'Come posso tracciare il mio ordine?',
        'Appena il pacco lascia il magazzino ti inviamo via e-mail un **link di tracciamento**. Puoi seguirlo anche in *Il mio account > Ordini*.',
        ['dov’è il mio pacco', 'tracciare la spedizione', 'stato dell’ordine'],
      ),
      pt: t(
        'Como posso acompanhar a minha encomenda?',
        'Assim que a encomenda sai do armazém enviamos-lhe por e-mail um **link de seguimento**. Também pode acompanhá-la em *A minha conta > Encomendas*.',
        ['onde está a minha encomenda', 'rastrear o pedido', 'estado da encomenda'],
      ),
      nl: t(
        'Hoe kan ik mijn bestelling volgen?',
        'Zodra je pakket ons magazijn verlaat, mailen we je een **track-and-trace-link**. Je kunt het ook volgen via *Mijn account > Bestellingen*.',
        ['waar is mijn pakket', 'pakket volgen', 'status van mijn bestelling'],
      ),
      ru: t(
        'Как отследить мой заказ?',
        'Как только посылка покидает склад, мы присылаем на почту **ссылку для отслеживания**. Её также можно найти в разделе *Мой аккаунт > Заказы*.',
        ['где моя посылка', 'трек-номер', 'статус заказа'],
      ),
      zh: t(
        '如何跟踪我的订单？',
        '包裹一离开仓库，我们就会通过电子邮件发送**物流跟踪链接**。您也可以在*我的账户 > 订单*中查看。',
        ['我的包裹在哪里', '查询物流', '订单状态'],
      ),
      ja: t(
        '注文の配送状況を確認するには？',
        '荷物が倉庫を出荷されると、**追跡リンク**をメールでお送りします。*マイアカウント > 注文履歴*からも確認できます。',
        ['荷物はどこですか', '追跡番号', '注文状況'],
      ),
      ko: t(
        '주문 배송 조회는 어떻게 하나요?',
        '택배가 물류 창고에서 출고되면 **배송 조회 링크**를 이메일로 보내드립니다. *내 계정 > 주문 내역*에서도 확인할 수 있습니다.',
        ['택배 어디쯤 왔어요', '송장 번호', '주문 상태'],
      ),
      ar: t(
        'كيف يمكنني تتبع طلبي؟',
        'بمجرد خروج الطرد من المستودع نرسل إليك **رابط التتبع** بالبريد الإلكتروني. ويمكنك متابعته أيضًا من *حسابي > الطلبات*.',
        ['أين طردي', 'تتبع الشحنة', 'حالة الطلب'],
      ),
    },
  },
  {
    slug: 'change-cancel-order',
    category: 'orders',
    keywords: ['cancel', 'change', 'modify', 'order'],
    translations: {
      en: t(
        'Can I change or cancel my order?',
        'You can change or cancel an order **within 1 hour** of placing it under *My account > Orders*. After that it is being packed; contact us and we will do our best.',
        ['cancel my order', 'modify my order', 'change the delivery address'],
      ),
      es: t(
        '¿Puedo modificar o cancelar mi pedido?',
        'Puedes modificar o cancelar un pedido **en la primera hora** desde *Mi cuenta > Pedidos*. Después ya se está preparando; escríbenos y haremos lo posible.',
        ['cancelar mi pedido', 'cambiar mi pedido', 'cambiar la dirección de entrega'],
      ),
      fr: t(
        'Puis-je modifier ou annuler ma commande ?',
        'Vous pouvez modifier ou annuler une commande **dans l’heure** qui suit, depuis *Mon compte > Commandes*. Ensuite elle est en préparation : contactez-nous et nous ferons notre possible.',
        ['annuler ma commande', 'modifier ma commande', 'changer l’adresse de livraison'],
      ),
      de: t(
        'Kann ich meine Bestellung ändern oder stornieren?',
        'Innerhalb **1 Stunde** nach der Bestellung kannst du sie unter *Mein Konto > Bestellungen* ändern oder stornieren. Danach wird sie gepackt; schreib uns und wir tun unser Bestes.',
        ['Bestellung stornieren', 'Bestellung ändern', 'Lieferadresse ändern'],
      ),
      it: t(
        'Posso modificare o annullare il mio ordine?',
        'Puoi modificare o annullare un ordine **entro 1 ora** da *Il mio account > Ordini*. Dopo viene preparato: contattaci e faremo il possibile.',
        ['annullare il mio ordine', 'modificare l’ordine', 'cambiare indirizzo di consegna'],
      ),
      pt: t(
        'Posso alterar ou cancelar a minha encomenda?',
        'Pode alterar ou cancelar uma encomenda **até 1 hora** depois de a fazer, em *A minha conta > Encomendas*. Depois disso já está a ser embalada; contacte-nos e faremos o possível.',
        ['cancelar a encomenda', 'alterar o pedido', 'mudar a morada de entrega'],
      ),
      nl: t(
        'Kan ik mijn bestelling wijzigen of annuleren?',
        'Binnen **1 uur** na het plaatsen kun je een bestelling wijzigen of annuleren via *Mijn account > Bestellingen*. Daarna wordt ze ingepakt; neem contact op en we doen ons best.',
        ['bestelling annuleren', 'bestelling aanpassen', 'afleveradres wijzigen'],
      ),
      ru: t(
        'Можно ли изменить или отменить заказ?',
        'Изменить или отменить заказ можно **в течение 1 часа** после оформления в разделе *Мой аккаунт > Заказы*. Потом его уже собирают — напишите нам, и мы постараемся помочь.',
        ['отменить заказ', 'изменить заказ', 'поменять адрес доставки'],
      ),
      zh: t(
        '我可以修改或取消订单吗？',
        '下单后**1小时内**可以在*我的账户 > 订单*中修改或取消订单。之后订单进入打包流程，请联系我们，我们会尽力处理。',
        ['取消订单', '修改订单', '更改收货地址'],
      ),
      ja: t(
        '注文の変更やキャンセルはできますか？',
        'ご注文から**1時間以内**であれば、*マイアカウント > 注文履歴*から変更・キャンセルできます。それ以降は梱包が始まるため、お問い合わせください。',
        ['注文をキャンセルしたい', '注文内容を変更したい', '配送先住所を変更したい'],
      ),
      ko: t(
        '주문을 변경하거나 취소할 수 있나요?',
        '주문 후 **1시간 이내**에는 *내 계정 > 주문 내역*에서 변경하거나 취소할 수 있습니다. 그 후에는 포장이 시작되니 문의해 주시면 최대한 도와드리겠습니다.',
        ['주문 취소', '주문 변경', '배송지 변경'],
      ),
      ar: t(
        'هل يمكنني تعديل طلبي أو إلغاؤه؟',
        'يمكنك تعديل الطلب أو إلغاؤه **خلال ساعة واحدة** من تقديمه عبر *حسابي > الطلبات*. بعد ذلك يبدأ تجهيزه، فتواصل معنا وسنبذل قصارى جهدنا.',
        ['إلغاء الطلب', 'تعديل الطلب', 'تغيير عنوان التوصيل'],
      ),
    },
  },
  {
    slug: 'damaged-wrong-item',
    category: 'orders',
    keywords: ['damaged', 'broken', 'wrong', 'missing', 'item'],
    translations: {
      en: t(
        'My item arrived damaged or wrong. What should I do?',
        'Sorry about that! Send us a photo through the [contact page](/contact) **within 14 days** and we will ship a free replacement or refund you in full.',
        ['received the wrong item', 'product arrived broken', 'missing item in my parcel'],
      ),
      es: t(
        'Mi artículo llegó dañado o equivocado. ¿Qué hago?',
        '¡Lo sentimos! Envíanos una foto desde la [página de contacto](/contact) **en un plazo de 14 días** y te enviaremos un reemplazo gratis o te devolveremos todo el importe.',
        ['me llegó un artículo equivocado', 'el producto llegó roto', 'falta un artículo en mi paquete'],
      ),
      fr: t(
        'Mon article est arrivé abîmé ou ce n’est pas le bon. Que faire ?',
        'Désolés ! Envoyez-nous une photo via la [page de contact](/contact) **sous 14 jours** et nous vous enverrons un remplacement gratuit ou vous rembourserons intégralement.',
        ['j’ai reçu le mauvais article', 'produit arrivé cassé', 'il manque un article dans mon colis'],
      ),
      de: t(
        'Mein Artikel kam beschädigt oder falsch an. Was nun?',
        'Das tut uns leid! Schick uns **innerhalb von 14 Tagen** ein Foto über die [Kontaktseite](/contact), dann senden wir kostenlosen Ersatz oder erstatten den vollen Betrag.',
        ['falschen Artikel erhalten', 'Produkt kam kaputt an', 'Artikel fehlt im Paket'],
      ),
      it: t(
        'Il mio articolo è arrivato danneggiato o sbagliato. Cosa faccio?',
        'Ci dispiace! Inviaci una foto dalla [pagina dei contatti](/contact) **entro 14 giorni** e ti spediremo un sostituto gratuito o ti rimborseremo per intero.',
        ['ho ricevuto l’articolo sbagliato', 'prodotto arrivato rotto', 'manca un articolo nel pacco'],
      ),
      pt: t(
        'O meu artigo chegou danificado ou errado. O que faço?',
        'Lamentamos! Envie-nos uma foto pela [página de contacto](/contact) **no prazo de 14 dias** e enviamos uma substituição grátis ou reembolsamos o valor total.',
        ['recebi o artigo errado', 'o produto chegou partido', 'falta um artigo na encomenda'],
      ),
      nl: t(
        'Mijn artikel is beschadigd of verkeerd aangekomen. Wat nu?',
        'Sorry daarvoor! Stuur ons **binnen 14 dagen** een foto via de [contactpagina](/contact) en we sturen gratis een vervanging of betalen alles terug.',
        ['verkeerd artikel ontvangen', 'product kapot aangekomen', 'artikel ontbreekt in mijn pakket'],
      ),
      ru: t(
        'Товар пришёл повреждённым или не тот. Что делать?',
        'Приносим извинения! Пришлите фото через [страницу контактов](/contact) **в течение 14 дней**, и мы бесплатно отправим замену или вернём всю сумму.',
        ['пришёл не тот товар', 'товар пришёл сломанным', 'в посылке не хватает товара'],
      ),
      zh: t(
        '商品到货时损坏或发错了怎么办？',
        '非常抱歉！请在**14天内**通过[联系页面](/contact)发送照片给我们，我们将免费补发或全额退款。',
        ['收到的商品不对', '商品到货时坏了', '包裹里少了东西'],
      ),
      ja: t(
        '商品が破損していた・違う商品が届いた場合は？',
        '申し訳ございません。**14日以内**に[お問い合わせページ](/contact)から写真をお送りください。無料で交換品をお送りするか、全額返金いたします。',
        ['違う商品が届いた', '商品が壊れていた', '商品が足りない'],
      ),
      ko: t(
        '상품이 파손되었거나 잘못 왔어요. 어떻게 하나요?',
        '불편을 드려 죄송합니다. **14일 이내**에 [문의 페이지](/contact)로 사진을 보내주시면 무료로 교환품을 보내드리거나 전액 환불해 드립니다.',
        ['다른 상품이 왔어요', '상품이 깨져서 왔어요', '상품이 빠져 있어요'],
      ),
      ar: t(
        'وصلني المنتج تالفًا أو غير صحيح، ماذا أفعل؟',
        'نعتذر عن ذلك! أرسل إلينا صورة عبر [صفحة الاتصال](/contact) **خلال 14 يومًا** وسنرسل بديلًا مجانيًا أو نعيد إليك المبلغ كاملًا.',
        ['استلمت منتجًا خاطئًا', 'وصل المنتج مكسورًا', 'ينقص منتج في طردي'],
      ),
    },
  },
  {
    slug: 'restock',
    category: 'products',
    keywords: ['stock', 'restock', 'available', 'sold out'],
    translations: {
      en: t(
        'When will an out-of-stock item be available again?',
        'Click **Notify me** on the product page and we will email you as soon as it is back in stock. Most items are restocked within 2-4 weeks.',
        ['item is sold out', 'back in stock', 'product unavailable'],
      ),
      es: t(
        '¿Cuándo volverá a estar disponible un artículo agotado?',
        'Pulsa **Avisarme** en la página del producto y te escribiremos en cuanto vuelva a estar disponible. La mayoría se reponen en 2-4 semanas.',
        ['el artículo está agotado', 'volverá a haber stock', 'producto no disponible'],
      ),
      fr: t(
        'Quand un article en rupture de stock sera-t-il de nouveau disponible ?',
        'Cliquez sur **Me prévenir** sur la fiche produit et nous vous écrirons dès son retour en stock. La plupart des articles reviennent sous 2 à 4 semaines.',
        ['article épuisé', 'retour en stock', 'produit indisponible'],
      ),
      de: t(
        'Wann ist ein ausverkaufter Artikel wieder verfügbar?',
        'Klicke auf der Produktseite auf **Benachrichtigen** und wir schreiben dir, sobald er wieder da ist. Die meisten Artikel sind in 2-4 Wochen wieder auf Lager.',
        ['Artikel ausverkauft', 'wieder auf Lager', 'Produkt nicht verfügbar'],
      ),
      it: t(
        'Quando tornerà disponibile un articolo esaurito?',
        'Clicca su **Avvisami** nella pagina del prodotto e ti scriveremo appena torna disponibile. La maggior parte degli articoli rientra in 2-4 settimane.',
        ['articolo esaurito', 'di nuovo disponibile', 'prodotto non disponibile'],
      ),
      pt: t(
        'Quando volta a estar disponível um artigo esgotado?',
        'Clique em **Avisar-me** na página do produto e enviamos-lhe um e-mail assim que voltar ao stock. A maioria dos artigos é reposta em 2 a 4 semanas.',
        ['artigo esgotado', 'volta a haver stock', 'produto indisponível'],
      ),
      nl: t(
        'Wanneer is een uitverkocht artikel weer beschikbaar?',
        'Klik op de productpagina op **Houd me op de hoogte** en we mailen je zodra het weer op voorraad is. De meeste artikelen zijn binnen 2-4 weken terug.',
        ['artikel uitverkocht', 'weer op voorraad', 'product niet beschikbaar'],
      ),
      ru: t(
        'Когда товар, которого нет в наличии, снова появится?',
        'Нажмите **Сообщить о поступлении** на странице товара, и мы напишем, как только он появится. Обычно товары поступают снова через 2–4 недели.',
        ['товар распродан', 'когда будет в наличии', 'товар недоступен'],
      ),
      zh: t(
        '缺货的商品什么时候补货？',
        '在商品页面点击**到货通知**，商品一到货我们就会发邮件通知您。大部分商品会在2-4周内补货。',
        ['商品售罄了', '什么时候有货', '商品缺货'],
      ),
      ja: t(
        '在庫切れの商品はいつ再入荷しますか？',
        '商品ページの**入荷通知**をクリックしていただくと、再入荷時にメールでお知らせします。多くの商品は2〜4週間で再入荷します。',
        ['売り切れです', '再入荷はいつ', '在庫がない'],
      ),
      ko: t(
        '품절된 상품은 언제 재입고되나요?',
        '상품 페이지에서 **재입고 알림**을 누르시면 입고되는 즉시 이메일로 알려드립니다. 대부분의 상품은 2~4주 안에 재입고됩니다.',
        ['상품이 품절이에요', '재입고 언제 돼요', '구매할 수 없는 상품'],
      ),
      ar: t(
        'متى سيتوفر المنتج النافد مرة أخرى؟',
        'اضغط على **أعلمني** في صفحة المنتج وسنراسلك فور توفره من جديد. تعود معظم المنتجات خلال أسبوعين إلى أربعة أسابيع.',
        ['المنتج نفد', 'متى يعود المنتج', 'المنتج غير متوفر'],
      ),
    },
  },
];
