/**
 * Cognito's default password policy (8 characters, upper and lower case, a digit, a symbol), with the messages
 * Cognito answers an `InvalidPasswordException` with. cognito-local does not check it; real Cognito does, so
 * SignUp and ConfirmForgotPassword check it here (the seeded passwords meet it too, config.ts).
 */
const RULES: { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= 8, message: 'Password not long enough' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must have lowercase characters' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must have uppercase characters' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must have numeric characters' },
  { test: (p) => /[^A-Za-z0-9\s]/.test(p), message: 'Password must have symbol characters' },
];

/** Cognito's message for the first rule the password breaks, or null when it meets the policy. */
export function passwordProblem(password: string): string | null {
  // Cognito refuses leading or trailing spaces outright.
  if (password !== password.trim())
    return 'Password did not conform with policy: Password must not start or end with a space';
  const broken = RULES.find((rule) => !rule.test(password));
  return broken ? `Password did not conform with policy: ${broken.message}` : null;
}
