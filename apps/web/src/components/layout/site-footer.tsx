import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    { to: '/about', label: t('nav.about') },
    { to: '/contact', label: t('nav.contact') },
    { to: '/terms', label: t('footer.terms') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/admin', label: t('nav.admin') },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-semibold text-slate-900">Parley</p>
          <p className="mt-1 text-sm text-slate-600">{t('footer.tagline')}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Parley. {t('footer.rights')}
      </p>
    </footer>
  );
}
