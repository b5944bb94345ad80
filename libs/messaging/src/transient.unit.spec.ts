import { isTransientInfrastructureError } from './transient';

describe('isTransientInfrastructureError (issue #27)', () => {
  it.each([
    [
      'Postgres shutting down (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'Postgres starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a lost connection (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'both localhost addresses refused',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ],
    ['node-postgres: connection ended', new Error('Connection terminated unexpectedly')],
    ['node-postgres: pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'wrapped in a cause',
      new Error('append failed', { cause: Object.assign(new Error('x'), { code: '57P01' }) }),
    ],
  ])('%s is transient', (_what, error) => expect(isTransientInfrastructureError(error)).toBe(true));

  it.each([
    ['a plain bug', new Error('undefined is not a function')],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    [
      'a statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    ['no error at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => expect(isTransientInfrastructureError(error)).toBe(false));
});
