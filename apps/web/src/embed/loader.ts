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
  const { position, language, accent, name, initial } = script.dataset;
  // The host page's signed-in user: data-user-id and data-user-hash, or later the parley:identify event.
  let identity =
    script.dataset.userId && script.dataset.userHash
      ? { userId: script.dataset.userId, userHash: script.dataset.userHash }
      : undefined;
  let mounted: HTMLIFrameElement | undefined;
  window.addEventListener('parley:identify', (event) => {
    const detail = (event as CustomEvent<{ userId?: unknown; userHash?: unknown }>).detail;
    if (typeof detail?.userId !== 'string' || typeof detail.userHash !== 'string') return;
    identity = { userId: detail.userId, userHash: detail.userHash };
    mounted?.contentWindow?.postMessage({ source: 'parley-host', type: 'identify', ...identity }, origin);
  });

  /** `defaultPosition`: the settings' position, used unless the tag has data-position. */
  function mount(defaultPosition: string | undefined) {
    const side = (position ?? defaultPosition) === 'bottom-left' ? 'left' : 'right';
    const params = new URLSearchParams({ parent: location.origin, position: `bottom-${side}` });
    if (language) params.set('language', language);
    if (accent && /^#[0-9a-f]{6}$/i.test(accent)) params.set('accent', accent);
    if (name) params.set('name', name);
    if (initial) params.set('initial', initial);
    if (identity) {
      params.set('user_id', identity.userId);
      params.set('user_hash', identity.userHash);
    }
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
    mounted = frame;

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
    .then((res) => res.json() as Promise<{ allowed?: boolean; position?: string }>)
    .then(({ allowed, position: defaultPosition }) => {
      if (allowed) mount(defaultPosition);
      else
        console.error(
          `[Parley] This site (${location.origin}) is not allowed to embed the chat. Add it to Settings > Security > Allowed origins.`,
        );
    })
    .catch(() => console.error(`[Parley] Could not reach the chat server at ${origin}.`));
})();
