import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { readShippingAndReturns, SHIPPING_AND_RETURNS_URL } from '../../machines/cart/policy.logic';

const base = 'https://shop.summit.example/c/anything';
const read = (value: unknown, allowed: string[] = []) => readShippingAndReturns(value, allowed, base);

describe('readShippingAndReturns (the cart drawer\'s "Shipping & Returns" link)', () => {
  it('defaults to the retailer\'s own page; false turns it off', () => {
    expect(SHIPPING_AND_RETURNS_URL).to.equal('/shipping-and-returns');
    expect(read(undefined)).to.deep.equal({ link: { href: '/shipping-and-returns', title: null }, problems: [] });
    expect(read(false)).to.deep.equal({ link: null, problems: [] });
  });

  it('takes a same-origin or allow-listed URL and a title, trimmed', () => {
    expect(read({ url: ' /help/returns?x=1 ', title: ' Returns ' })).to.deep.equal({ link: { href: '/help/returns?x=1', title: 'Returns' }, problems: [] });
    expect(read({ url: 'https://help.summit.example/returns' }, ['https://help.summit.example']).link).to.deep.equal({
      href: 'https://help.summit.example/returns',
      title: null,
    });
  });

  it('refuses other origins and schemes, and wrong types, keeping the default: one problem each', () => {
    expect(read({ url: 'https://evil.example/returns' })).to.deep.equal({ link: { href: '/shipping-and-returns', title: null }, problems: ['url refused'] });
    expect(read({ url: 'javascript:alert(1)', title: 7 }).problems).to.deep.equal(['title is not a text', 'url refused']);
    expect(read({ url: '//evil.example/x' }).problems).to.deep.equal(['url refused']);
    for (const value of [true, 'x', 3, null, []]) {
      expect(read(value), JSON.stringify(value)).to.deep.equal({ link: { href: '/shipping-and-returns', title: null }, problems: ['is neither an object nor false'] });
    }
  });
});
