import { z } from 'zod';
import { EventCodec, EventDecodingError } from './event-codec';

// v1 stored the customer as `customerId`; v2 calls the owner `ownerId` and adds `source`.
const codec = new EventCodec({
  PreviewReserved: {
    version: 2,
    schema: z.object({ ownerId: z.string(), bookId: z.string(), source: z.enum(['builder', 'support']) }),
    upcast: {
      1: ({ customerId, ...rest }) => ({ ...rest, ownerId: customerId }),
    },
  },
  Opened: { version: 1, schema: z.object({ at: z.string() }) },
});

describe('EventCodec', () => {
  it('upcasts a v1 event step by step to the current version', () => {
    const v1 = { customerId: 'c-1', bookId: 'b-1', source: 'builder' };
    expect(codec.decode('PreviewReserved', 1, v1)).toEqual({
      ownerId: 'c-1',
      bookId: 'b-1',
      source: 'builder',
    });
  });

  it('reads an event stored without a version as v1', () => {
    expect(
      codec.decode('PreviewReserved', undefined, { customerId: 'c', bookId: 'b', source: 'support' }),
    ).toMatchObject({ ownerId: 'c' });
  });

  it('reads current events as they are, checked by their schema', () => {
    expect(codec.decode('Opened', 1, { at: 'now' })).toEqual({ at: 'now' });
    expect(() => codec.decode('Opened', 1, { at: 3 })).toThrow(EventDecodingError);
  });

  it('refuses unknown types and versions newer than the code', () => {
    expect(() => codec.decode('Nope', 1, {})).toThrow('unknown event type');
    expect(() => codec.decode('Opened', 2, { at: 'x' })).toThrow('this code knows up to v1');
  });

  it('encodes new events with the current version and refuses data that breaks the schema', () => {
    expect(codec.encode('Opened', { at: 'x' })).toEqual({ data: { at: 'x' }, schemaVersion: 1 });
    expect(() => codec.encode('PreviewReserved', { bookId: 'b' })).toThrow(EventDecodingError);
  });

  it('insists on an upcaster for every older version', () => {
    expect(
      () => new EventCodec({ X: { version: 3, schema: z.object({}), upcast: { 1: (d) => d } } }),
    ).toThrow('needs an upcaster from v2');
  });
});
