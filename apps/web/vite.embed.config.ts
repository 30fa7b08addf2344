import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './vite.preact.ts';

// The widget page that /widget.js puts in an iframe, built on its own so it carries only the widget
// (no router, query cache or site catalogs). It lands in dist/ beside the site.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'embed-assets',
    rollupOptions: { input: 'embed.html' },
  },
});
