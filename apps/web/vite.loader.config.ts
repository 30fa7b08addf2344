import { defineConfig } from 'vite';

// The embed loader is a tiny classic script (IIFE) served at /widget.js; it is built after the app
// into the same dist/ folder.
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    lib: {
      entry: 'src/embed/loader.ts',
      formats: ['iife'],
      name: 'ParleyLoader',
      fileName: () => 'widget.js',
    },
  },
});
