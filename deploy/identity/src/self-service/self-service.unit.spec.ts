import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeEmail, mailLanguageOf } from './code-mail';
import {
  CODE_LIFETIME_MS,
  ConfirmationCodes,
  MAX_CODES_PER_HOUR,
  MAX_WRONG_ATTEMPTS,
} from './confirmation-codes';
import { passwordProblem } from './password-policy';
import { maskedEmail } from './self-service';

describe('Cognito’s default password policy (issue #24)', () => {
  it.each([
    ['Ab1!', 'Password did not conform with policy: Password not long enough'],
    ['ABCDEFG1!', 'Password did not conform with policy: Password must have lowercase characters'],
    ['abcdefg1!', 'Password did not conform with policy: Password must have uppercase characters'],
    ['Abcdefgh!', 'Password did not conform with policy: Password must have numeric characters'],
    ['Abcdefgh1', 'Password did not conform with policy: Password must have symbol characters'],
  ])('refuses %s with Cognito’s message', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('takes a password that meets every rule', () => {
    expect(passwordProblem('Fuchs-Finn-2026')).toBeNull();
  });
});

describe('confirmation codes', () => {
  let dir: string;
  let now = 1_800_000_000_000;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'identity-codes-'));
    now = 1_800_000_000_000;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const store = () => new ConfirmationCodes(dir, () => now);

  it('issues six random digits that confirm once, and survive a restart', () => {
    const issued = store().issue('signup', 'Mia@Example.com');
    if (!issued.ok) throw new Error('not issued');
    expect(issued.code).toMatch(/^\d{6}$/);
    // The file names no one (an erased account leaves no address here).
    expect(readFileSync(join(dir, 'confirmation-codes.json'), 'utf8').toLowerCase()).not.toContain('mia@');
    const reopened = store();
    expect(reopened.check('signup', 'mia@example.com', issued.code)).toBe('ok');
    expect(reopened.check('signup', 'mia@example.com', issued.code)).toBe('expired');
  });

  it('keeps sign-up and password codes apart', () => {
    const codes = store();
    const signup = codes.issue('signup', 'mia@example.com');
    if (!signup.ok) throw new Error('not issued');
    expect(codes.check('password', 'mia@example.com', signup.code)).toBe('expired');
    expect(codes.check('signup', 'mia@example.com', signup.code)).toBe('ok');
  });

  it('lets a code expire after Cognito’s lifetime: a day for a sign-up, an hour for a password', () => {
    const codes = store();
    const signup = codes.issue('signup', 'a@example.com');
    const password = codes.issue('password', 'a@example.com');
    if (!signup.ok || !password.ok) throw new Error('not issued');
    now += CODE_LIFETIME_MS.password;
    expect(codes.check('password', 'a@example.com', password.code)).toBe('expired');
    now += CODE_LIFETIME_MS.signup - CODE_LIFETIME_MS.password - 1;
    expect(codes.check('signup', 'a@example.com', signup.code)).toBe('ok');
  });

  it('spends a code after too many wrong tries, and replaces it with a new one', () => {
    const codes = store();
    const issued = codes.issue('password', 'b@example.com');
    if (!issued.ok) throw new Error('not issued');
    const wrong = issued.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < MAX_WRONG_ATTEMPTS; i += 1) {
      expect(codes.check('password', 'b@example.com', wrong)).toBe('mismatch');
    }
    expect(codes.check('password', 'b@example.com', issued.code)).toBe('too_many_attempts');
    const again = codes.issue('password', 'b@example.com');
    if (!again.ok) throw new Error('not issued');
    expect(codes.check('password', 'b@example.com', again.code)).toBe('ok');
  });

  it('sends at most a few codes an hour to one user', () => {
    const codes = store();
    for (let i = 0; i < MAX_CODES_PER_HOUR; i += 1)
      expect(codes.issue('signup', 'c@example.com').ok).toBe(true);
    expect(codes.issue('signup', 'c@example.com')).toEqual({ ok: false, reason: 'too_many' });
    now += 60 * 60_000;
    expect(codes.issue('signup', 'c@example.com').ok).toBe(true);
  });
});

describe('the code email', () => {
  it('carries the code in German by default and in English when the client asks for it', () => {
    const de = codeEmail('signup', mailLanguageOf(undefined), 'mia@example.com', '482913');
    expect(de).toMatchObject({ to: 'mia@example.com', subject: 'Dein Bestätigungscode für Fabelhaft' });
    expect(de.text).toContain('482913');
    expect(de.text).toMatch(/^Hallo,\n\nwillkommen/);
    expect(de.html).toContain('<html lang="de">');
    const en = codeEmail('password', mailLanguageOf({ locale: 'en' }), 'mia@example.com', '000417');
    expect(en.subject).toBe('Your code to reset your password');
    expect(en.text).toContain('000417');
    expect(en.text).toContain('valid for one hour');
  });

  it('masks the address as Cognito does', () => {
    expect(maskedEmail('mia.muster@example.com')).toBe('m***@e***');
  });
});
