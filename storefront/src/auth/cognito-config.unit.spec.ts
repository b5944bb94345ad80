import { cognitoConfigError, hostedLoginConfigured } from './cognito-config';
import { SETTINGS } from './auth-test-kit';

describe('identity pool settings (spec §5 validation, §8 texts)', () => {
  const check = (userPoolId: string, clientId = 'client') => cognitoConfigError({ userPoolId, clientId });

  it('accepts region_id pool ids', () => {
    expect(check('eu-central-1_AbC123')).toBeNull();
    expect(check('local_1ev3ov6P')).toBeNull();
  });

  it('says "Cognito is not configured" when neither id is set', () => {
    expect(check('', '')).toMatchObject({ message: 'Cognito is not configured', code: 'NotConfigured' });
  });

  it('requires both the pool id and the client id', () => {
    expect(check('eu-central-1_AbC123', '')?.message).toBe('Both UserPoolId and ClientId are required');
    expect(check('', 'client')?.message).toBe('Both UserPoolId and ClientId are required');
  });

  it.each([
    ['no underscore', 'eucentral1AbC123'],
    ['a symbol in the id part', 'eu-central-1_AbC-123'],
    ['an empty id part', 'eu-central-1_'],
    ['56 characters', `eu-central-1_${'a'.repeat(43)}`],
  ])('rejects a pool id with %s as "Invalid UserPoolId format"', (_case, id) => {
    expect(check(id)).toMatchObject({ message: 'Invalid UserPoolId format', code: 'InvalidConfig' });
  });

  it('allows exactly 55 characters', () => {
    const id = `eu-central-1_${'a'.repeat(42)}`;
    expect(id).toHaveLength(55);
    expect(check(id)).toBeNull();
  });

  it('needs a hosted UI address, client id and redirect address for the hosted login', () => {
    expect(hostedLoginConfigured(SETTINGS)).toBe(true);
    expect(hostedLoginConfigured({ ...SETTINGS, hostedUiUrl: ' ' })).toBe(false);
    expect(hostedLoginConfigured({ ...SETTINGS, clientId: '' })).toBe(false);
    expect(hostedLoginConfigured({ ...SETTINGS, redirectUri: '' })).toBe(false);
  });
});
