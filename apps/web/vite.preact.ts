import type { AliasOptions } from 'vite';

// Preact's React-compatible runtime is a tenth of react-dom's size; the site, the admin and the widget use
// only hooks and the DOM, so both builds (vite.config.ts, vite.embed.config.ts) run on it.
export const preactAliases: AliasOptions = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
