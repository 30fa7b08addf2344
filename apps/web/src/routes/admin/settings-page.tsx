import { contrastRatio } from '@parley/contract/contrast';
import { DEFAULT_LANGUAGES, ENGLISH_LANGUAGE_NAMES, NATIVE_LANGUAGE_NAMES } from '@parley/contract/languages';
import { type ChatbotSettings, DEFAULT_LANGUAGE_CHOICES, PERSONALITY_TYPES } from '@parley/contract/settings';
import { WIDGET_POSITIONS } from '@parley/contract/widget-defaults';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { type FieldErrors, fieldErrorsFrom } from '../../features/admin/settings/field-errors.ts';
import { parseDecimal, parseInteger } from '../../features/admin/settings/parse-number.ts';
import { useChatbotSettings, useSaveSettings } from '../../features/admin/settings/settings-api.ts';
import { VisitorIdentitySecret } from '../../features/admin/settings/visitor-identity-secret.tsx';
import { ApiError } from '../../lib/api-client.ts';

const SAVE_DELAY_MS = 500;
const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A refused field's message, shown under it; the control points to it with aria-describedby. */
const errorId = (path: string) => `error-${path.replace('.', '-')}`;
const errorProps = (path: string | undefined, error: string | undefined) =>
  path && error ? { 'aria-invalid': true, 'aria-describedby': errorId(path) } : {};

function Field({
  label,
  path,
  error,
  children,
}: {
  label: string;
  path?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  // The control is passed as children, so the label wraps (and names) it.
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the wrapped child is the control */}
      <label className="block text-sm font-medium text-slate-700">
        {label}
        {children}
      </label>
      {path && error && (
        <p id={errorId(path)} className="mt-1 text-sm text-red-700" data-testid={`error-${path}`}>
          {error}
        </p>
      )}
    </div>
  );
}

function IntegerField(props: {
  label: string;
  path: string;
  error: string | undefined;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <Field label={props.label} path={props.path} error={props.error}>
      <input
        className={field}
        {...errorProps(props.path, props.error)}
        type="number"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        onChange={(e) => props.onChange(parseInteger(e.target.value))}
      />
    </Field>
  );
}

