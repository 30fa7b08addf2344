import type { Messages } from '../messages.ts';

export const ja: Messages = {
  nav: {
    home: 'ホーム',
    chat: 'チャット',
    about: '概要',
    contact: 'お問い合わせ',
    admin: '管理',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    language: '言語',
    main: 'メインナビゲーション',
  },
  footer: {
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    tagline: '自社サーバーで動く多言語カスタマーサポート。',
    rights: 'All rights reserved.',
  },
  home: {
    headline: 'AIのサポートで、どんな言語でもチャット',
    intro: 'ParleyはFAQやドキュメントをもとに、訪問者の言語で24時間いつでも回答します。登録は不要です。',
    startChatting: 'チャットを始める',
    learnMore: '詳しく見る',
    featuresTitle: '訪問者に必要なすべてを',
    features: {
      multilingual: {
        title: '多言語対応',
        text: '日本語、英語、スペイン語、中国語などで質問でき、Parleyが言語を判別して同じ言語で回答します。',
      },
      instant: {
        title: '即時回答',
        text: '昼夜を問わず、数ミリ秒で回答。オペレーターを待つ必要はありません。',
      },
      knowledge: { title: 'ナレッジベース', text: 'FAQや業務ドキュメントをもとに回答し、出典も表示します。' },
      noLogin: { title: 'ログイン不要', text: '誰でもすぐに会話を始められ、会話は本人だけのものです。' },
    },
    bannerTitle: '始める準備はできましたか？今日からチャットボットをご利用ください。',
    goToChat: 'チャットへ',
  },
  chat: {
    title: 'アシスタントとチャット',
    intro: '注文、配送、返品、アカウントについて何でも質問できます。アシスタントはあなたの言語で回答します。',
    highlights: {
      available: { title: '24時間365日', text: 'いつでもサポートを受けられます。' },
      multilingual: { title: '多言語', text: 'ご自身の言語で書けば、同じ言語で回答します。' },
      secure: { title: '安全', text: 'アカウント不要で、会話はあなただけが見られます。' },
    },
    howTitle: 'ご利用の流れ',
    steps: {
      one: { title: 'チャットを開く', text: '右下のチャットバーをクリックします。' },
      two: { title: '質問する', text: 'ご自身の言葉と言語で入力します。' },
      three: {
        title: '回答を受け取る',
        text: '出典付きの回答を確認するか、質問が広い場合は候補から選びます。',
      },
    },
    commonTitle: 'よくある質問',
    commonHint: '質問をクリックするとチャットで質問できます。',
    questions: {
      shipping: '配送にはどのくらいかかりますか？',
      returns: '返品ポリシーを教えてください。',
      tracking: '注文の配送状況を確認するには？',
      payment: 'どの支払い方法が使えますか？',
    },
  },
  about: {
    title: 'Parleyについて',
    body1:
      'Parleyはセルフホスト型のカスタマーサポートチャットです。企業のFAQやドキュメントをもとに訪問者の言語で回答し、企業自身のサーバーで動作します。',
    body2:
      '外部のAIサービスは不要です。内蔵の回答エンジンが言語を判別して答えを見つけ、質問があいまいな場合は確認します。より自然な回答が必要なら、独自の言語モデルも接続できます。',
    valuesTitle: '大切にしていること',
    values: {
      privacy: 'プライバシー：会話はあなたのサーバーに保存されます。',
      speed: 'スピード：数ミリ秒で回答。',
      languages: '言語：標準で12言語、設定で追加可能。',
    },
  },
  contact: {
    title: 'お問い合わせ',
    intro: 'チャットで解決しませんでしたか？メッセージをお送りいただければ、担当者がお返事します。',
    infoTitle: '連絡先',
    email: 'メール',
    hours: 'サポート時間',
    hoursValue: '月曜〜金曜 9:00〜18:00（中央ヨーロッパ時間）',
    liveChat: 'すぐに回答が欲しい方はライブチャットをお試しください。',
    liveChatLink: 'チャットを開く',
    responseNote: '通常24時間以内にご返信します',
    formTitle: 'メッセージを送る',
    name: 'お名前',
    emailField: 'メールアドレス',
    subject: '件名',
    message: 'メッセージ',
    send: 'メッセージを送信',
    sending: '送信中...',
    success: 'メッセージをありがとうございます！近日中にご連絡いたします。',
    error: '問題が発生しました。しばらくしてからもう一度お試しください。',
  },
  terms: { title: '利用規約' },
  privacy: { title: 'プライバシーポリシー' },
  notFound: {
    title: 'ページが見つかりません',
    text: 'お探しのページは存在しないか、移動しました。',
    back: 'ホームに戻る',
  },
};
