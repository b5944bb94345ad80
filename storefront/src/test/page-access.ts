import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Access } from '../navigation/access';

const PAGES = join(__dirname, '..', '..', 'pages');

/** The `access` a page directory's own `+config.ts` sets, if any (the per-page configs import types only). */
function ownAccess(dir: string): Access | undefined {
  const file = join(dir, '+config.ts');
  if (!existsSync(file) || dir === PAGES) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as { default: { access?: Access } }).default.access;
}

/**
 * For tests (issue #25, ADR 0042): every page of the storefront as Vike's filesystem routing names it
 * (`/preview/@bookId`; `index` is /) with the access its `+config.ts` files set — the nearest one wins, the
 * root's default is public. Read from the pages themselves, so a test sees what the guard sees.
 */
export function pageAccessTable(): Record<string, Access> {
  const table: Record<string, Access> = {};
  const walk = (dir: string, inherited: Access) => {
    const access = ownAccess(dir) ?? inherited;
    const entries = readdirSync(dir);
    if (entries.includes('+Page.tsx') && !relative(PAGES, dir).startsWith('_')) {
      const parts = relative(PAGES, dir)
        .split(sep)
        .filter((p) => p !== '' && p !== 'index');
      table[`/${parts.join('/')}`] = access;
    }
    for (const entry of entries) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path, access);
    }
  };
  walk(PAGES, 'public');
  return table;
}

/** The access of a concrete path (`/preview/b-1`), or undefined when no page has that route. */
export function pageAccessOf(pathname: string): Access | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const [route, access] of Object.entries(pageAccessTable())) {
    const parts = route.split('/').slice(1).filter(Boolean);
    if (parts.length !== segments.filter(Boolean).length) continue;
    if (parts.every((part, i) => (part.startsWith('@') ? segments[i] !== '' : part === segments[i])))
      return access;
  }
  return undefined;
}
