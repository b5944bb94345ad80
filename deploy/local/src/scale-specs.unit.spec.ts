import { generateSecrets } from './local-secrets';
import {
  instanceCount,
  instanceName,
  instanceOf,
  processSpecs,
  scaleSpecs,
  SCALED_PROCESSES,
  stackConfigSchema,
} from './stack';

const specs = processSpecs(
  stackConfigSchema.parse({}),
  'postgres://x/fabelhaft',
  'nats://x:4222',
  generateSecrets(),
);

const two2 = stackConfigSchema.parse({ STACK_INSTANCES: '2' });

describe('scaled stack specs (issue #27)', () => {
  it('names instances books, books-2 and finds the process of each', () => {
    expect([1, 2, 3].map((n) => instanceName('books', n))).toEqual(['books', 'books-2', 'books-3']);
    expect(instanceOf('books-2')).toBe('books');
    expect(instanceOf('bff')).toBe('bff');
    // A stand-in whose name ends like an instance's is not taken for one.
    expect(instanceOf('print-partner')).toBe('print-partner');
  });

  it('counts the instances of each process: STACK_INSTANCES, BOOKS_INSTANCES for books, 1 for the rest', () => {
    const books2 = stackConfigSchema.parse({ BOOKS_INSTANCES: '2' });
    expect(['books', 'orders', 'bff', 'identity'].map((n) => instanceCount(books2, n))).toEqual([2, 1, 1, 1]);
    expect(['books', 'orders', 'bff', 'identity'].map((n) => instanceCount(two2, n))).toEqual([2, 2, 2, 1]);
  });

  it('runs one of everything, unchanged but for its instance name, with one instance', () => {
    const one = scaleSpecs(specs, () => 1);
    expect(one.map((s) => s.name)).toEqual(specs.map((s) => s.name));
    const bff = one.find((s) => s.name === 'bff')!;
    expect(bff.env.BFF_PORT).toBe('4000');
    expect(bff.env.INSTANCE_NAME).toBe('bff');
  });

  it('repeats every service, worker, the BFF and content, each proxied one on a port of its own', () => {
    const two = scaleSpecs(specs, (name) => instanceCount(two2, name), {
      bff: [41001, 41002],
      content: [45001, 45002],
    });
    const names = two.map((s) => s.name);
    for (const name of SCALED_PROCESSES) expect(names).toEqual(expect.arrayContaining([name, `${name}-2`]));
    for (const single of ['identity', 'mail', 'checkout', 'print-partner', 'storefront', 'admin'])
      expect(names.filter((n) => instanceOf(n) === single)).toEqual([single]);
    expect(names.length).toBe(specs.length + SCALED_PROCESSES.length);
    const env = (name: string) => two.find((s) => s.name === name)!.env;
    expect([env('bff').BFF_PORT, env('bff-2').BFF_PORT]).toEqual(['41001', '41002']);
    expect([env('content').CONTENT_PORT, env('content-2').CONTENT_PORT]).toEqual(['45001', '45002']);
    expect(env('books-2')).toEqual({ ...env('books'), INSTANCE_NAME: 'books-2' });
    // Every instance signs in to NATS as its process: the permissions are the process's (ADR 0014).
    expect(env('orders-2').NATS_USER).toBe('orders');
    expect(() => scaleSpecs(specs, () => 2)).toThrow(/no port for content \(CONTENT_PORT\)/);
  });
});
