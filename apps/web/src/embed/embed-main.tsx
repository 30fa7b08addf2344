import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatWidget } from '../widget/chat-widget.tsx';
import { widgetStorage } from '../widget/widget-storage.ts';
import { asOrigin, isHostToWidget, type WidgetState } from './embed-messages.ts';
import './embed.css';

// The host page's origin comes from the loader; messages go only there and are accepted only from there.
const params = new URLSearchParams(location.search);
const parent = asOrigin(params.get('parent'));
const language = params.get('language');
// data-language on the script tag presets the widget, unless the visitor already chose one.
const store = widgetStorage();
if (language && /^[a-z]{2}$/.test(language) && !store.getItem('lastUsedLanguage'))
  store.setItem('lastUsedLanguage', language);

const report = (state: WidgetState) => {
  if (parent && window.parent !== window)
    window.parent.postMessage({ source: 'parley-widget', type: 'state', state }, parent);
};

window.addEventListener('message', (event) => {
  if (!parent || event.origin !== parent || event.source !== window.parent || !isHostToWidget(event.data))
    return;
  window.dispatchEvent(new CustomEvent('parley:ask', { detail: { question: event.data.question } }));
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ChatWidget embedded onStateChange={report} />
    </StrictMode>,
  );
}
