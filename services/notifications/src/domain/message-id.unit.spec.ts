import { messageIdOf, senderDomain } from './message-id';

describe('messageIdOf', () => {
  it('is the same for the same event and template, and differs otherwise', () => {
    const a = messageIdOf('evt-1', 'shipped', 'fabelhaft.de');
    expect(a).toBe(messageIdOf('evt-1', 'shipped', 'fabelhaft.de'));
    expect(a).not.toBe(messageIdOf('evt-2', 'shipped', 'fabelhaft.de'));
    expect(a).not.toBe(messageIdOf('evt-1', 'book-ready', 'fabelhaft.de'));
    expect(a).toMatch(/^<[0-9a-f]{40}\.shipped@fabelhaft\.de>$/);
  });

  it('takes the domain from the sender', () => {
    expect(senderDomain('Fabelhaft <hallo@fabelhaft.de>')).toBe('fabelhaft.de');
    expect(senderDomain('hallo@mail.fabelhaft.de')).toBe('mail.fabelhaft.de');
    expect(senderDomain('nobody')).toBe('fabelhaft.invalid');
  });
});
