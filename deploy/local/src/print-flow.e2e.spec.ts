import { eventually, signInStackUser, startTestStack, type TestStack } from '@fabelhaft/testing';

// A preview, its production after payment and the simulator's pace take a while on two cores.
jest.setTimeout(420_000);

/**
 * issue #15 end to end through `npm start` as a person runs it: a paid, approved book becomes a print job, the
 * printing-partner simulator (deploy/print-partner) fetches its files through the BFF's signed links, checks
 * them and answers received → in_production → printed → shipped, and the order item comes back shipped with
 * a tracking number; the order is fulfilled (spec §4).
 */
describe('approve → print → ship (npm start)', () => {
  let stack: TestStack;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack();
    token = await signInStackUser(stack.facts, 'customer');
  });

  afterAll(async () => {
    await stack?.stop();
    await stack?.remove();
  });

  const bff = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.facts.urls.bff}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
        ...init.headers,
      },
    });

  interface Item {
    book_id: string;
    fulfillment_status: string;
    tracking_number: string | null;
    carrier: string | null;
  }
  const orderOf = async (bookId: string) => {
    const { orders } = (await (await bff('/books/orders')).json()) as {
      orders: { status: string; items: Item[] }[];
    };
    const order = orders.find((o) => o.items.some((i) => i.book_id === bookId));
    if (!order) throw new Error('no order yet');
    return { status: order.status, item: order.items.find((i) => i.book_id === bookId)! };
  };

  it("ships an approved book: the simulator accepts the job's files and the order item gets its tracking number", async () => {
    const created = await bff('/books/preview', {
      method: 'POST',
      body: JSON.stringify({
        idea: 'Mia and her fox Sonni search for the lost colours of the forest',
        main_language: 'en',
        age_range: '5 years',
        style: 'watercolor',
      }),
    });
    expect(created.status).toBe(201);
    const { book_id: bookId } = (await created.json()) as { book_id: string };
    await eventually(async () => {
      const preview = (await (await bff(`/books/preview/${bookId}`)).json()) as { preview_status: string };
      expect(preview.preview_status).toBe('completed');
    }, 90_000);

    const checkout = await bff(`/books/${bookId}/checkout`, {
      method: 'POST',
      body: JSON.stringify({ format: 'booklet' }),
    });
    expect(checkout.status).toBe(200);
    const { checkout_url: checkoutUrl } = (await checkout.json()) as { checkout_url: string };
    // The local hosted checkout's form, posted as the browser posts it.
    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: stack.facts.users.find((u) => u.role === 'customer')!.email,
        name: 'Jürgen Müller',
        line1: 'Königsallee 12',
        line2: '',
        postal_code: '40212',
        city: 'Düsseldorf',
        country: 'DE',
        card_number: '4242 4242 4242 4242',
        card_expiry: '12 / 34',
        card_cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(303);

    await eventually(async () => {
      const book = (await (await bff(`/books/${bookId}`)).json()) as { status: string; is_preview: boolean };
      expect(book).toMatchObject({ status: 'completed', is_preview: false });
    }, 240_000);
    await eventually(async () =>
      expect((await orderOf(bookId)).item.fulfillment_status).toBe('ready_for_print'),
    );

    const approved = await bff(`/books/${bookId}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { approved_at: string | null }).approved_at).toEqual(
      expect.any(String),
    );

    // The simulator moves one status every few seconds (PRINT_SIM_STEP_MS); a rejected file would end in failed.
    const shipped = await eventually(
      async () => {
        const { status, item } = await orderOf(bookId);
        if (item.fulfillment_status === 'failed') throw new Error('the simulator rejected the job');
        expect(item.fulfillment_status).toBe('shipped');
        return { status, item };
      },
      60_000,
      500,
    );
    expect(shipped.item.tracking_number).toEqual(expect.any(String));
    expect(shipped.item.carrier).toEqual(expect.any(String));
    expect(shipped.status).toBe('fulfilled');
  });
});
