import { DEFAULT_LANGUAGES, ENGLISH_LANGUAGE_NAMES, NATIVE_LANGUAGE_NAMES } from '@parley/contract/languages';
import { type ChatbotSettings, DEFAULT_LANGUAGE_CHOICES, PERSONALITY_TYPES } from '@parley/contract/settings';
import { parseDecimal } from './parse-number.ts';
import { errorProps, Field, field, IntegerField, SAVE_DELAY_MS, Section } from './settings-fields.tsx';

type Chatbot = ChatbotSettings['chatbot'];

/** The Chatbot section of Settings: name, languages, welcome messages, personality and the model's settings. */
export function ChatbotSection({
  chatbot,
  set,
  err,
}: {
  chatbot: Chatbot;
  /** Saves a change to the chatbot settings, after `delay` ms (typing) or at once. */
  set: (patch: Partial<Chatbot>, delay?: number) => void;
  err: (path: string) => string | undefined;
}) {
  const otherLanguages = chatbot.languages.filter((l) => l.code !== chatbot.defaultLanguage);
  const setWelcome = (code: string, text: string) => {
    const { [code]: _old, ...rest } = chatbot.welcomeMessages;
    set({ welcomeMessages: text.trim() ? { ...rest, [code]: text } : rest }, SAVE_DELAY_MS);
  };
  const slider = (label: string, key: 'temperature' | 'presencePenalty' | 'frequencyPenalty') => (
    <Field label={`${label}: ${chatbot[key].toFixed(1)}`}>
      <input
        type="range"
        min={0}
        max={1}
        step={0.1}
        value={chatbot[key]}
        onChange={(e) => set({ [key]: parseDecimal(e.target.value) })}
        className="mt-2 block w-full"
      />
    </Field>
  );

  return (
    <Section title="Chatbot">
      <Field label="Chatbot name" path="chatbot.name" error={err('chatbot.name')}>
        <input
          className={field}
          {...errorProps('chatbot.name', err('chatbot.name'))}
          value={chatbot.name}
          onChange={(e) => set({ name: e.target.value }, SAVE_DELAY_MS)}
        />
      </Field>
      <Field label="Default language">
        <select
          className={field}
          value={chatbot.defaultLanguage}
          onChange={(e) => set({ defaultLanguage: e.target.value })}
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
        onChange={(n) => set({ maxResponseTime: n }, SAVE_DELAY_MS)}
      />
      <Field label="Personality">
        <select
          className={field}
          value={chatbot.personalityType}
          onChange={(e) =>
            set({
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
          onChange={(e) => set({ welcomeMessage: e.target.value }, SAVE_DELAY_MS)}
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
          onChange={(e) => set({ systemPrompt: e.target.value }, SAVE_DELAY_MS)}
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
                    set({
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
  );
}
