import type { Messages } from '../messages.ts';

export const ko: Messages = {
  nav: {
    home: '홈',
    chat: '채팅',
    about: '소개',
    contact: '문의',
    admin: '관리자',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    language: '언어',
    main: '주 메뉴',
  },
  footer: {
    terms: '서비스 약관',
    privacy: '개인정보 처리방침',
    tagline: '내 서버에서 운영하는 다국어 고객 지원.',
    rights: 'All rights reserved.',
  },
  home: {
    headline: 'AI의 도움으로 어떤 언어로든 채팅하세요',
    intro: 'Parley는 FAQ와 문서를 바탕으로 방문자의 언어로 24시간 답변합니다. 가입이 필요 없습니다.',
    startChatting: '채팅 시작하기',
    learnMore: '자세히 보기',
    featuresTitle: '방문자에게 필요한 모든 것',
    features: {
      multilingual: {
        title: '다국어 지원',
        text: '방문자가 한국어, 영어, 스페인어, 중국어 등으로 질문하면 Parley가 언어를 감지해 같은 언어로 답합니다.',
      },
      instant: {
        title: '즉각적인 응답',
        text: '밤낮없이 밀리초 만에 답변하며 상담원을 기다릴 필요가 없습니다.',
      },
      knowledge: { title: '지식 베이스', text: 'FAQ와 업무 문서로 학습하고, 모든 답변에 출처를 표시합니다.' },
      noLogin: {
        title: '로그인 불필요',
        text: '누구나 바로 대화를 시작할 수 있고, 모든 대화는 비공개입니다.',
      },
    },
    bannerTitle: '시작할 준비가 되셨나요? 오늘 바로 챗봇을 사용해 보세요.',
    goToChat: '채팅으로 이동',
  },
  chat: {
    title: '어시스턴트와 채팅하기',
    intro: '주문, 배송, 반품, 계정에 대해 무엇이든 물어보세요. 어시스턴트가 고객님의 언어로 답합니다.',
    highlights: {
      available: { title: '연중무휴 24시간', text: '언제든지 도움을 받을 수 있습니다.' },
      multilingual: { title: '다국어', text: '모국어로 쓰면 같은 언어로 답변합니다.' },
      secure: { title: '안전', text: '계정이 필요 없고 대화는 본인만 볼 수 있습니다.' },
    },
    howTitle: '이용 방법',
    steps: {
      one: { title: '채팅 열기', text: '오른쪽 아래의 채팅 바를 클릭하세요.' },
      two: { title: '질문하기', text: '편한 말과 언어로 입력하세요.' },
      three: {
        title: '답변 받기',
        text: '출처가 있는 답변을 확인하거나, 질문이 넓으면 제안된 질문을 고르세요.',
      },
    },
    commonTitle: '자주 묻는 질문',
    commonHint: '질문을 클릭하면 채팅에서 바로 물어볼 수 있습니다.',
    questions: {
      shipping: '배송은 얼마나 걸리나요?',
      returns: '반품 정책이 어떻게 되나요?',
      tracking: '주문 배송 조회는 어떻게 하나요?',
      payment: '어떤 결제 수단을 사용할 수 있나요?',
    },
  },
  about: {
    title: 'Parley 소개',
    body1:
      'Parley는 자체 호스팅 고객 지원 채팅입니다. 기업의 FAQ와 문서를 바탕으로 방문자의 언어로 답하며, 기업의 서버에서 직접 실행됩니다.',
    body2:
      '외부 AI 서비스가 필요 없습니다. 내장 답변 엔진이 언어를 감지하고 답을 찾으며, 질문이 모호하면 다시 확인합니다. 더 자연스러운 답변을 원하면 자체 언어 모델을 연결할 수 있습니다.',
    valuesTitle: '우리가 중요하게 여기는 것',
    values: {
      privacy: '개인정보: 대화는 고객님의 서버에 남습니다.',
      speed: '속도: 밀리초 단위의 답변.',
      languages: '언어: 기본 12개, 설정으로 추가 가능.',
    },
  },
  contact: {
    title: '문의하기',
    intro: '채팅으로 해결되지 않았나요? 메시지를 남겨 주시면 담당자가 답변드립니다.',
    infoTitle: '연락처 정보',
    email: '이메일',
    hours: '지원 시간',
    hoursValue: '월요일~금요일 9:00~18:00 (중앙유럽시간)',
    liveChat: '빠른 답변이 필요하신가요? 실시간 채팅을 이용해 보세요.',
    liveChatLink: '채팅 열기',
    responseNote: '보통 24시간 이내에 답변드립니다',
    formTitle: '메시지 보내기',
    name: '이름',
    emailField: '이메일',
    subject: '제목',
    message: '메시지',
    send: '메시지 보내기',
    sending: '보내는 중...',
    success: '메시지를 보내 주셔서 감사합니다! 곧 연락드리겠습니다.',
    error: '문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  terms: { title: '서비스 약관' },
  privacy: { title: '개인정보 처리방침' },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    text: '찾으시는 페이지가 없거나 이동되었습니다.',
    back: '홈으로 돌아가기',
  },
};
