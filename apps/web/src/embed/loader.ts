import { FRAME_SIZE, isWidgetToHost } from './embed-messages.ts';

/**
 * The embed loader a business adds with one script tag. It asks Parley whether this site may embed the
 * chat, then mounts the widget in an iframe (isolated from the page's CSS and scripts) and sizes it as
 * the widget opens, enlarges and collapses. Only messages from the Parley origin and that exact iframe count.
 */
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.src || (window as { __parleyLoaded?: boolean }).__parleyLoaded) return;
  (window as { __parleyLoaded?: boolean }).__parleyLoaded = true;
  const origin = new URL(script.src).origin;
  const side = script.dataset.position === 'bottom-left' ? 'left' : 'right';
  const language = script.dataset.language;
  const accent = script.dataset.accent;

  function mount() {
    const params = new URLSearchParams({ parent: location.origin });
    if (language) params.set('language', language);
    if (accent && /^#[0-9a-f]{3,8}$/i.test(accent)) params.set('accent', accent);
    const frame = document.createElement('iframe');
    frame.src = `${origin}/embed.html?${params}`;
    frame.title = 'Chat';
    frame.setAttribute('data-parley', 'widget');
    // Inline !important styles so the host page's CSS cannot hide, fade or move the chat.
    const setStyle = (props: Record<string, string>) => {
      for (const [name, value] of Object.entries(props)) frame.style.setProperty(name, value, 'important');
    };
    setStyle({
      position: 'fixed',
      bottom: '16px',
      [side]: '16px',
      border: '0',
      'z-index': '2147483000',
      background: 'transparent',
      'color-scheme': 'normal',
      opacity: '1',
      visibility: 'visible',
      display: 'block',
      'max-width': 'calc(100vw - 32px)',
      'max-height': 'calc(100vh - 32px)',
      'border-radius': '16px',
      'box-shadow': '0 10px 30px rgba(15, 23, 42, 0.25)',
      ...FRAME_SIZE.collapsed,
    });
    document.body.appendChild(frame);

    window.addEventListener('message', (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow || !isWidgetToHost(event.data))
        return;
      setStyle(FRAME_SIZE[event.data.state]);
    });
    window.addEventListener('parley:ask', (event) => {
      const question = (event as CustomEvent<{ question?: unknown }>).detail?.question;
      if (typeof question === 'string')
        frame.contentWindow?.postMessage({ source: 'parley-host', type: 'ask', question }, origin);
    });
  }

  fetch(`${origin}/api/v1/embed/allowed`)
    .then((res) => res.json() as Promise<{ allowed?: boolean }>)
    .then(({ allowed }) => {
      if (allowed) mount();
      else
        console.error(
          `[Parley] This site (${location.origin}) is not allowed to embed the chat. Add it to Settings > Security > Allowed origins.`,
        );
    })
    .catch(() => console.error(`[Parley] Could not reach the chat server at ${origin}.`));
})();
