import type { Config } from 'vike/types';

// spec §2: login required (ADR 0042).
export default { access: 'signed-in' } satisfies Config;
