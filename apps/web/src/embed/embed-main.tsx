import { WIDGET_POSITIONS, type WidgetPosition } from '@parley/contract/widget-defaults';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BrandingOverrides } from '../widget/branding.ts';
import { ChatWidget } from '../widget/chat-widget.tsx';
import { setVisitorIdentity } from '../widget/widget-api.ts';
import { widgetStorage } from '../widget/widget-storage.ts';
import { asOrigin, isHostToWidget, isIdentity, type WidgetState } from './embed-messages.ts';
import './embed.css';

// The host page's origin comes from the loader; messages go only there and are accepted only from there.
const params = new URLSearchParams(location.search);
const parent = asOrigin(params.get('parent'));
const language = params.get('language');
// data-language on the script tag presets the widget, unless the visitor already chose one.
const store = widgetStorage();
if (language && /^[a-z]{2}$/.test(language) && !store.getItem('lastUsedLanguage'))
  store.setItem('lastUsedLanguage', language);

// data-user-id / data-user-hash on the script tag identify the host page's signed-in user.
const userId = params.get('user_id');
const userHash = params.get('user_hash');
if (isIdentity(userId, userHash)) setVisitorIdentity({ userId, userHash: userHash as string });
// The host page's data- attributes override the settings' branding for that site (checked in the widget).
const position = params.get('position');
const branding: BrandingOverrides = {
  ...(params.get('accent') ? { accentColor: params.get('accent') as string } : {}),
  ...(WIDGET_POSITIONS.includes(position as WidgetPosition) ? { position: position as WidgetPosition } : {}),
  ...(params.get('name') ? { name: (params.get('name') as string).slice(0, 60) } : {}),
  ...(params.get('initial') ? { avatarInitial: (params.get('initial') as string).slice(0, 2) } : {}),
};

const report = (state: WidgetState) => {
  if (parent && window.parent !== window)
    window.parent.postMessage({ source: 'parley-widget', type: 'state', state }, parent);
};

window.addEventListener('message', (event) => {
  if (!parent || event.origin !== parent || event.source !== window.parent || !isHostToWidget(event.data))
    return;
  const message = event.data;
  if (message.type === 'identify')
    window.dispatchEvent(
      new CustomEvent('parley:identify', { detail: { userId: message.userId, userHash: message.userHash } }),
    );
  else window.dispatchEvent(new CustomEvent('parley:ask', { detail: { question: message.question } }));
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ChatWidget embedded onStateChange={report} branding={branding} />
    </StrictMode>,
  );
}
