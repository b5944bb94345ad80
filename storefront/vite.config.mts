import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { devServerOptions, onlyTheAppsFiles } from '../scripts/vite-dev-server.mts';

export default defineConfig({
  plugins: [vike(), react(), onlyTheAppsFiles(import.meta.dirname)],
  build: { target: 'es2022' },
  // amazon-cognito-identity-js expects Node's `global` in the browser.
  define: { global: 'globalThis' },
  // Issue #22: only the app's own files through the dev server (never `.local/secrets.json`), no CORS.
  server: devServerOptions(import.meta.dirname, 24678),
});
