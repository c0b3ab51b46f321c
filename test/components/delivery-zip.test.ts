import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { deliveryZipFieldProps, deliveryZipView, type DeliveryZipPhase } from '../../src/components/header/delivery-zip.connect';
import { storedSddZip } from '../../src/components/header/delivery-zip';
import { headerMessages } from '../../src/components/header/header.messages';
import { storeLocatorMessages } from '../../src/components/store-locator/store-locator.messages';
import type { SddOutcome } from '../../src/state/sdd';
import { messagesFor } from '../../src/state/messages';
import { galleria, makeInfo } from '../helpers/stores';

const words = { t: messagesFor(headerMessages, null), locator: messagesFor(storeLocatorMessages, null) };
const today = makeInfo({ sddStore: { ...galleria, EDDLabel: 'SDD' } });
const done = (outcome: SddOutcome): DeliveryZipPhase => ({ name: 'done', zip: '75201', outcome });

describe('delivery-zip.connect: what the header\'s delivery ZIP form shows', () => {
  it('idle: the page\'s sentence, or nothing without a ZIP; no message, not busy', () => {
    expect(deliveryZipView({ name: 'idle' }, today, words)).to.deep.equal({
      fieldError: null,
      status: 'Get it today from Houston Galleria',
      alert: null,
      busy: false,
    });
    expect(deliveryZipView({ name: 'idle' }, null, words).status).to.equal('');
    const none = makeInfo({ sddStoreId: '', sddStore: null });
    expect(deliveryZipView({ name: 'idle' }, none, words).status).to.equal('Same-day delivery is not available for 77056');
  });

  it('an invalid ZIP (refused on the field, or by the rules): the field\'s message, the sentence kept', () => {
    for (const phase of [{ name: 'invalid' } as const, done('invalid')]) {
      const view = deliveryZipView(phase, today, words);
      expect(view.fieldError).to.equal('Enter a valid 5-digit US ZIP code.');
      expect([view.status, view.alert, view.busy]).to.deep.equal(['Get it today from Houston Galleria', null, false]);
      expect(deliveryZipFieldProps(view, 'e1')).to.deep.equal({ 'aria-invalid': true, 'aria-describedby': 'e1' });
    }
    expect(deliveryZipFieldProps(deliveryZipView({ name: 'idle' }, today, words), 'e1')).to.deep.equal({ 'aria-invalid': false });
  });

  it('checking: busy, and the live region empty, so that the answer is announced even when it is the same sentence', () => {
    expect(deliveryZipView({ name: 'checking', zip: '75201' }, today, words)).to.deep.equal({
      fieldError: null,
      status: '',
      alert: null,
      busy: true,
    });
  });

  it('updated or unchanged: the sentence of the info then; failed and refused: an alert, the sentence of what holds', () => {
    for (const outcome of ['updated', 'unchanged'] as const) {
      expect(deliveryZipView(done(outcome), today, words)).to.deep.equal({
        fieldError: null,
        status: 'Get it today from Houston Galleria',
        alert: null,
        busy: false,
      });
    }
    expect(deliveryZipView(done('failed'), today, words).alert).to.equal("We couldn't check same-day delivery for 75201. Please try again.");
    expect(deliveryZipView(done('refused'), today, words).alert).to.equal(
      '75201 was not saved: the delivery ZIP already set takes priority.',
    );
    expect(deliveryZipView(done('failed'), today, words).status).to.equal('Get it today from Houston Galleria');
  });
});

describe('storedSddZip: the header\'s first-render read of sg_sdd_info', () => {
  afterEach(() => localStorage.removeItem('sg_sdd_info'));

  it('gives the stored ZIP (5 digits), or null; it never removes the value (the SDD state\'s check does)', () => {
    expect(storedSddZip()).to.equal(null);
    localStorage.setItem('sg_sdd_info', JSON.stringify(today));
    expect(storedSddZip()).to.equal('77056');
    for (const raw of ['{not json', 'null', '5', '[]', '{"sddZipCode":"7705"}', '{"sddZipCode":77056}', '{"sddZipCode":""}']) {
      localStorage.setItem('sg_sdd_info', raw);
      expect(storedSddZip(), raw).to.equal(null);
      expect(localStorage.getItem('sg_sdd_info'), raw).to.equal(raw);
    }
  });

  it('reads disabled storage as no ZIP, without throwing', () => {
    const { getItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw new DOMException('disabled', 'SecurityError');
    };
    try {
      expect(storedSddZip()).to.equal(null);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
