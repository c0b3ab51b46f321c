import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  clockText,
  deliverySentence,
  monthDayText,
  myStoreButton,
  myStoreButtonWords,
  storeCard,
  wordHoursLine,
  wordLocatorText,
  type StoreWords,
} from '../../src/components/store-locator/store-locator.connect';
import { storeLocatorMessages } from '../../src/components/store-locator/store-locator.messages';
import { errorMessages } from '../../src/core/errors';
import { formatMessage } from '../../src/core/messages';
import { storeLocator } from '../../src/locales/fr-CA/store-locator';
import { messagesFor } from '../../src/state/messages';
import { galleria, houston, makeInfo, makeStore, WED_1559_HOUSTON } from '../helpers/stores';

type Texts = (typeof storeLocatorMessages)['defaults'];

/** The fr-CA texts as the runtime gives them once the translation is there. */
const french: StoreWords = {
  t: (key, values) => formatMessage(storeLocator[`storeLocator.${key}` as keyof typeof storeLocator], values, 'fr-CA'),
  locale: 'fr-CA',
};
const english: StoreWords = { t: messagesFor(storeLocatorMessages, null), locale: 'en-US' };
const errors = messagesFor(errorMessages, null);

describe('store-locator.connect: words in the element\'s locale', () => {
  it('clockText: a 12-hour clock in en-US (as before the catalogue), 24-hour "h" in fr-CA', () => {
    const cases: Array<[number, string, string]> = [
      [1260, '9:00 PM', '21 h 00'],
      [540, '9:00 AM', '9 h 00'],
      [30, '12:30 AM', '0 h 30'],
      [720, '12:00 PM', '12 h 00'],
      [725, '12:05 PM', '12 h 05'],
      [719, '11:59 AM', '11 h 59'],
      [1440, '12:00 AM', '0 h 00'],
    ];
    for (const [minutes, en, fr] of cases) {
      expect(clockText(minutes, 'en-US'), String(minutes)).to.equal(en);
      expect(clockText(minutes, 'fr-CA'), String(minutes)).to.equal(fr);
    }
  });

  it('monthDayText: "Dec 5" in en-US, "5 déc." in fr-CA', () => {
    expect(monthDayText('2026-12-05', 'en-US')).to.equal('Dec 5');
    expect(monthDayText('2027-01-10', 'en-US')).to.equal('Jan 10');
    expect(monthDayText('2026-12-05', 'fr-CA')).to.equal('5 déc.');
  });

  it('wordHoursLine: every line of the my-store details, in both locales', () => {
    const cases: Array<[Parameters<typeof wordHoursLine>[0], string, string]> = [
      [{ key: 'hours', open: 540, close: 1260 }, '9:00 AM - 9:00 PM', '9 h 00 à 21 h 00'],
      [{ key: 'closedToday' }, 'Closed today', 'Fermé aujourd’hui'],
      [{ key: 'closesAt', time: 1260 }, 'Closes at 9:00 PM', 'Ferme à 21 h 00'],
      [{ key: 'opensAt', time: 540 }, 'Opens at 9:00 AM', 'Ouvre à 9 h 00'],
      [{ key: 'opensOn', weekday: 4, time: 540 }, 'Opens Thu 9:00 AM', 'Ouvre jeudi à 9 h 00'],
      [{ key: 'opensOn', weekday: 0, time: 600 }, 'Opens Sun 10:00 AM', 'Ouvre dimanche à 10 h 00'],
      [{ key: 'openingOn', date: '2026-12-05' }, 'Opening Dec 5', 'Ouverture le 5 déc.'],
    ];
    for (const [line, en, fr] of cases) {
      expect(wordHoursLine(line, english), line.key).to.equal(en);
      expect(wordHoursLine(line, french), line.key).to.equal(fr);
    }
  });

  it('the my-store button: its visible start and its name, one sentence', () => {
    const view = { status: 'ready' as const, storeId: '1024', store: galleria };
    const label = myStoreButton(view, WED_1559_HOUSTON, false);
    expect(myStoreButtonWords(label, english)).to.deep.equal({
      prefix: 'My store:',
      visible: 'My store: Houston Galleria',
      name: 'My store: Houston Galleria, Open, 9:00 AM - 9:00 PM',
      store: 'Houston Galleria',
      status: 'Open',
      hours: '9:00 AM - 9:00 PM',
    });
    expect(myStoreButtonWords(label, french)?.name).to.equal('Mon magasin\u00a0: Houston Galleria, Ouvert, 9 h 00 à 21 h 00');
    const soon = myStoreButton({ ...view, store: makeStore({ status: 'COMING_SOON', openingDate: '2026-12-05' }) }, WED_1559_HOUSTON, false);
    expect(myStoreButtonWords(soon, english)?.name).to.equal('My store: Houston Galleria, Coming soon, Opening Dec 5');
    expect(myStoreButtonWords(myStoreButton({ status: 'none', storeId: null, store: null }, WED_1559_HOUSTON, false), english)).to.equal(null);
  });

  it('a store card: distance as a number of the locale, status, hours, next change', () => {
    const store = makeStore({ distance: 3 });
    expect(storeCard(store, houston(18, 21), false, english)).to.deep.include({
      distance: '3.0 mi',
      status: 'Closed',
      hours: '9:00 AM - 9:00 PM',
      next: 'Opens Thu 9:00 AM',
    });
    expect(storeCard(makeStore({ distance: 12.34 }), WED_1559_HOUSTON, false, english).distance).to.equal('12.3 mi');
    expect(storeCard(makeStore({ distance: 3.25 }), houston(18, 21), false, french)).to.deep.include({
      distance: '3,3\u00a0mi',
      status: 'Fermé',
      hours: '9 h 00 à 21 h 00',
      next: 'Ouvre jeudi à 9 h 00',
    });
    expect(storeCard(makeStore({ status: 'TEMPORARILY_CLOSED' }), WED_1559_HOUSTON, false, french)).to.deep.include({
      distance: '',
      status: 'Fermé temporairement',
      hours: 'Fermé aujourd’hui',
      next: '',
    });
  });

  it('the search\'s messages: the locator\'s keys with their values, the error catalogue\'s keys', () => {
    const t = english.t as (key: keyof Texts, values?: Record<string, string | number>) => string;
    expect(wordLocatorText({ key: 'storesNear', values: { count: 1, near: '77056' } }, t, errors)).to.equal('1 store near 77056');
    expect(wordLocatorText({ key: 'storesNear', values: { count: 264, near: '80202' } }, t, errors)).to.equal('264 stores near 80202');
    expect(wordLocatorText({ key: 'noStoresNearYou', values: { radius: 250 } }, t, errors)).to.equal('No stores found within 250 miles of your location');
    expect(wordLocatorText({ error: 'GEO_FAILED' }, t, errors)).to.equal('Geocode failed or no results');
    expect(wordLocatorText({ key: 'storesNear', values: { count: 1, near: '77056' } }, french.t, errors)).to.equal('1 magasin près de 77056');
    expect(wordLocatorText({ key: 'storesNearYou', values: { count: 2 } }, french.t, errors)).to.equal('2 magasins près de votre position');
  });

  it('the delivery sentence', () => {
    const sddStore = { ...galleria, EDDLabel: 'SDD' as const };
    expect(deliverySentence(makeInfo({ sddStore }), english.t)).to.equal('Get it today from Houston Galleria');
    expect(deliverySentence(makeInfo({ sddStore: { ...sddStore, EDDLabel: 'NDD' } }), french.t)).to.equal('Recevez-le demain de Houston Galleria');
    expect(deliverySentence(makeInfo({ sddStore: null, sddZipCode: '77520' }), english.t)).to.equal('Same-day delivery is not available for 77520');
    expect(deliverySentence(null, english.t)).to.equal('');
  });
});
