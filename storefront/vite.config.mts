import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { devServerOptions, onlyTheAppsFiles } from '../scripts/vite-dev-server.mts';

const SHELL_CSS =
  /\/storefront\/src\/(styles\/global|components\/(Header|Footer|LanguageSwitcher|Overlays|CookieBanner|Assistant)|components\/illustrations\/illustrations)\.css$/;

export default defineConfig({
  plugins: [vike(), react(), onlyTheAppsFiles(import.meta.dirname)],
  build: {
    target: 'es2022',
    // ADR 0043: Vike gives every imported stylesheet a file of its own. The ones every page loads (the global
    // base and the layout's header, footer, overlays and their illustrations) go into one file instead, so a
    // page links that one and its own components' few. Vike applies this before its own split.
    rolldownOptions: { output: { manualChunks: (id: string) => (SHELL_CSS.test(id) ? 'shell' : undefined) } },
  },
  // amazon-cognito-identity-js expects Node's `global` in the browser.
  define: { global: 'globalThis' },
  // Issue #22: only the app's own files through the dev server (never `.local/secrets.json`), no CORS.
  server: devServerOptions(import.meta.dirname, 24678),
});
