import { decodeStripeForm, FormEncodingError } from './stripe-form';

describe('decodeStripeForm', () => {
  it('decodes bracket paths into nested objects and lists, as stripe-node encodes them', () => {
    const body = [
      'mode=payment',
      'line_items[0][quantity]=2',
      'line_items[0][price_data][product_data][images][0]=https%3A%2F%2Fx.example%2Fa.png',
      'line_items[1][quantity]=1',
      'metadata[order_id]=ord_1',
      'success_url=https%3A%2F%2Fx.example%2Fok%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
    ].join('&');
    expect(decodeStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: '2', price_data: { product_data: { images: ['https://x.example/a.png'] } } },
        { quantity: '1' },
      ],
      metadata: { order_id: 'ord_1' },
      success_url: 'https://x.example/ok?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('appends values given with empty brackets', () => {
    expect(decodeStripeForm('expand[]=latest_charge&expand[]=customer')).toEqual({
      expand: ['latest_charge', 'customer'],
    });
  });

  it('keeps numeric keys that do not count up from 0 as object keys', () => {
    expect(decodeStripeForm('metadata[7]=x&metadata[8]=y')).toEqual({ metadata: { '7': 'x', '8': 'y' } });
  });

  it.each(['a[b=1', '__proto__[x]=1', 'a=1&a[b]=2', 'a=1&a=2'])('rejects %j', (body) => {
    expect(() => decodeStripeForm(body)).toThrow(FormEncodingError);
  });
});
