import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  // amazon-cognito-identity-js expects Node's `global` in the browser.
  define: { global: 'globalThis' },
});
