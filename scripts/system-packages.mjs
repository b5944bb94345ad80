// Debian packages the stack and the tests need (STACK.md): nats-server carries the stack's messages, lame encodes read-aloud audio, Chromium prints invoices and books (and runs the
// browser tests), poppler checks print files, the fonts cover every book language (CJK in TrueType outlines). Installed with apt when
// missing and running as root, otherwise a clear message. Never a browser download of a tool's own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'fonts-noto-core', present: () => existsSync('/usr/share/fonts/truetype/noto') },
  { name: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto') },
  // TrueType-outline CJK faces for books: Chromium embeds Noto CJK (CFF) as Type 3 fonts, which print shops
  // reject (libs/book-engine/src/production/layout.ts, CJK_FONTS).
  {
    name: 'fonts-motoya-l-maruberi',
    present: () => existsSync('/usr/share/fonts/truetype/motoya-l-maruberi/MTLmr3m.ttf'),
  },
  { name: 'fonts-klee', present: () => existsSync('/usr/share/fonts/truetype/klee/KleeOne-Regular.ttf') },
  {
    name: 'fonts-ipaexfont-gothic',
    present: () => existsSync('/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf'),
  },
  {
    name: 'fonts-ipaexfont-mincho',
    present: () => existsSync('/usr/share/fonts/opentype/ipaexfont-mincho/ipaexm.ttf'),
  },
  { name: 'fonts-wqy-microhei', present: () => existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc') },
  {
    name: 'fonts-arphic-gkai00mp',
    present: () => existsSync('/usr/share/fonts/truetype/arphic-gkai00mp/gkai00mp.ttf'),
  },
  { name: 'fonts-nanum', present: () => existsSync('/usr/share/fonts/truetype/nanum/NanumSquareRoundR.ttf') },
  { name: 'poppler-utils', present: () => existsSync('/usr/bin/pdfinfo') },
  // issue #28: LAME encodes the narration to MP3 (libs/book-engine narration/mp3.ts).
  { name: 'lame', present: () => existsSync('/usr/bin/lame') },
  // npm start runs its own nats-server with a user per process (ADR 0014).
  {
    name: 'nats-server',
    present: () => existsSync('/usr/sbin/nats-server') || existsSync('/usr/bin/nats-server'),
  },
];

export function ensureSystemPackages() {
  const missing = PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing Debian packages (PDFs, fonts, browser tests): ${missing.join(' ')} (apt-get install them).`,
    );
    return false;
  }
  console.log(`Installing Debian packages: ${missing.join(' ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args[0]} failed; install ${missing.join(' ')} by hand.`);
      return false;
    }
  }
  return true;
}
