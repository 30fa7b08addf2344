import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };

export function ContactPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await apiFetch('/contact', { method: 'POST', json: form });
      setForm(EMPTY);
      setStatus({ kind: 'success' });
    } catch (err) {
      setStatus({ kind: 'error', message: err instanceof ApiError ? err.message : t('contact.error') });
    }
  }

  const field =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500';
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('contact.title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('contact.intro')}</p>
      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <aside className="space-y-6 rounded-xl bg-slate-50 p-6">
          <h2 className="font-semibold text-slate-900">{t('contact.infoTitle')}</h2>
          <dl className="space-y-4 text-sm">
            <div>
              <dt className="font-medium text-slate-900">{t('contact.email')}</dt>
              <dd className="text-slate-600">support@northwind.example</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">{t('contact.hours')}</dt>
              <dd className="text-slate-600">{t('contact.hoursValue')}</dd>
            </div>
          </dl>
          <p className="text-sm text-slate-600">
            {t('contact.liveChat')}{' '}
            <Link to="/chat" className="font-medium text-brand-700 underline">
              {t('contact.liveChatLink')}
            </Link>
          </p>
          <p className="rounded-lg bg-white p-3 text-sm font-medium text-slate-800">
            {t('contact.responseNote')}
          </p>
        </aside>
        <form onSubmit={submit} className="space-y-5 lg:col-span-2" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
            {t('contact.formTitle')}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <label className="block text-sm font-medium text-slate-700">
              {t('contact.name')}
              <input
                name="name"
                required
                value={form.name}
                onChange={set('name')}
                className={field}
                autoComplete="name"
              />
            </label>
            <label className="block text-sm font-medium text-slate-700">
              {t('contact.emailField')}
              <input
                name="email"
                type="email"
                required
                value={form.email}
                onChange={set('email')}
                className={field}
                autoComplete="email"
              />
            </label>
          </div>
          <label className="block text-sm font-medium text-slate-700">
            {t('contact.subject')}
            <input name="subject" required value={form.subject} onChange={set('subject')} className={field} />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('contact.message')}
            <textarea
              name="message"
              required
              rows={6}
              value={form.message}
              onChange={set('message')}
              className={field}
            />
          </label>
          {/* Honeypot: hidden from people, filled by bots. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={form.website}
                onChange={set('website')}
              />
            </label>
          </div>
          {status.kind === 'success' && (
            <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
              {t('contact.success')}
            </p>
          )}
          {status.kind === 'error' && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {status.message}
            </p>
          )}
          <button
            type="submit"
            disabled={status.kind === 'sending'}
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {status.kind === 'sending' ? t('contact.sending') : t('contact.send')}
          </button>
        </form>
      </div>
    </div>
  );
}
