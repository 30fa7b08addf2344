import { contrastRatio } from '@parley/contract/contrast';
import type { ChatbotSettings } from '@parley/contract/settings';
import { WIDGET_POSITIONS } from '@parley/contract/widget-defaults';
import { useEffect, useRef, useState } from 'react';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { useChatbotSettings } from '../../features/admin/settings/api/get-settings.ts';
import { useSaveSettings } from '../../features/admin/settings/api/save-settings.ts';
import { ChatbotSection } from '../../features/admin/settings/chatbot-section.tsx';
import { type FieldErrors, fieldErrorsFrom } from '../../features/admin/settings/field-errors.ts';
import {
  errorProps,
  Field,
  field,
  IntegerField,
  SAVE_DELAY_MS,
  Section,
} from '../../features/admin/settings/settings-fields.tsx';
import { VisitorIdentitySecret } from '../../features/admin/settings/visitor-identity-secret.tsx';
import { ApiError } from '../../lib/api-client.ts';

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
  return (
    <div className="space-y-6">
      <FlashList flashes={flashes} />
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <ChatbotSection chatbot={chatbot} set={(patch, delay) => set('chatbot', patch, delay)} err={err} />
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
