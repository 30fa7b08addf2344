import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGES } from '../../../../../packages/contract/src/languages.ts';
import {
  type ChatbotSettings,
  DEFAULT_LANGUAGE_CHOICES,
  PERSONALITY_TYPES,
} from '../../../../../packages/contract/src/settings.ts';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { parseDecimal, parseInteger } from '../../features/admin/settings/parse-number.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

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

function Field({ label, children }: { label: string; children: ReactNode }) {
  // The control is passed as children, so the label wraps (and names) it.
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the wrapped child is the control
    <label className="block text-sm font-medium text-slate-700">
      {label}
      {children}
    </label>
  );
}

function IntegerField(props: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <Field label={props.label}>
      <input
        className={field}
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
  const client = useQueryClient();
  const { flashes, show } = useFlash();
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: () => apiFetch<ChatbotSettings>('/admin/settings'),
  });
  const [draft, setDraft] = useState<ChatbotSettings | undefined>();
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
        const saved = await apiFetch<ChatbotSettings>('/admin/settings', { method: 'PUT', json: next });
        client.setQueryData(['settings'], saved);
        void client.invalidateQueries({ queryKey: ['settings-public'] });
        show('success', 'Settings saved successfully');
      } catch (err) {
        show('error', `Failed to save settings${err instanceof ApiError ? `: ${err.message}` : ''}`);
      }
    }, delay);
  };
  const set = <K extends keyof ChatbotSettings>(section: K, patch: Partial<ChatbotSettings[K]>, delay = 0) =>
    update({ ...draft, [section]: { ...draft[section], ...patch } }, delay);
  const { chatbot, session, cache, dataRetention, security } = draft;
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
        <Field label="Chatbot name">
          <input
            className={field}
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
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <IntegerField
          label="Max response time (seconds)"
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
        <Field label="Welcome message">
          <textarea
            className={field}
            rows={2}
            value={chatbot.welcomeMessage}
            onChange={(e) => set('chatbot', { welcomeMessage: e.target.value }, SAVE_DELAY_MS)}
          />
        </Field>
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
      <Section title="Session">
        <IntegerField
          label="Session TTL (days)"
          min={1}
          max={90}
          value={session.ttl}
          onChange={(n) => set('session', { ttl: n }, SAVE_DELAY_MS)}
        />
        <IntegerField
          label="Session timeout (minutes)"
          min={15}
          max={120}
          value={session.timeout}
          onChange={(n) => set('session', { timeout: n }, SAVE_DELAY_MS)}
        />
        <IntegerField
          label="Max sessions per user"
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
              min={100}
              max={10000}
              step={100}
              value={cache.maxEntries}
              onChange={(n) => set('cache', { maxEntries: n }, SAVE_DELAY_MS)}
            />
            <IntegerField
              label="Cache expiration (minutes)"
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
          min={1}
          max={10000}
          value={security.maxRequestsPerMinute}
          onChange={(n) => set('security', { maxRequestsPerMinute: n }, SAVE_DELAY_MS)}
        />
        <IntegerField
          label="Max tokens per request"
          min={100}
          max={32000}
          value={security.maxTokensPerRequest}
          onChange={(n) => set('security', { maxTokensPerRequest: n }, SAVE_DELAY_MS)}
        />
        <Field label="Allowed origins (one per line, * for all)">
          <textarea
            className={field}
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
