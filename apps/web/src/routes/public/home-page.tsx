import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';

const FEATURES = [
  { key: 'multilingual', icon: 'globe' },
  { key: 'instant', icon: 'bolt' },
  { key: 'knowledge', icon: 'book' },
  { key: 'noLogin', icon: 'unlock' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('home.headline')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{t('home.intro')}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link
              to="/chat"
              className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t('home.startChatting')}
            </Link>
            <a
              href="#features"
              className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('home.learnMore')}
            </a>
          </div>
        </div>
      </section>
      <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
        <h2 className="text-center text-3xl font-bold text-slate-900">{t('home.featuresTitle')}</h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.key} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon name={f.icon} />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`home.features.${f.key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`home.features.${f.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-brand-700">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-6 px-4 py-14 sm:px-6 md:flex-row">
          <p className="text-center text-2xl font-bold text-white md:text-start">{t('home.bannerTitle')}</p>
          <Link
            to="/chat"
            className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('home.goToChat')}
          </Link>
        </div>
      </section>
    </>
  );
}
