import type { Config } from 'vike/types';

// spec §2: the login screen; a signed-in visitor goes on to the page `next` names, else / (ADR 0042).
export default { access: 'signed-out' } satisfies Config;
