import { RTL_LANGUAGES } from '@parley/contract/languages';
import { useCallback, useEffect, useState } from 'react';
import type { WidgetState } from '../embed/embed-messages.ts';
import { accentStyle, type BrandingOverrides, resolveBranding } from './branding.ts';
import { localMessage } from './local-message.ts';
import { useConnection } from './use-connection.ts';
import { useConversation } from './use-conversation.ts';
import { useWidgetSettings } from './use-widget-settings.ts';
import { welcomeText } from './welcome.ts';
import { fetchPublicSettings } from './widget-api.ts';
import { WidgetBody } from './widget-body.tsx';
import { WidgetHeader } from './widget-header.tsx';
import { widgetStorage } from './widget-storage.ts';
import { widgetTexts } from './widget-texts.ts';

type View = 'collapsed' | 'expanded';

const store = widgetStorage();

/**
 * The visitor's chat: collapsed bar, expanded and enlarged panel, language selector, history,
 * clarification buttons and retried sending, as the spec describes. State lives in the hooks
 * (use-widget-settings, use-conversation, use-connection); the header and body are views.
 *
 * `embedded`: the widget fills an iframe that the embed loader sizes; it reports its state instead.
 * `branding`: the embed's per-site overrides of the settings' name, avatar initial, accent and position.
 */
export function ChatWidget({
  embedded = false,
  onStateChange,
  branding: overrides,
}: {
  embedded?: boolean;
  onStateChange?: (state: WidgetState) => void;
  branding?: BrandingOverrides;
} = {}) {
  const [view, setView] = useState<View>('collapsed');
  const [enlarged, setEnlarged] = useState(false);
  const { settings, language, chooseLanguage, followReply } = useWidgetSettings(store);
  const { connection, lost } = useConnection(fetchPublicSettings);
  const t = widgetTexts(language);
  const open = view === 'expanded';
  const onAsk = useCallback(() => setView('expanded'), []);
  const conversation = useConversation({
    store,
    open,
    language,
    texts: t,
    anonymousAllowed: settings?.visitors?.allowAnonymous !== false,
    lost,
    onReplyLanguage: followReply,
    onAsk,
  });
  const brand = resolveBranding(settings && { ...settings.chatbot, branding: settings.branding }, overrides);
  // Shown while the history is empty, so it follows the widget's language.
  const [welcomeId] = useState(() => `local-${crypto.randomUUID()}`);
  const welcome = {
    ...localMessage('assistant', welcomeText(settings?.chatbot, language), language),
    id: welcomeId,
  };

  const state: WidgetState = view === 'collapsed' ? 'collapsed' : enlarged ? 'enlarged' : 'expanded';
  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  const side = brand.position === 'bottom-left' ? 'left-4' : 'right-4';
  const size = embedded
    ? 'inset-0 h-full w-full'
    : view === 'collapsed'
      ? 'h-[60px] w-[320px] max-w-[calc(100vw-2rem)]'
      : enlarged
        ? 'h-[80vh] w-[800px] max-w-[calc(100vw-2rem)]'
        : 'h-[600px] max-h-[calc(100vh-2rem)] w-[400px] max-w-[calc(100vw-2rem)]';

  return (
    <section
      aria-label={`${brand.name} chat`}
      dir={RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}
      lang={language}
      data-testid="chat-widget"
      data-state={state}
      data-connection={connection}
      style={accentStyle(brand.accent)}
      className={`fixed ${embedded ? '' : `bottom-4 ${side}`} z-50 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition-[width,height] ${size}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setView('collapsed');
          setEnlarged(false);
        }
      }}
    >
      <WidgetHeader
        open={open}
        enlarged={enlarged}
        name={brand.name}
        initial={brand.initial}
        connection={connection}
        language={language}
        languages={settings?.chatbot.languages}
        texts={t}
        onToggle={() => {
          setView((v) => (v === 'collapsed' ? 'expanded' : 'collapsed'));
          setEnlarged(false);
        }}
        onEnlarge={() => setEnlarged((v) => !v)}
        onLanguage={chooseLanguage}
      />
      {open && <WidgetBody c={conversation} welcome={welcome} language={language} texts={t} />}
    </section>
  );
}
