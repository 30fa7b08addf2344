import { DEFAULT_LANGUAGES, NATIVE_LANGUAGE_NAMES } from '@parley/contract/languages';
import { useTranslation } from 'react-i18next';

export function LanguageSelect({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{t('nav.language')}</span>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-700 hover:border-slate-400"
      >
        {DEFAULT_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {NATIVE_LANGUAGE_NAMES[l.code] ?? l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