/** Every setting saves as soon as it changes (text after a short pause) with the spec's toasts. */
export function SettingsPage() {
  const { flashes, show } = useFlash();
  const query = useChatbotSettings();
  const { save, saved: lastSaved } = useSaveSettings();
  const [draft, setDraft] = useState<ChatbotSettings | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (query.data && !draft) setDraft(query.data);
  }, [query.data, draft]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!draft)
    return <p className="text-slate-500">{query.isError ? 'Failed to load settings' : 'Loading…'}</p>;

  const update = (next: ChatbotSettings, delay = 0) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      try {
        await save(next);
        setErrors({});
        show('success', 'Settings saved successfully');
      } catch (err) {
        // Nothing was saved: the form returns to the saved values, with the reason under each refused field.
        const refused = err instanceof ApiError ? fieldErrorsFrom(err.details) : {};
        setErrors(refused);
        const saved = lastSaved();
        if (saved) setDraft(saved);
        show(
          'error',
          Object.keys(refused).length || !(err instanceof ApiError)
            ? 'Failed to save settings'
            : `Failed to save settings: ${err.message}`,
        );
      }
    }, delay);
  };
  const set = <K extends keyof ChatbotSettings>(section: K, patch: Partial<ChatbotSettings[K]>, delay = 0) =>
    update({ ...draft, [section]: { ...draft[section], ...patch } }, delay);
  const { chatbot, session, cache, dataRetention, security, branding } = draft;
  const err = (path: string) => errors[path];
  const otherLanguages = chatbot.languages.filter((l) => l.code !== chatbot.defaultLanguage);
  const setWelcome = (code: string, text: string) => {
    const { [code]: _old, ...rest } = chatbot.welcomeMessages;
    set('chatbot', { welcomeMessages: text.trim() ? { ...rest, [code]: text } : rest }, SAVE_DELAY_MS);
  };
  const slider = (label: string, key: 'temperature' | 'presencePenalty' | 'frequencyPenalty') => (
    <Field label={`${label}: ${chatbot[key].toFixed(1)}`}>
      <input
        type="range"
        min={0}
        max={1}
        step={0.1}
        value={chatbot[key]}
        onChange={(e) => set('chatbot', { [key]: parseDecimal(e.target.value) })}
        className="mt-2 block w-full"
      />
    </Field>
  );

  return (
    <div className="space-y-6">
      <FlashList flashes={flashes} />
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <Section title="Chatbot">
        <Field label="Chatbot name" path="chatbot.name" error={err('chatbot.name')}>
          <input
            className={field}
            {...errorProps('chatbot.name', err('chatbot.name'))}
            value={chatbot.name}
            onChange={(e) => set('chatbot', { name: e.target.value }, SAVE_DELAY_MS)}
          />
        </Field>
        <Field label="Default language">
          <select
            className={field}
            value={chatbot.defaultLanguage}
            onChange={(e) => set('chatbot', { defaultLanguage: e.target.value })}
          >
            {DEFAULT_LANGUAGE_CHOICES.map((c) => (
              <option key={c} value={c}>
                {ENGLISH_LANGUAGE_NAMES[c] ?? c}
              </option>
            ))}
          </select>
        </Field>
        <IntegerField
          label="Max response time (seconds)"
          path="chatbot.maxResponseTime"
          error={err('chatbot.maxResponseTime')}
          min={5}
          max={60}
          value={chatbot.maxResponseTime}
          onChange={(n) => set('chatbot', { maxResponseTime: n }, SAVE_DELAY_MS)}
        />
        <Field label="Personality">
          <select
            className={field}
            value={chatbot.personalityType}
            onChange={(e) =>
              set('chatbot', {
                personalityType: e.target.value as ChatbotSettings['chatbot']['personalityType'],
              })
            }
          >
            {PERSONALITY_TYPES.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </Field>
        <Field label="Welcome message" path="chatbot.welcomeMessage" error={err('chatbot.welcomeMessage')}>
          <textarea
            className={field}
            {...errorProps('chatbot.welcomeMessage', err('chatbot.welcomeMessage'))}
            rows={2}
            value={chatbot.welcomeMessage}
            onChange={(e) => set('chatbot', { welcomeMessage: e.target.value }, SAVE_DELAY_MS)}
          />
        </Field>
        <details className="sm:col-span-2" open={Object.keys(chatbot.welcomeMessages).length > 0}>
          <summary className="cursor-pointer text-sm font-medium text-slate-700">
            Welcome message in other languages
          </summary>
          <p className="mt-1 text-sm text-slate-500">
            Left empty, a language shows the welcome message above, or, while that is the default text, its
            translation.
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {otherLanguages.map((l) => (
              <Field key={l.code} label={`Welcome message (${NATIVE_LANGUAGE_NAMES[l.code] ?? l.name})`}>
                <textarea
                  className={field}
                  rows={2}
                  lang={l.code}
                  value={chatbot.welcomeMessages[l.code] ?? ''}
                  onChange={(e) => setWelcome(l.code, e.target.value)}
                />
              </Field>
            ))}
          </div>
          {err('chatbot.welcomeMessages') && (
            <p className="mt-1 text-sm text-red-700">{err('chatbot.welcomeMessages')}</p>
          )}
        </details>
        <Field label="System prompt (used with a language model)">
          <textarea
            className={field}
            rows={4}
            value={chatbot.systemPrompt}
            onChange={(e) => set('chatbot', { systemPrompt: e.target.value }, SAVE_DELAY_MS)}
          />
        </Field>
        {slider('Temperature', 'temperature')}
        {slider('Topic diversity', 'presencePenalty')}
        {slider('Repetition control', 'frequencyPenalty')}
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700">Languages</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {DEFAULT_LANGUAGES.map((l) => {
              const on = chatbot.languages.some((x) => x.code === l.code);
              return (
                <label key={l.code} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() =>
                      set('chatbot', {
                        languages: on
                          ? chatbot.languages.filter((x) => x.code !== l.code)
                          : [...chatbot.languages, { code: l.code, name: l.name }],
                      })
                    }
                  />
                  {l.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      </Section>
      <Section title="Branding">
        <Field label="Accent colour" path="branding.accentColor" error={err('branding.accentColor')}>
          <span className="mt-1 flex items-center gap-3">
            <input
              type="color"
              {...errorProps('branding.accentColor', err('branding.accentColor'))}
              value={branding.accentColor}
              onChange={(e) => set('branding', { accentColor: e.target.value }, SAVE_DELAY_MS)}
              className="h-9 w-14 rounded border border-slate-300"
            />
            <span className="text-sm font-normal text-slate-600">
              {branding.accentColor} · contrast with white text{' '}
              {contrastRatio(branding.accentColor, '#ffffff').toFixed(1)}:1 (at least 4.5:1)
            </span>
          </span>
        </Field>
        <Field label="Widget position">
          <select
            className={field}
            value={branding.position}
            onChange={(e) =>
              set('branding', { position: e.target.value as ChatbotSettings['branding']['position'] })
            }
          >
            {WIDGET_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p === 'bottom-right' ? 'Bottom right' : 'Bottom left'}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Avatar initial" path="branding.avatarInitial" error={err('branding.avatarInitial')}>
          <input
            className={field}
            {...errorProps('branding.avatarInitial', err('branding.avatarInitial'))}
            value={branding.avatarInitial}
            maxLength={2}
            placeholder={chatbot.name.slice(0, 1).toUpperCase()}
            onChange={(e) => set('branding', { avatarInitial: e.target.value }, SAVE_DELAY_MS)}
          />
        </Field>
        <p className="text-sm text-slate-500 sm:col-span-2">
          The bot's display name is the chatbot name above. An embedded widget can override these per site
          with data-accent, data-position, data-name and data-initial.
        </p>
      </Section>
      <Section title="Session">
        <IntegerField
          label="Session TTL (days)"
          path="session.ttl"
          error={err('session.ttl')}
          min={1}
          max={90}
          value={session.ttl}
          onChange={(n) => set('session', { ttl: n }, SAVE_DELAY_MS)}
        />
        <IntegerField
          label="Session timeout (minutes)"
          path="session.timeout"
          error={err('session.timeout')}
          min={15}
          max={120}
          value={session.timeout}
          onChange={(n) => set('session', { timeout: n }, SAVE_DELAY_MS)}
        />
        <IntegerField
          label="Max sessions per user"
          path="session.maxSessionsPerUser"
          error={err('session.maxSessionsPerUser')}
          min={1}
          max={100}
          value={session.maxSessionsPerUser}
          onChange={(n) => set('session', { maxSessionsPerUser: n }, SAVE_DELAY_MS)}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={session.allowAnonymous}
            onChange={(e) => set('session', { allowAnonymous: e.target.checked })}
          />
          Allow anonymous visitors
        </label>
        <VisitorIdentitySecret />
      </Section>
      <Section title="Cache">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={cache.enabled}
            onChange={(e) => set('cache', { enabled: e.target.checked })}
          />
          Enable caching
        </label>
        {cache.enabled && (
          <>
            <IntegerField
              label="Cache entries"
              path="cache.maxEntries"
              error={err('cache.maxEntries')}
              min={100}
              max={10000}
              step={100}
              value={cache.maxEntries}
              onChange={(n) => set('cache', { maxEntries: n }, SAVE_DELAY_MS)}
            />
            <IntegerField
              label="Cache expiration (minutes)"
              path="cache.expirationTime"
              error={err('cache.expirationTime')}
              min={5}
              max={1440}
              value={cache.expirationTime}
              onChange={(n) => set('cache', { expirationTime: n }, SAVE_DELAY_MS)}
            />
          </>
        )}
      </Section>
      <Section title="Data retention">
        <IntegerField
          label="Analytics retention (days)"
          path="dataRetention.analyticsRetentionDays"
          error={err('dataRetention.analyticsRetentionDays')}
          min={1}
          max={365}
          value={dataRetention.analyticsRetentionDays}
          onChange={(n) => set('dataRetention', { analyticsRetentionDays: n }, SAVE_DELAY_MS)}
        />
        {(
          [
            ['enableAnonymizedStorage', 'Anonymized storage'],
            ['enableTrainingDataCollection', 'Training data collection'],
            ['enableAutoExpiry', 'Automatic expiry'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={dataRetention[key]}
              onChange={(e) => set('dataRetention', { [key]: e.target.checked })}
            />
            {label}
          </label>
        ))}
      </Section>
      <Section title="Security">
        <IntegerField
          label="Requests per minute (per visitor)"
          path="security.maxRequestsPerMinute"
          error={err('security.maxRequestsPerMinute')}
          min={1}
          max={10000}
          value={security.maxRequestsPerMinute}
          onChange={(n) => set('security', { maxRequestsPerMinute: n }, SAVE_DELAY_MS)}
        />
        <IntegerField
          label="Max tokens per request"
          path="security.maxTokensPerRequest"
          error={err('security.maxTokensPerRequest')}
          min={100}
          max={32000}
          value={security.maxTokensPerRequest}
          onChange={(n) => set('security', { maxTokensPerRequest: n }, SAVE_DELAY_MS)}
        />
        <Field
          label="Allowed origins (one per line, * for all)"
          path="security.allowedOrigins"
          error={err('security.allowedOrigins')}
        >
          <textarea
            className={field}
            {...errorProps('security.allowedOrigins', err('security.allowedOrigins'))}
            rows={3}
            value={security.allowedOrigins.join('\n')}
            onChange={(e) =>
              set(
                'security',
                {
                  allowedOrigins: e.target.value
                    .split('\n')
                    .map((s) => s.trim())
                    .filter(Boolean),
                },
                SAVE_DELAY_MS,
              )
            }
          />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={security.enforceAuthentication}
            onChange={(e) => set('security', { enforceAuthentication: e.target.checked })}
          />
          Enforce authentication
        </label>
      </Section>
    </div>
  );
}
