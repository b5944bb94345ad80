import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), react()],
  build: { target: 'es2022' },
  // amazon-cognito-identity-js expects Node's `global` in the browser.
  define: { global: 'globalThis' },
});
