import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons.tsx';

const HIGHLIGHTS = [
  { key: 'available', icon: 'clock' },
  { key: 'multilingual', icon: 'globe' },
  { key: 'secure', icon: 'shield' },
] as const;
const STEPS = ['one', 'two', 'three'] as const;
const QUESTIONS = ['shipping', 'returns', 'tracking', 'payment'] as const;

/** Asks the chat widget (on this page or embedded) to open and send a question. */
function ask(question: string) {
  window.dispatchEvent(new CustomEvent('parley:ask', { detail: { question } }));
}

export function ChatPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('chat.title')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('chat.intro')}</p>
      </header>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {HIGHLIGHTS.map((h) => (
          <li key={h.key} className="flex gap-4 rounded-xl bg-slate-50 p-6">
            <span className="text-brand-700">
              <Icon name={h.icon} />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{t(`chat.highlights.${h.key}.title`)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(`chat.highlights.${h.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <section className="mt-16">
        <h2 className="text-2xl font-bold text-slate-900">{t('chat.howTitle')}</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s} className="rounded-xl border border-slate-200 p-6">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`chat.steps.${s}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`chat.steps.${s}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-16">
        <h2 className="text-2xl font-bold text-slate-900">{t('chat.commonTitle')}</h2>
        <p className="mt-2 text-slate-600">{t('chat.commonHint')}</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {QUESTIONS.map((q) => {
            const question = t(`chat.questions.${q}`);
            return (
              <button
                key={q}
                type="button"
                data-testid="question-card"
                data-question={question}
                onClick={() => ask(question)}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-5 text-start font-medium text-slate-800 shadow-sm transition hover:border-brand-500 hover:shadow"
              >
                <span className="text-brand-600">
                  <Icon name="chat" className="h-5 w-5" />
                </span>
                {question}
              </button>
            );
          })}
        </div>
      </section>
    </div>
  );
}
