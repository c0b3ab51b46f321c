import { faults, startReferenceApi } from '../../mocks/browser';

export { faults, giftCards, INVALID_GIFT_CARD } from '../../mocks/browser';

/** Starts the reference API for this test file and clears fault switches after each test. */
export function withReferenceApi(): void {
  before(async () => {
    await startReferenceApi();
  });
  afterEach(() => faults.clear());
}
