import { signV4 } from './sigv4';

describe('signV4 (AWS Signature Version 4)', () => {
  it("signs AWS's own example request to the documented signature", () => {
    // The worked example of AWS's Signature Version 4 documentation (IAM ListUsers, 2015-08-30 12:36:00 UTC).
    const headers = signV4({
      method: 'GET',
      url: 'https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: '',
      region: 'us-east-1',
      service: 'iam',
      credentials: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
      now: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it('signs the session token of temporary credentials and changes with the body', () => {
    const sign = (body: string) =>
      signV4({
        method: 'POST',
        url: 'https://cognito-idp.eu-central-1.amazonaws.com/',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'X.ListUsers' },
        body,
        region: 'eu-central-1',
        service: 'cognito-idp',
        credentials: { accessKeyId: 'ASIA1', secretAccessKey: 'secret', sessionToken: 'token-1' },
        now: new Date('2026-11-27T10:00:00Z'),
      });
    const a = sign('{"Limit":1}');
    expect(a['x-amz-security-token']).toBe('token-1');
    expect(a.authorization).toContain(
      'SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target',
    );
    expect(sign('{"Limit":2}').authorization).not.toBe(a.authorization);
  });
});
