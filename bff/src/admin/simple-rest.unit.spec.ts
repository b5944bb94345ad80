import { parseListQuery, sendPage } from './simple-rest';

const options = {
  filters: ['status', 'kind'] as const,
  sortable: ['createdAt', 'status'],
  defaultSort: { field: 'createdAt', order: 'ASC' as const },
};

describe('ra-data-simple-rest conventions (issue #13)', () => {
  it('reads filter, sort and an inclusive range', () => {
    expect(
      parseListQuery(
        { filter: '{"status":"pending","q":"anna"}', sort: '["status","DESC"]', range: '[25,49]' },
        options,
      ),
    ).toEqual({
      filter: { status: 'pending', q: 'anna' },
      sort: { field: 'status', order: 'DESC' },
      offset: 25,
      limit: 25,
    });
  });

  it('defaults to the first 25 in the default order, and caps a page at 200', () => {
    expect(parseListQuery({}, options)).toMatchObject({ filter: {}, offset: 0, limit: 25 });
    expect(parseListQuery({ range: '[0,9999]' }, options).limit).toBe(200);
  });

  it.each([
    [{ filter: '{nope' }, /filter is not valid JSON/],
    [{ filter: '["a"]' }, /filter must be an object/],
    [{ filter: '{"ownerId":"x"}' }, /Unknown filter ownerId/],
    [{ sort: '["password","ASC"]' }, /Cannot sort by password/],
    [{ sort: '["status","UP"]' }, /sort must be/],
    [{ range: '[5,1]' }, /range must be/],
    [{ range: '[-1,3]' }, /range must be/],
    [{ filter: ['{}', '{}'] }, /filter must be given once/],
  ])('refuses %j with a clear 400', (query, detail) => {
    try {
      parseListQuery(query as Record<string, unknown>, options);
      throw new Error('accepted');
    } catch (e) {
      expect((e as { getStatus(): number }).getStatus()).toBe(400);
      expect((e as { getResponse(): { detail: string } }).getResponse().detail).toMatch(detail);
    }
  });

  it('answers the page with Content-Range <resource> <from>-<to>/<total>', () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (k: string, v: string) => (headers[k] = v) } as never;
    const q = parseListQuery({ range: '[10,19]' }, options);
    expect(sendPage(res, 'orders', q, [1, 2, 3], 13)).toEqual([1, 2, 3]);
    expect(headers['Content-Range']).toBe('orders 10-12/13');
    sendPage(res, 'orders', q, [], 0);
    expect(headers['Content-Range']).toBe('orders 10-10/0');
  });
});
