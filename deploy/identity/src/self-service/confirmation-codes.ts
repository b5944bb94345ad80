import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a code confirms: a sign-up (the account's email) or a password reset. */
export type CodePurpose = 'signup' | 'password';

/**
 * Cognito's lifetimes: a sign-up confirmation code holds 24 hours, a password-reset code one hour. A user may
 * mistype a code a few times; then it is spent (LimitExceededException) and a new one must be asked for.
 */
export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  signup: 24 * 60 * 60_000,
  password: 60 * 60_000,
};
export const MAX_WRONG_ATTEMPTS = 5;
/** How many codes one user may be sent per purpose in an hour (Cognito limits this too). */
export const MAX_CODES_PER_HOUR = 5;

interface StoredCode {
  salt: string;
  hash: string;
  expiresAt: number;
  wrongAttempts: number;
  /** When codes were sent (Unix ms) in the last hour. */
  sentAt: number[];
}

export type IssueResult = { ok: true; code: string } | { ok: false; reason: 'too_many' };
export type CheckResult = 'ok' | 'mismatch' | 'expired' | 'too_many_attempts';

const FILE = 'confirmation-codes.json';

/**
 * The one-time codes of the local identity's SignUp/ConfirmSignUp and ForgotPassword/ConfirmForgotPassword:
 * six random digits, stored only as a salted hash (the code itself goes to the user's mailbox), kept in the
 * data dir so a restart does not void a code already sent. One code per user and purpose: a new one replaces
 * the old. The file holds no user name or address.
 */
export class ConfirmationCodes {
  private readonly file: string;
  private readonly codes: Record<string, StoredCode>;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, FILE);
    this.codes = load(this.file);
  }

  issue(purpose: CodePurpose, username: string): IssueResult {
    const key = keyOf(purpose, username);
    const now = this.now();
    const sentAt = (this.codes[key]?.sentAt ?? []).filter((t) => now - t < 60 * 60_000);
    if (sentAt.length >= MAX_CODES_PER_HOUR) return { ok: false, reason: 'too_many' };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    this.codes[key] = {
      salt,
      hash: hashOf(salt, code),
      expiresAt: now + CODE_LIFETIME_MS[purpose],
      wrongAttempts: 0,
      sentAt: [...sentAt, now],
    };
    this.save();
    return { ok: true, code };
  }

  /** Checks a code; a right one is spent at once, a wrong one counts against the code. */
  check(purpose: CodePurpose, username: string, code: string): CheckResult {
    const key = keyOf(purpose, username);
    const stored = this.codes[key];
    if (!stored || stored.expiresAt <= this.now()) return 'expired';
    if (stored.wrongAttempts >= MAX_WRONG_ATTEMPTS) return 'too_many_attempts';
    const given = Buffer.from(hashOf(stored.salt, code.trim()), 'hex');
    if (!timingSafeEqual(given, Buffer.from(stored.hash, 'hex'))) {
      stored.wrongAttempts += 1;
      this.save();
      return 'mismatch';
    }
    // Spent, but the send history stays (the hourly limit counts it).
    this.codes[key] = { ...stored, hash: '', expiresAt: 0 };
    this.save();
    return 'ok';
  }

  private save(): void {
    // Nothing older than the longest lifetime plus the hourly window is kept.
    const horizon = this.now() - CODE_LIFETIME_MS.signup - 60 * 60_000;
    for (const [key, stored] of Object.entries(this.codes)) {
      if (stored.expiresAt < horizon && stored.sentAt.every((t) => t < horizon)) delete this.codes[key];
    }
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.codes), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

// The file names no one: a user's codes are found by a hash of the user name (an erased account leaves no
// address behind here, and its last codes are pruned within a day).
const keyOf = (purpose: CodePurpose, username: string) =>
  createHash('sha256').update(`${purpose}:${username.toLowerCase()}`).digest('hex');
const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function load(file: string): Record<string, StoredCode> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredCode>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
