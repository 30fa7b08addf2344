import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The widget page that /widget.js puts in an iframe, built on its own so it carries only the widget
// (no router, query cache or site catalogs). It lands in dist/ beside the site.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Preact's React-compatible runtime is a tenth of react-dom's size; the widget uses only hooks and DOM.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'embed-assets',
    rollupOptions: { input: 'embed.html' },
  },
});
