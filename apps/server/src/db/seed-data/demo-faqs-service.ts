import { type DemoFaq, t } from './demo-faq-types.ts';

/** Demo business "Northwind Outfitters": account, stores, warranty, programmes and contact. */
export const serviceFaqs: DemoFaq[] = [
  {
    slug: 'password-reset',
    category: 'account',
    keywords: ['password', 'login', 'account', 'reset'],
    translations: {
      en: t(
        'I forgot my password. How do I reset it?',
        'Click **Forgot password?** on the sign-in page and enter your email. We send a reset link that is valid for 1 hour.',
        ['cannot log in', 'reset password', 'locked out of my account'],
      ),
      es: t(
        'Olvidé mi contraseña. ¿Cómo la restablezco?',
        'Pulsa **¿Olvidaste tu contraseña?** en la página de inicio de sesión e introduce tu correo. Te enviaremos un enlace válido durante 1 hora.',
        ['no puedo iniciar sesión', 'restablecer contraseña', 'no puedo entrar en mi cuenta'],
      ),
      fr: t(
        'J’ai oublié mon mot de passe. Comment le réinitialiser ?',
        'Cliquez sur **Mot de passe oublié ?** sur la page de connexion et saisissez votre e-mail. Nous envoyons un lien valable 1 heure.',
        ['je n’arrive pas à me connecter', 'réinitialiser le mot de passe', 'accès à mon compte bloqué'],
      ),
      de: t(
        'Ich habe mein Passwort vergessen. Wie setze ich es zurück?',
        'Klicke auf der Anmeldeseite auf **Passwort vergessen?** und gib deine E-Mail ein. Wir senden dir einen Link, der 1 Stunde gültig ist.',
        ['ich kann mich nicht anmelden', 'Passwort zurücksetzen', 'aus meinem Konto ausgesperrt'],
      ),
      it: t(
        'Ho dimenticato la password. Come la reimposto?',
        'Clicca su **Password dimenticata?** nella pagina di accesso e inserisci la tua e-mail. Ti inviamo un link valido per 1 ora.',
        ['non riesco ad accedere', 'reimpostare la password', 'account bloccato'],
      ),
      pt: t(
        'Esqueci-me da palavra-passe. Como a reponho?',
        'Clique em **Esqueceu-se da palavra-passe?** na página de início de sessão e indique o seu e-mail. Enviamos uma ligação válida durante 1 hora.',
        ['não consigo entrar', 'repor a palavra-passe', 'conta bloqueada'],
      ),
      nl: t(
        'Ik ben mijn wachtwoord vergeten. Hoe stel ik het opnieuw in?',
        'Klik op de inlogpagina op **Wachtwoord vergeten?** en vul je e-mailadres in. We sturen een link die 1 uur geldig is.',
        ['ik kan niet inloggen', 'wachtwoord resetten', 'buitengesloten van mijn account'],
      ),
      ru: t(
        'Я забыл пароль. Как его сбросить?',
        'Нажмите **Забыли пароль?** на странице входа и укажите e-mail. Мы пришлём ссылку, действующую 1 час.',
        ['не могу войти', 'сбросить пароль', 'нет доступа к аккаунту'],
      ),
      zh: t(
        '我忘记密码了，怎么重置？',
        '在登录页面点击**忘记密码？**并输入您的邮箱。我们会发送一个1小时内有效的重置链接。',
        ['登录不了', '重置密码', '账户无法登录'],
      ),
      ja: t(
        'パスワードを忘れました。再設定するには？',
        'ログイン画面の**パスワードをお忘れですか？**をクリックし、メールアドレスを入力してください。1時間有効な再設定リンクをお送りします。',
        ['ログインできない', 'パスワード再設定', 'アカウントに入れない'],
      ),
      ko: t(
        '비밀번호를 잊어버렸어요. 어떻게 재설정하나요?',
        '로그인 페이지에서 **비밀번호를 잊으셨나요?**를 누르고 이메일을 입력하세요. 1시간 동안 유효한 재설정 링크를 보내드립니다.',
        ['로그인이 안 돼요', '비밀번호 재설정', '계정에 접속할 수 없어요'],
      ),
      ar: t(
        'نسيت كلمة المرور، كيف أعيد تعيينها؟',
        'اضغط على **هل نسيت كلمة المرور؟** في صفحة تسجيل الدخول وأدخل بريدك الإلكتروني. سنرسل رابطًا صالحًا لمدة ساعة.',
        ['لا أستطيع تسجيل الدخول', 'إعادة تعيين كلمة المرور', 'لا يمكنني الدخول إلى حسابي'],
      ),
    },
  },
  {
    slug: 'store-hours',
    category: 'stores',
    keywords: ['store', 'shop', 'opening hours', 'location'],
    translations: {
      en: t(
        'Where are your stores and when are they open?',
        'Our stores in **Berlin, Amsterdam and Lyon** are open Monday to Saturday, 10:00-19:00. Addresses are on the *Stores* page.',
        ['opening hours', 'physical shop near me', 'store address'],
      ),
      es: t(
        '¿Dónde están sus tiendas y cuál es su horario?',
        'Nuestras tiendas de **Berlín, Ámsterdam y Lyon** abren de lunes a sábado, de 10:00 a 19:00. Las direcciones están en la página *Tiendas*.',
        ['horario de apertura', 'tienda física cerca', 'dirección de la tienda'],
      ),
      fr: t(
        'Où sont vos magasins et quels sont leurs horaires ?',
        'Nos magasins de **Berlin, Amsterdam et Lyon** sont ouverts du lundi au samedi, de 10 h à 19 h. Les adresses sont sur la page *Magasins*.',
        ['horaires d’ouverture', 'boutique près de chez moi', 'adresse du magasin'],
      ),
      de: t(
        'Wo sind eure Geschäfte und wann haben sie geöffnet?',
        'Unsere Läden in **Berlin, Amsterdam und Lyon** sind Montag bis Samstag von 10:00 bis 19:00 Uhr geöffnet. Die Adressen stehen auf der Seite *Filialen*.',
        ['Öffnungszeiten', 'Laden in meiner Nähe', 'Adresse der Filiale'],
      ),
      it: t(
        'Dove sono i vostri negozi e quando sono aperti?',
        'I nostri negozi di **Berlino, Amsterdam e Lione** sono aperti dal lunedì al sabato, dalle 10:00 alle 19:00. Gli indirizzi sono nella pagina *Negozi*.',
        ['orari di apertura', 'negozio fisico vicino', 'indirizzo del negozio'],
      ),
      pt: t(
        'Onde ficam as vossas lojas e qual o horário?',
        'As nossas lojas de **Berlim, Amesterdão e Lyon** abrem de segunda a sábado, das 10:00 às 19:00. As moradas estão na página *Lojas*.',
        ['horário de funcionamento', 'loja física perto de mim', 'morada da loja'],
      ),
      nl: t(
        'Waar zijn jullie winkels en wanneer zijn ze open?',
        'Onze winkels in **Berlijn, Amsterdam en Lyon** zijn open van maandag tot zaterdag, 10:00-19:00. De adressen staan op de pagina *Winkels*.',
        ['openingstijden', 'fysieke winkel in de buurt', 'adres van de winkel'],
      ),
      ru: t(
        'Где ваши магазины и когда они работают?',
        'Наши магазины в **Берлине, Амстердаме и Лионе** работают с понедельника по субботу с 10:00 до 19:00. Адреса — на странице *Магазины*.',
        ['часы работы', 'магазин рядом со мной', 'адрес магазина'],
      ),
      zh: t(
        '你们的门店在哪里？营业时间是什么？',
        '我们在**柏林、阿姆斯特丹和里昂**的门店周一至周六10:00-19:00营业。地址请见*门店*页面。',
        ['营业时间', '附近的实体店', '门店地址'],
      ),
      ja: t(
        '店舗の場所と営業時間を教えてください。',
        '**ベルリン、アムステルダム、リヨン**の店舗は月曜〜土曜の10:00〜19:00に営業しています。住所は*店舗一覧*ページをご覧ください。',
        ['営業時間', '近くの実店舗', '店舗の住所'],
      ),
      ko: t(
        '매장은 어디에 있고 언제 문을 여나요?',
        '**베를린, 암스테르담, 리옹** 매장은 월요일부터 토요일까지 10:00~19:00에 영업합니다. 주소는 *매장 안내* 페이지에 있습니다.',
        ['영업시간', '근처 오프라인 매장', '매장 주소'],
      ),
      ar: t(
        'أين تقع متاجركم وما هي مواعيد العمل؟',
        'متاجرنا في **برلين وأمستردام وليون** مفتوحة من الاثنين إلى السبت من 10:00 إلى 19:00. العناوين موجودة في صفحة *المتاجر*.',
        ['ساعات العمل', 'متجر قريب مني', 'عنوان المتجر'],
      ),
    },
  },
  {
    slug: 'warranty',
    category: 'products',
    keywords: ['warranty', 'guarantee', 'repair', 'defect'],
    translations: {
      en: t(
        'What warranty do your products have?',
        'All products have a **2-year warranty** against manufacturing defects. Northwind-brand gear also gets free lifetime repairs.',
        ['my zipper broke', 'guarantee on a jacket', 'repair service'],
      ),
      es: t(
        '¿Qué garantía tienen sus productos?',
        'Todos los productos tienen **2 años de garantía** contra defectos de fabricación. Los artículos de la marca Northwind tienen además reparaciones gratuitas de por vida.',
        ['se me rompió la cremallera', 'garantía de una chaqueta', 'servicio de reparación'],
      ),
      fr: t(
        'Quelle est la garantie de vos produits ?',
        'Tous les produits sont **garantis 2 ans** contre les défauts de fabrication. Les articles de la marque Northwind bénéficient en plus de réparations gratuites à vie.',
        ['ma fermeture éclair est cassée', 'garantie d’une veste', 'service de réparation'],
      ),
      de: t(
        'Welche Garantie haben eure Produkte?',
        'Alle Produkte haben **2 Jahre Garantie** auf Herstellungsfehler. Ausrüstung der Marke Northwind reparieren wir zusätzlich lebenslang kostenlos.',
        ['mein Reißverschluss ist kaputt', 'Garantie auf eine Jacke', 'Reparaturservice'],
      ),
      it: t(
        'Che garanzia hanno i vostri prodotti?',
        'Tutti i prodotti hanno **2 anni di garanzia** contro i difetti di fabbricazione. I prodotti a marchio Northwind hanno anche riparazioni gratuite a vita.',
        ['si è rotta la cerniera', 'garanzia di una giacca', 'servizio riparazioni'],
      ),
      pt: t(
        'Que garantia têm os vossos produtos?',
        'Todos os produtos têm **2 anos de garantia** contra defeitos de fabrico. Os artigos da marca Northwind têm ainda reparações gratuitas para toda a vida.',
        ['o fecho partiu-se', 'garantia de um casaco', 'serviço de reparação'],
      ),
      nl: t(
        'Welke garantie hebben jullie producten?',
        'Alle producten hebben **2 jaar garantie** op fabricagefouten. Voor Northwind-producten bieden we bovendien levenslang gratis reparaties.',
        ['mijn rits is kapot', 'garantie op een jas', 'reparatieservice'],
      ),
      ru: t(
        'Какая гарантия на ваши товары?',
        'На все товары действует **гарантия 2 года** на производственные дефекты. Снаряжение марки Northwind мы также бесплатно ремонтируем пожизненно.',
        ['сломалась молния', 'гарантия на куртку', 'ремонт снаряжения'],
      ),
      zh: t(
        '你们的产品有什么保修？',
        '所有产品对制造缺陷提供**2年保修**。Northwind自有品牌装备还享受终身免费维修。',
        ['拉链坏了', '外套保修', '维修服务'],
      ),
      ja: t(
        '製品の保証はありますか？',
        'すべての製品に製造上の欠陥に対する**2年保証**が付いています。Northwindブランドの製品は生涯無料修理も受けられます。',
        ['ファスナーが壊れた', 'ジャケットの保証', '修理サービス'],
      ),
      ko: t(
        '제품 보증 기간은 어떻게 되나요?',
        '모든 제품은 제조 결함에 대해 **2년 보증**이 제공됩니다. Northwind 브랜드 장비는 평생 무료 수선도 받을 수 있습니다.',
        ['지퍼가 고장났어요', '재킷 보증', '수선 서비스'],
      ),
      ar: t(
        'ما الضمان على منتجاتكم؟',
        'جميع المنتجات مشمولة **بضمان لمدة سنتين** ضد عيوب التصنيع. كما نصلح معدات علامة Northwind مجانًا مدى الحياة.',
        ['انكسر السحاب', 'ضمان السترة', 'خدمة الإصلاح'],
      ),
    },
  },
  {
    slug: 'loyalty-programme',
    category: 'programmes',
    keywords: ['loyalty', 'points', 'rewards', 'club'],
    translations: {
      en: t(
        'Do you have a loyalty programme?',
        'Join the free **Northwind Club**: you earn 1 point per euro spent, and every 100 points give you €5 off your next order.',
        ['reward points', 'member benefits', 'how do points work'],
      ),
      es: t(
        '¿Tienen un programa de fidelidad?',
        'Únete gratis al **Northwind Club**: ganas 1 punto por cada euro gastado y cada 100 puntos te dan 5 € de descuento en tu próximo pedido.',
        ['puntos de recompensa', 'ventajas para socios', 'cómo funcionan los puntos'],
      ),
      fr: t(
        'Avez-vous un programme de fidélité ?',
        'Rejoignez gratuitement le **Northwind Club** : 1 point par euro dépensé, et chaque tranche de 100 points vous offre 5 € sur votre prochaine commande.',
        ['points de fidélité', 'avantages membres', 'comment fonctionnent les points'],
      ),
      de: t(
        'Gibt es ein Treueprogramm?',
        'Werde kostenlos Mitglied im **Northwind Club**: Du sammelst 1 Punkt pro Euro, und je 100 Punkte bekommst du 5 € Rabatt auf die nächste Bestellung.',
        ['Bonuspunkte', 'Vorteile für Mitglieder', 'wie funktionieren die Punkte'],
      ),
      it: t(
        'Avete un programma fedeltà?',
        'Iscriviti gratis al **Northwind Club**: guadagni 1 punto per ogni euro speso e ogni 100 punti ricevi 5 € di sconto sul prossimo ordine.',
        ['punti premio', 'vantaggi per i soci', 'come funzionano i punti'],
      ),
      pt: t(
        'Têm um programa de fidelização?',
        'Adira gratuitamente ao **Northwind Club**: ganha 1 ponto por cada euro gasto e cada 100 pontos dão 5 € de desconto na próxima encomenda.',
        ['pontos de recompensa', 'vantagens de membro', 'como funcionam os pontos'],
      ),
      nl: t(
        'Hebben jullie een loyaliteitsprogramma?',
        'Word gratis lid van de **Northwind Club**: je verdient 1 punt per uitgegeven euro en elke 100 punten geven € 5 korting op je volgende bestelling.',
        ['spaarpunten', 'voordelen voor leden', 'hoe werken de punten'],
      ),
      ru: t(
        'У вас есть программа лояльности?',
        'Вступайте бесплатно в **Northwind Club**: 1 балл за каждый потраченный евро, а каждые 100 баллов дают скидку 5 € на следующий заказ.',
        ['бонусные баллы', 'привилегии участников', 'как работают баллы'],
      ),
      zh: t(
        '你们有会员积分计划吗？',
        '免费加入**Northwind Club**：每消费1欧元积1分，每100积分可在下次订单抵扣5欧元。',
        ['积分奖励', '会员福利', '积分怎么用'],
      ),
      ja: t(
        'ポイントプログラムはありますか？',
        '無料の**Northwind Club**にご参加ください。1ユーロにつき1ポイントが貯まり、100ポイントごとに次回のご注文で5ユーロ割引になります。',
        ['ポイント特典', '会員特典', 'ポイントの仕組み'],
      ),
      ko: t(
        '멤버십 적립 프로그램이 있나요?',
        '무료 **Northwind Club**에 가입하세요. 1유로당 1포인트가 적립되고, 100포인트마다 다음 주문에서 5유로를 할인받습니다.',
        ['적립 포인트', '회원 혜택', '포인트는 어떻게 쓰나요'],
      ),
      ar: t(
        'هل لديكم برنامج ولاء؟',
        'انضم مجانًا إلى **نادي Northwind**: تكسب نقطة عن كل يورو تنفقه، وكل 100 نقطة تمنحك خصم 5 يورو على طلبك التالي.',
        ['نقاط المكافآت', 'مزايا الأعضاء', 'كيف تعمل النقاط'],
      ),
    },
  },
  {
    slug: 'newsletter-unsubscribe',
    category: 'account',
    keywords: ['newsletter', 'unsubscribe', 'emails', 'marketing'],
    translations: {
      en: t(
        'How do I unsubscribe from the newsletter?',
        'Click **Unsubscribe** at the bottom of any newsletter, or switch it off under *My account > Communication preferences*.',
        ['stop marketing emails', 'too many emails', 'opt out of the mailing list'],
      ),
      es: t(
        '¿Cómo me doy de baja del boletín?',
        'Pulsa **Darse de baja** al final de cualquier boletín o desactívalo en *Mi cuenta > Preferencias de comunicación*.',
        ['dejar de recibir correos publicitarios', 'demasiados correos', 'salir de la lista de correo'],
      ),
      fr: t(
        'Comment me désabonner de la newsletter ?',
        'Cliquez sur **Se désabonner** en bas de chaque newsletter, ou désactivez-la dans *Mon compte > Préférences de communication*.',
        ['arrêter les e-mails promotionnels', 'trop d’e-mails', 'quitter la liste de diffusion'],
      ),
      de: t(
        'Wie melde ich mich vom Newsletter ab?',
        'Klicke unten in jedem Newsletter auf **Abmelden** oder schalte ihn unter *Mein Konto > Kommunikationseinstellungen* aus.',
        ['keine Werbe-E-Mails mehr', 'zu viele E-Mails', 'aus dem Verteiler austragen'],
      ),
      it: t(
        'Come mi cancello dalla newsletter?',
        'Clicca su **Annulla iscrizione** in fondo a qualsiasi newsletter oppure disattivala in *Il mio account > Preferenze di comunicazione*.',
        ['smettere di ricevere e-mail promozionali', 'troppe e-mail', 'uscire dalla mailing list'],
      ),
      pt: t(
        'Como cancelo a subscrição da newsletter?',
        'Clique em **Cancelar subscrição** no fim de qualquer newsletter ou desative-a em *A minha conta > Preferências de comunicação*.',
        ['deixar de receber e-mails promocionais', 'demasiados e-mails', 'sair da lista de correio'],
      ),
      nl: t(
        'Hoe meld ik me af voor de nieuwsbrief?',
        'Klik onderaan een nieuwsbrief op **Afmelden**, of zet hem uit via *Mijn account > Communicatievoorkeuren*.',
        ['geen reclamemails meer', 'te veel e-mails', 'uitschrijven van de mailinglijst'],
      ),
      ru: t(
        'Как отписаться от рассылки?',
        'Нажмите **Отписаться** внизу любого письма рассылки или отключите её в разделе *Мой аккаунт > Настройки уведомлений*.',
        ['не присылайте рекламные письма', 'слишком много писем', 'удалиться из рассылки'],
      ),
      zh: t('如何退订新闻邮件？', '点击任意一封新闻邮件底部的**退订**，或在*我的账户 > 通讯偏好*中关闭。', [
        '不想再收到广告邮件',
        '邮件太多了',
        '取消订阅邮件列表',
      ]),
      ja: t(
        'メールマガジンの配信を停止するには？',
        'メールマガジン下部の**配信停止**をクリックするか、*マイアカウント > 通知設定*でオフにしてください。',
        ['宣伝メールを止めたい', 'メールが多すぎる', 'メーリングリストから外してほしい'],
      ),
      ko: t(
        '뉴스레터 수신을 거부하려면 어떻게 하나요?',
        '뉴스레터 하단의 **수신 거부**를 누르거나 *내 계정 > 알림 설정*에서 해제하세요.',
        ['광고 메일 그만 받고 싶어요', '메일이 너무 많아요', '메일링 리스트에서 빼 주세요'],
      ),
      ar: t(
        'كيف ألغي الاشتراك في النشرة البريدية؟',
        'اضغط على **إلغاء الاشتراك** في أسفل أي نشرة، أو أوقفها من *حسابي > تفضيلات التواصل*.',
        ['إيقاف رسائل التسويق', 'رسائل كثيرة جدًا', 'الخروج من القائمة البريدية'],
      ),
    },
  },
  {
    slug: 'contact-human',
    category: 'contact',
    keywords: ['contact', 'human', 'agent', 'support', 'phone'],
    translations: {
      en: t(
        'How can I talk to a person?',
        'Our support team answers through the [contact page](/contact) **Monday to Friday, 9:00-18:00 CET**, usually within 24 hours.',
        ['speak to an agent', 'customer service phone', 'talk to a human'],
      ),
      es: t(
        '¿Cómo puedo hablar con una persona?',
        'Nuestro equipo responde a través de la [página de contacto](/contact) **de lunes a viernes, de 9:00 a 18:00 (CET)**, normalmente en 24 horas.',
        ['hablar con un agente', 'teléfono de atención al cliente', 'hablar con un humano'],
      ),
      fr: t(
        'Comment parler à une personne ?',
        'Notre équipe répond via la [page de contact](/contact) **du lundi au vendredi, de 9 h à 18 h (CET)**, généralement sous 24 heures.',
        ['parler à un conseiller', 'téléphone du service client', 'parler à un humain'],
      ),
      de: t(
        'Wie erreiche ich einen Menschen?',
        'Unser Support-Team antwortet über die [Kontaktseite](/contact) **Montag bis Freitag, 9:00-18:00 Uhr MEZ**, meist innerhalb von 24 Stunden.',
        ['mit einem Mitarbeiter sprechen', 'Kundenservice Telefon', 'mit einem Menschen reden'],
      ),
      it: t(
        'Come posso parlare con una persona?',
        'Il nostro team risponde tramite la [pagina dei contatti](/contact) **dal lunedì al venerdì, 9:00-18:00 CET**, di solito entro 24 ore.',
        ['parlare con un operatore', 'telefono servizio clienti', 'parlare con un umano'],
      ),
      pt: t(
        'Como posso falar com uma pessoa?',
        'A nossa equipa responde através da [página de contacto](/contact) **de segunda a sexta, das 9:00 às 18:00 CET**, normalmente em 24 horas.',
        ['falar com um assistente', 'telefone do apoio ao cliente', 'falar com um humano'],
      ),
      nl: t(
        'Hoe kan ik iemand spreken?',
        'Ons supportteam antwoordt via de [contactpagina](/contact) **maandag tot vrijdag, 9:00-18:00 CET**, meestal binnen 24 uur.',
        ['met een medewerker praten', 'telefoonnummer klantenservice', 'met een mens praten'],
      ),
      ru: t(
        'Как связаться с живым человеком?',
        'Наша служба поддержки отвечает через [страницу контактов](/contact) **с понедельника по пятницу, 9:00–18:00 CET**, обычно в течение 24 часов.',
        ['поговорить с оператором', 'телефон службы поддержки', 'связаться с человеком'],
      ),
      zh: t(
        '怎样才能联系到人工客服？',
        '我们的客服团队通过[联系页面](/contact)在**周一至周五9:00-18:00（欧洲中部时间）**回复，通常24小时内答复。',
        ['转人工', '客服电话', '和真人沟通'],
      ),
      ja: t(
        '担当者と直接話すには？',
        'サポートチームが[お問い合わせページ](/contact)から**月曜〜金曜の9:00〜18:00（中央ヨーロッパ時間）**に対応し、通常24時間以内にご返信します。',
        ['オペレーターと話したい', 'カスタマーサービスの電話番号', '人と話したい'],
      ),
      ko: t(
        '상담원과 이야기하려면 어떻게 하나요?',
        '고객 지원팀이 [문의 페이지](/contact)를 통해 **월요일~금요일 9:00~18:00(중앙유럽시간)**에 답변하며, 보통 24시간 이내에 연락드립니다.',
        ['상담원 연결', '고객센터 전화번호', '사람과 대화하고 싶어요'],
      ),
      ar: t(
        'كيف يمكنني التحدث إلى شخص؟',
        'يرد فريق الدعم عبر [صفحة الاتصال](/contact) **من الاثنين إلى الجمعة من 9:00 إلى 18:00 بتوقيت وسط أوروبا**، وعادةً خلال 24 ساعة.',
        ['التحدث مع موظف', 'رقم خدمة العملاء', 'أريد التحدث مع إنسان'],
      ),
    },
  },
  {
    slug: 'privacy-data',
    category: 'account',
    keywords: ['privacy', 'data', 'gdpr', 'delete account'],
    translations: {
      en: t(
        'What do you do with my personal data?',
        'We use your data only to process orders and, if you agree, to send newsletters. We **never sell it**, and you can ask us to delete your account and data at any time.',
        ['delete my account', 'GDPR request', 'is my data safe'],
      ),
      es: t(
        '¿Qué hacen con mis datos personales?',
        'Usamos tus datos solo para tramitar pedidos y, si lo aceptas, enviarte boletines. **Nunca los vendemos** y puedes pedir que borremos tu cuenta y tus datos cuando quieras.',
        ['borrar mi cuenta', 'solicitud RGPD', 'están seguros mis datos'],
      ),
      fr: t(
        'Que faites-vous de mes données personnelles ?',
        'Nous utilisons vos données uniquement pour traiter vos commandes et, avec votre accord, vous envoyer la newsletter. Nous **ne les vendons jamais** et vous pouvez demander la suppression de votre compte à tout moment.',
        ['supprimer mon compte', 'demande RGPD', 'mes données sont-elles protégées'],
      ),
      de: t(
        'Was macht ihr mit meinen persönlichen Daten?',
        'Wir nutzen deine Daten nur zur Bestellabwicklung und, wenn du zustimmst, für den Newsletter. Wir **verkaufen sie nie**, und du kannst jederzeit die Löschung deines Kontos verlangen.',
        ['mein Konto löschen', 'DSGVO-Anfrage', 'sind meine Daten sicher'],
      ),
      it: t(
        'Cosa fate con i miei dati personali?',
        'Usiamo i tuoi dati solo per gestire gli ordini e, se acconsenti, per la newsletter. **Non li vendiamo mai** e puoi chiedere in qualsiasi momento di cancellare account e dati.',
        ['cancellare il mio account', 'richiesta GDPR', 'i miei dati sono al sicuro'],
      ),
      pt: t(
        'O que fazem com os meus dados pessoais?',
        'Usamos os seus dados apenas para processar encomendas e, se concordar, enviar newsletters. **Nunca os vendemos** e pode pedir a eliminação da conta e dos dados a qualquer momento.',
        ['apagar a minha conta', 'pedido RGPD', 'os meus dados estão seguros'],
      ),
      nl: t(
        'Wat doen jullie met mijn persoonsgegevens?',
        'We gebruiken je gegevens alleen om bestellingen te verwerken en, als je dat wilt, voor de nieuwsbrief. We **verkopen ze nooit** en je kunt altijd vragen je account en gegevens te verwijderen.',
        ['mijn account verwijderen', 'AVG-verzoek', 'zijn mijn gegevens veilig'],
      ),
      ru: t(
        'Как вы используете мои персональные данные?',
        'Мы используем данные только для обработки заказов и, с вашего согласия, для рассылки. Мы **никогда их не продаём**, и вы можете в любой момент попросить удалить аккаунт и данные.',
        ['удалить мой аккаунт', 'запрос по GDPR', 'в безопасности ли мои данные'],
      ),
      zh: t(
        '你们如何处理我的个人数据？',
        '我们只将您的数据用于处理订单，并在您同意时发送新闻邮件。我们**绝不出售数据**，您可以随时要求删除账户和数据。',
        ['删除我的账户', 'GDPR请求', '我的数据安全吗'],
      ),
      ja: t(
        '個人情報はどのように扱われますか？',
        'お客様のデータはご注文の処理と、同意いただいた場合のメールマガジン配信にのみ使用します。**販売することは一切なく**、アカウントとデータの削除はいつでもご依頼いただけます。',
        ['アカウントを削除したい', 'GDPRの請求', '個人情報は安全ですか'],
      ),
      ko: t(
        '제 개인정보는 어떻게 사용되나요?',
        '고객님의 데이터는 주문 처리와, 동의하신 경우 뉴스레터 발송에만 사용합니다. **절대 판매하지 않으며**, 언제든지 계정과 데이터 삭제를 요청하실 수 있습니다.',
        ['계정 삭제', 'GDPR 요청', '내 데이터는 안전한가요'],
      ),
      ar: t(
        'ماذا تفعلون ببياناتي الشخصية؟',
        'نستخدم بياناتك فقط لمعالجة الطلبات، ولإرسال النشرة البريدية إذا وافقت. **لا نبيعها أبدًا**، ويمكنك طلب حذف حسابك وبياناتك في أي وقت.',
        ['حذف حسابي', 'طلب حماية البيانات', 'هل بياناتي آمنة'],
      ),
    },
  },
  {
    slug: 'bulk-orders',
    category: 'programmes',
    keywords: ['business', 'bulk', 'wholesale', 'team', 'corporate'],
    translations: {
      en: t(
        'Do you offer discounts for business or bulk orders?',
        'Yes. For orders of **10 or more items** our business team offers 10-20% off and invoices with VAT. Write to us through the [contact page](/contact).',
        ['corporate order', 'wholesale prices', 'team outfits'],
      ),
      es: t(
        '¿Ofrecen descuentos para empresas o pedidos grandes?',
        'Sí. Para pedidos de **10 artículos o más** nuestro equipo de empresas ofrece un 10-20 % de descuento y factura con IVA. Escríbenos desde la [página de contacto](/contact).',
        ['pedido corporativo', 'precios al por mayor', 'equipación para un equipo'],
      ),
      fr: t(
        'Proposez-vous des remises pour les entreprises ou les grosses commandes ?',
        'Oui. Pour **10 articles ou plus**, notre équipe entreprises propose 10 à 20 % de remise et une facture avec TVA. Écrivez-nous via la [page de contact](/contact).',
        ['commande d’entreprise', 'prix de gros', 'tenues pour une équipe'],
      ),
      de: t(
        'Gibt es Rabatte für Firmen oder Großbestellungen?',
        'Ja. Ab **10 Artikeln** bietet unser Business-Team 10-20 % Rabatt und Rechnungen mit ausgewiesener MwSt. Schreib uns über die [Kontaktseite](/contact).',
        ['Firmenbestellung', 'Großhandelspreise', 'Ausrüstung für ein Team'],
      ),
      it: t(
        'Fate sconti per aziende o ordini all’ingrosso?',
        'Sì. Per ordini di **10 o più articoli** il nostro team aziende offre il 10-20% di sconto e fattura con IVA. Scrivici dalla [pagina dei contatti](/contact).',
        ['ordine aziendale', 'prezzi all’ingrosso', 'abbigliamento per una squadra'],
      ),
      pt: t(
        'Fazem descontos para empresas ou encomendas grandes?',
        'Sim. Para encomendas de **10 ou mais artigos**, a nossa equipa empresarial oferece 10-20% de desconto e fatura com IVA. Escreva-nos pela [página de contacto](/contact).',
        ['encomenda empresarial', 'preços por grosso', 'equipamento para uma equipa'],
      ),
      nl: t(
        'Geven jullie korting voor bedrijven of grote bestellingen?',
        'Ja. Bij **10 of meer artikelen** biedt ons zakelijk team 10-20% korting en een factuur met btw. Schrijf ons via de [contactpagina](/contact).',
        ['zakelijke bestelling', 'groothandelsprijzen', 'kleding voor een team'],
      ),
      ru: t(
        'Есть ли скидки для компаний или крупных заказов?',
        'Да. При заказе **от 10 товаров** наш корпоративный отдел даёт скидку 10–20 % и выставляет счёт с НДС. Напишите нам через [страницу контактов](/contact).',
        ['корпоративный заказ', 'оптовые цены', 'экипировка для команды'],
      ),
      zh: t(
        '企业或批量订单有折扣吗？',
        '有。**10件及以上**的订单，我们的企业团队提供9折至8折优惠并开具含增值税发票。请通过[联系页面](/contact)联系我们。',
        ['企业采购', '批发价格', '团队服装'],
      ),
      ja: t(
        '法人やまとめ買いの割引はありますか？',
        'はい。**10点以上**のご注文には法人チームが10〜20%割引を提供し、税込請求書を発行します。[お問い合わせページ](/contact)からご連絡ください。',
        ['法人注文', '卸売価格', 'チームのユニフォーム'],
      ),
      ko: t(
        '기업 또는 대량 주문 할인이 있나요?',
        '네. **10개 이상** 주문 시 기업 전담팀이 10~20% 할인과 부가세 포함 계산서를 제공합니다. [문의 페이지](/contact)로 연락해 주세요.',
        ['기업 주문', '도매 가격', '팀 단체복'],
      ),
      ar: t(
        'هل تقدمون خصومات للشركات أو الطلبات الكبيرة؟',
        'نعم. للطلبات التي تضم **10 منتجات أو أكثر** يقدم فريق الشركات خصمًا من 10 إلى 20% وفاتورة تشمل ضريبة القيمة المضافة. راسلنا عبر [صفحة الاتصال](/contact).',
        ['طلب شركة', 'أسعار الجملة', 'ملابس لفريق'],
      ),
    },
  },
];
