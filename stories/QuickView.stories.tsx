import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { quickViewMachine, type FetchProductInput, type QuickViewStores } from '../machines/quick-view';
import { QuickViewDialog } from '../src/components/quick-view/QuickView';
import { quickViewMessages } from '../src/components/quick-view/quick-view.messages';
import { ApiError, type QuickViewProduct } from '../src/core/api';

/**
 * The quick view dialog on its own, one story per state of the quick-view machine (ready, a sku out of stock,
 * failed). `fetchProduct` is a fake promise, so these stories need no network; the element tests
 * (test/elements/sg-search-quick-view.test.ts) open it from `<sg-search>` against the reference API.
 */

const TEXT = quickViewMessages.defaults;

const inv = (n: number) => [{ status: n > 0 ? 'AVAILABLE' : 'OUT_OF_STOCK', available: n }];
const sku = (n: number, color: string, stock: [online: number, store: number, sdd: number]) => ({
  skuId: `sku-1037-${n}`,
  attributes: [
    { name: 'Color', value: color },
    { name: 'Team', value: 'Houston Dynamo' },
  ],
  price: null,
  imageUrl: null,
  inventory: { online: inv(stock[0]), store: inv(stock[1]), sts: inv(stock[0]), sdd: inv(stock[2]) },
});

/** The reference API's cleats (product 1037): Black (sku 3) is out of stock everywhere. */
const CLEATS: QuickViewProduct = {
  id: '1037',
  parentSkuId: '21037',
  name: 'Nike Mercurial Vapor 15 Club Soccer Cleats',
  seoUrl: '/p/nike-mercurial-vapor-15-club-soccer-cleats-1037',
  imageUrl: '/mock-images/1037.svg',
  manufacturer: 'Nike',
  categoryName: 'Soccer',
  adBug: 'Best Seller',
  bvRating: 4.1,
  sofItem: false,
  defaultSkuPrice: { salePrice: 64.99, listPrice: 74.99, priceMessage: 'Sale' },
  attributes: [
    { name: 'Color', usage: 'Defining', values: ['Red', 'Grey', 'Black'] },
    { name: 'Team', usage: 'Defining', values: ['Houston Dynamo'] },
  ],
  skus: [sku(1, 'Red', [25, 6, 3]), sku(2, 'Grey', [25, 0, 0]), sku(3, 'Black', [0, 0, 0])],
};

interface QuickViewStoryProps {
  /** What the fake API answers. */
  answer: () => Promise<QuickViewProduct>;
  /** The sku asked for. */
  skuId?: string | null;
  stores?: Partial<QuickViewStores>;
  /** Receives the `add` the page's cart would get. */
  onAdd?: (item: unknown) => void;
}

/** Opens the dialog with a machine whose `fetchProduct` is `answer`, as the page's state would. */
function QuickViewStory({ answer, skuId = null, stores = {}, onAdd }: QuickViewStoryProps) {
  const actor = useMemo(
    () =>
      createActor(
        quickViewMachine.provide({ actors: { fetchProduct: fromPromise<QuickViewProduct, FetchProductInput>(() => answer()) } }),
        { input: {} },
      ),
    [answer],
  );
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const subscription = actor.on('add', ({ item }) => onAdd?.(item));
    actor.start();
    actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037', skuId }, stores });
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [actor, skuId, stores, onAdd]);
  return (
    <div ref={setHost}>
      <button type="button" onClick={() => actor.send({ type: 'DIALOG.OPEN', target: { productId: '1037', skuId }, stores })}>
        Open quick view
      </button>
      {host && <QuickViewDialog actor={actor} host={host} />}
    </div>
  );
}

const answerWith =
  (product: QuickViewProduct, delayMs = 300): (() => Promise<QuickViewProduct>) =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(product), delayMs));

const meta = {
  title: 'Components/QuickView',
  component: QuickViewStory,
  args: { answer: answerWith(CLEATS), stores: { storeId: '1024', sddStoreId: '1024' }, onAdd: fn() },
  argTypes: { answer: { table: { disable: true } }, onAdd: { table: { disable: true } } },
} satisfies Meta<typeof QuickViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `open.ready`: the Red cleats in stock every way; choosing Grey changes the rows; Add to cart hands the sku over. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: CLEATS.name });
    const inside = within(dialog);
    await userEvent.click(await inside.findByRole('button', { name: 'Grey' }));
    await waitFor(() => expect(inside.getByText('Pick up at your store: not available')).toBeTruthy());
    await userEvent.click(inside.getByRole('button', { name: TEXT.addToCart }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith({ skuId: 'sku-1037-2', productId: '1037', quantity: 1, unitPrice: 64.99 }));
  },
};

/** `open.ready` with the Black sku: out of stock everywhere, so Add to cart is disabled and says why. */
export const OutOfStock: Story = {
  args: { skuId: 'sku-1037-3' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: CLEATS.name });
    const add = await within(dialog).findByRole('button', { name: TEXT.addToCart });
    await expect(add.getAttribute('aria-disabled')).toBe('true');
    await expect(within(dialog).getByText(TEXT.outOfStock)).toBeTruthy();
  },
};

/** `open.failed`: the call failed (503); the message and Try again. */
export const Failed: Story = {
  args: { answer: () => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 503)) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: TEXT.heading });
    await within(dialog).findByRole('button', { name: TEXT.tryAgain });
    await expect(within(dialog).getByRole('alert').textContent).toContain(TEXT.failed);
  },
};

/** `open.failed` for a product that no longer exists (404): its message, no Try again. */
export const Unavailable: Story = {
  args: { answer: () => Promise.reject(new ApiError('http', '_ERR_PRODUCT_NOT_FOUND', 404)) },
};

/** `open.loading`: the placeholder while the product is on its way. */
export const Loading: Story = {
  args: { answer: () => new Promise<QuickViewProduct>(() => {}) },
};
