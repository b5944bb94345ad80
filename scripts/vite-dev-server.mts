// The dev server settings both Vite apps share (storefront, support console), as `npm start` runs them (issue #22).
// Vite's defaults allow every file of the workspace root through `/@fs/…` — so `.local/secrets.json`, the logs and
// `stack.json` — and answer any localhost Origin with CORS. Here a dev server serves only its app, the installed
// packages and the contracts library it imports, refuses local state and secrets anywhere, and sends no CORS
// headers (the page and its modules are same-origin; nothing else needs to read them).
import { join, relative, resolve } from 'node:path';
import type { Plugin, ServerOptions } from 'vite';

/** Files no dev server serves, wherever they are (matched against the whole path and the file name). */
export const DENIED_FILES = [
  // Vite's own defaults (a `deny` list replaces them, so they are repeated here).
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
  // npm start's state: generated secrets, logs, stack.json, database and NATS files.
  '**/.local/**',
  '**/.env*',
  '**/secrets*',
  '*.log',
  '**/.test-results/**',
];

/** The folders a dev server may serve: the app, the installed packages, the contracts library (its source). */
export function allowedFolders(appRoot: string): string[] {
  const repoRoot = join(appRoot, '..');
  return [appRoot, join(repoRoot, 'node_modules'), join(repoRoot, 'libs/contracts/src')];
}

/**
 * `appRoot`: the app's folder, one level below the repository (storefront/, admin/). `hmrPort`: the app's own
 * port for hot reloading — both apps run beside each other under `npm start`, and Vite's default (24678) can
 * serve only one of them.
 */
export function devServerOptions(appRoot: string, hmrPort: number): ServerOptions {
  return {
    cors: false,
    fs: { strict: true, allow: allowedFolders(appRoot), deny: DENIED_FILES },
    hmr: { port: hmrPort },
  };
}

const within = (dir: string, parent: string) => {
  const rel = relative(parent, dir);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith('/'));
};

/**
 * Keeps the allow list to {@link allowedFolders}: Vike adds the process's working directory and the workspace
 * root (npm start runs every process from the repository root, so: the whole checkout) once the configuration
 * is resolved; by the time the server is configured, those are taken out again.
 */
export function onlyTheAppsFiles(appRoot: string): Plugin {
  const allowed = allowedFolders(appRoot).map((d) => resolve(d));
  return {
    name: 'fabelhaft:only-the-apps-files',
    apply: 'serve',
    enforce: 'post',
    configureServer(server) {
      const allow = server.config.server.fs.allow as string[];
      const kept = allow.filter((dir) => allowed.some((a) => within(resolve(dir), a)));
      allow.splice(0, allow.length, ...kept);
    },
  };
}
