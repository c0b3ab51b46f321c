import '../helpers/setup';
import { expect } from '@open-wc/testing';
import {
  addDays,
  chooseSddStore,
  decideUpdate,
  hoursOn,
  isOpenToday,
  isOpenTomorrow,
  isSddInfo,
  isStale,
  knownCoordinates,
  needsCityLookup,
  newSddInfo,
  noPostalCodeInfo,
  offersShipToStore,
  parseCutoff,
  parseDateOnly,
  parseHoursRange,
  parsePriority,
  parseStoreHours,
  parseTtlMinutes,
  parseUtcOffset,
  parseZip,
  readZipUpdate,
  roundMiles,
  storeDetails,
  storeTime,
  truncateCoordinate,
  weekdayOf,
  ZIP_INVALID,
} from '../../machines/store-locator';
import { storeLocatorMessages } from '../../src/components/store-locator/store-locator.messages';
import type { LocationPriority } from '../../src/core/stores.types';
import { galleria, houston, makeInfo, makeStore, memorialCity, WED_1559_HOUSTON, WED_1600_HOUSTON } from '../helpers/stores';

const MINUTE = 60_000;

describe('sdd.logic: ZIP and coordinates', () => {
  it('parseZip: five digits, or ZIP+4 with or without the dash, trimmed; the first five digits are used', () => {
    for (const text of ['77056', ' 77056 ', '77056-1234', '770561234', '\t77056-1234\n']) expect(parseZip(text), text).to.equal('77056');
  });

  it('parseZip: refuses everything else before any request, with the contract message', () => {
    for (const text of ['1234', 'K1A0B1', '7705', '77056-12', '', '   ', '77056 1234', '7705612345', '77056-', '-77056', '7705a', '７７０５６']) {
      expect(parseZip(text), text).to.equal(null);
    }
    for (const value of [77056, null, undefined, {}]) expect(parseZip(value)).to.equal(null);
    expect(ZIP_INVALID).to.deep.equal({ key: 'zipInvalid' });
    expect(storeLocatorMessages.defaults[ZIP_INVALID.key]).to.equal('Enter a valid 5-digit US ZIP code.');
  });

  it('truncateCoordinate: truncates the decimal digits, never rounds', () => {
    const cases: Array<[number, number]> = [
      [29.7494, 29.74],
      [-96.8079, -96.8],
      [-95.4616, -95.46],
      [32.8, 32.8], // Math.trunc(32.8 * 100) / 100 would be 32.79
      [29.999, 29.99], // rounding would be 30
      [-29.999, -29.99],
      [0.019, 0.01],
      [1e-7, 0],
      [30, 30],
      [-97, -97],
      [1e21, 1e21],
    ];
    for (const [input, output] of cases) expect(truncateCoordinate(input), String(input)).to.equal(output);
    expect(Object.is(truncateCoordinate(-0.004), 0), '-0.004 gives 0, not -0').to.equal(true);
    expect(Object.is(truncateCoordinate(-1e-9), 0)).to.equal(true);
  });

  it('truncateCoordinate: a value that is not a finite number gives NaN', () => {
    for (const value of [NaN, Infinity, -Infinity, '29.7' as unknown as number, undefined as unknown as number]) {
      expect(Number.isNaN(truncateCoordinate(value)), String(value)).to.equal(true);
    }
  });
});

describe('sdd.logic: dates and store time', () => {
  it('parseUtcOffset: -?HH:MM with hours 00-14 and minutes 00-59, every US offset', () => {
    const cases: Array<[string, number]> = [
      ['-10:00', -600],
      ['-09:00', -540],
      ['-08:00', -480],
      ['-07:00', -420],
      ['-06:00', -360],
      ['-05:00', -300],
      ['-04:00', -240],
      ['05:30', 330],
      ['14:00', 840],
      ['-14:00', -840],
      ['-03:30', -210],
      ['00:59', 59],
    ];
    for (const [text, minutes] of cases) expect(parseUtcOffset(text), text).to.equal(minutes);
  });

  it('parseUtcOffset: anything else is 00:00 (never -0)', () => {
    for (const text of ['abc', '+05:00', '-6', '', '15:00', '-15:00', '-06:60', '6:00', '-06:00 ', ' -06:00', '-0600', '--06:00', null, undefined, -360]) {
      expect(parseUtcOffset(text), String(text)).to.equal(0);
    }
    expect(Object.is(parseUtcOffset('-00:00'), 0)).to.equal(true);
  });

  it('parseDateOnly: 11 characters or fewer are that day at 12:00 UTC; longer are timestamps as is', () => {
    expect(parseDateOnly('2026-11-26')).to.equal(Date.UTC(2026, 10, 26, 12));
    expect(parseDateOnly('2026-1-5')).to.equal(Date.UTC(2026, 0, 5, 12));
    expect(parseDateOnly('2026-11-26 ')).to.equal(Date.UTC(2026, 10, 26, 12));
    expect(parseDateOnly('2026-11-26T06:00:00Z')).to.equal(Date.UTC(2026, 10, 26, 6));
    expect(parseDateOnly('2026-11-26T06:00:00-06:00')).to.equal(Date.UTC(2026, 10, 26, 12));
    for (const text of ['', 'abc', '2026-02-30', '2026-13-01', '26-11-2026', 'not a timestamp at all']) expect(parseDateOnly(text), text).to.equal(null);
  });

  it('addDays and weekdayOf work on calendar dates', () => {
    expect(addDays('2026-11-18', 1)).to.equal('2026-11-19');
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01');
    expect(addDays('2026-03-01', -1)).to.equal('2026-02-28');
    expect([weekdayOf('2026-11-18'), weekdayOf('2026-11-22'), weekdayOf('2026-11-26')]).to.deep.equal([3, 0, 4]);
  });

  it('storeTime: now (UTC) + the store offset, with the store date where it differs from the UTC date', () => {
    expect(storeTime(galleria, WED_1559_HOUSTON)).to.deep.equal({ date: '2026-11-18', weekday: 3, minutes: 15 * 60 + 59 });
    // 03:00 UTC on Thursday is still Wednesday 17:00 in Honolulu and 21:00 in Houston.
    const thu0300 = Date.UTC(2026, 10, 19, 3);
    expect(storeTime(makeStore({ timeZoneUtcOffset: '-10:00' }), thu0300)).to.deep.equal({ date: '2026-11-18', weekday: 3, minutes: 17 * 60 });
    expect(storeTime(galleria, thu0300)).to.deep.equal({ date: '2026-11-18', weekday: 3, minutes: 21 * 60 });
    expect(storeTime(makeStore({ timeZoneUtcOffset: 'abc' }), thu0300)).to.deep.equal({ date: '2026-11-19', weekday: 4, minutes: 180 });
    expect(storeTime(makeStore({ timeZoneUtcOffset: '-04:00' }), WED_1559_HOUSTON).minutes).to.equal(17 * 60 + 59);
    expect(storeTime(galleria, WED_1559_HOUSTON + 59_999).minutes, '15:59:59.999').to.be.within(959.999, 959.99999);
  });
});

describe('sdd.logic: store hours', () => {
  it('parseStoreHours: DAY HH:MM-HH:MM or DAY CLOSED, Sunday first; missing or unreadable days are closed', () => {
    const week = parseStoreHours('SUN 10:00-19:00;MON CLOSED;TUE 9-17;WED 10:00-09:00;THU 09:00-09:00; fri 08:30-24:00 ;XYZ 09:00-10:00');
    expect(week).to.deep.equal([{ open: 600, close: 1140 }, null, null, null, null, { open: 510, close: 1440 }, null]);
    expect(parseStoreHours('MON 09:00-10:00;MON 11:00-12:00')[1]).to.deep.equal({ open: 660, close: 720 });
    expect(parseStoreHours(undefined)).to.deep.equal([null, null, null, null, null, null, null]);
    expect(parseStoreHours('')).to.have.length(7);
  });

  it('parseHoursRange: closing after opening, 24:00 may close, nothing overnight', () => {
    expect(parseHoursRange('09:00-21:00')).to.deep.equal({ open: 540, close: 1260 });
    expect(parseHoursRange('00:00-24:00')).to.deep.equal({ open: 0, close: 1440 });
    for (const text of ['CLOSED', '22:00-02:00', '24:00-24:00', '09:00-24:30', '09:60-10:00', '09:00', '09:00-10:00-11:00', 'x', null]) {
      expect(parseHoursRange(text), String(text)).to.equal(null);
    }
  });

  it('hoursOn: the weekly entry of the date, replaced by a special entry for that store-local date', () => {
    const store = makeStore({
      specialHours: [
        { date: '2026-11-26', hours: 'CLOSED' },
        { date: '2026-11-27', hours: '06:00-23:00' },
        { date: '2026-11-28', hours: 'all day' },
        { date: 'soon', hours: '01:00-02:00' },
        // A timestamp: its store-local date (00:30 UTC on the 30th is the 29th in Houston).
        { date: '2026-11-30T00:30:00Z', hours: '12:00-13:00' },
      ],
    });
    expect(hoursOn(store, '2026-11-25')).to.deep.equal({ open: 540, close: 1260 });
    expect(hoursOn(store, '2026-11-26')).to.equal(null);
    expect(hoursOn(store, '2026-11-27')).to.deep.equal({ open: 360, close: 1380 });
    expect(hoursOn(store, '2026-11-28'), 'unreadable special hours close the day').to.equal(null);
    expect(hoursOn(store, '2026-11-29')).to.deep.equal({ open: 720, close: 780 });
    expect(hoursOn(store, '2026-11-30')).to.deep.equal({ open: 540, close: 1260 });
    expect(hoursOn(store, '2026-11-22'), 'Sunday').to.deep.equal({ open: 600, close: 1140 });
  });

  it('isOpenToday: status OPEN, hours today, before closing (before opening counts)', () => {
    expect(isOpenToday(galleria, houston(18, 7))).to.equal(true);
    expect(isOpenToday(galleria, houston(18, 20, 59, 59))).to.equal(true);
    expect(isOpenToday(galleria, houston(18, 21))).to.equal(false);
    expect(isOpenToday(galleria, houston(26, 12)), 'Thursday but not on a closed special date').to.equal(true);
    expect(isOpenToday(makeStore({ specialHours: [{ date: '2026-11-26', hours: 'CLOSED' }] }), houston(26, 12))).to.equal(false);
    for (const status of ['CLOSED', 'TEMPORARILY_CLOSED', 'COMING_SOON', 'open', undefined]) {
      expect(isOpenToday(makeStore({ status }), houston(18, 12)), String(status)).to.equal(false);
    }
    expect(isOpenToday(makeStore({ storeHours: 'MON 09:00-21:00' }), houston(18, 12)), 'no Wednesday entry').to.equal(false);
  });

  it('isOpenTomorrow: status OPEN and the store date + 1 has hours, across the day boundary', () => {
    expect(isOpenTomorrow(galleria, houston(18, 23, 59))).to.equal(true);
    expect(isOpenTomorrow(makeStore({ storeHours: 'WED 09:00-21:00' }), houston(18, 12))).to.equal(false);
    expect(isOpenTomorrow(makeStore({ specialHours: [{ date: '2026-11-19', hours: 'CLOSED' }] }), houston(18, 12))).to.equal(false);
    expect(isOpenTomorrow(makeStore({ status: 'TEMPORARILY_CLOSED' }), houston(18, 12))).to.equal(false);
    // Thursday 02:00 UTC: Wednesday 16:00 in Honolulu, so "tomorrow" there is Thursday, closed for it.
    const honolulu = makeStore({ timeZoneUtcOffset: '-10:00', specialHours: [{ date: '2026-11-19', hours: 'CLOSED' }] });
    expect(isOpenTomorrow(honolulu, Date.UTC(2026, 10, 19, 2))).to.equal(false);
    expect(isOpenTomorrow(honolulu, Date.UTC(2026, 10, 19, 11)), 'Thursday 01:00 there: tomorrow is Friday').to.equal(true);
  });
});

describe('sdd.logic: chooseSddStore', () => {
  const answer = [memorialCity, galleria];

  it("the contract's example: 15:59 in Houston -> SDD Houston Galleria, Memorial City (doordashEligible \"0\") skipped", () => {
    const chosen = chooseSddStore(answer, WED_1559_HOUSTON);
    expect(chosen).to.deep.equal({ ...galleria, EDDLabel: 'SDD' });
    expect(chooseSddStore(answer, WED_1600_HOUSTON - 1)?.EDDLabel, '15:59:59.999').to.equal('SDD');
  });

  it('16:00:00 store time counts as after the cutoff -> NDD (open Thursday)', () => {
    expect(chooseSddStore(answer, WED_1600_HOUSTON)).to.deep.equal({ ...galleria, EDDLabel: 'NDD' });
  });

  it('offset "abc" is UTC: 21:59 is after the cutoff -> NDD', () => {
    const utcStore = makeStore({ timeZoneUtcOffset: 'abc' });
    expect(chooseSddStore([memorialCity, utcStore], WED_1559_HOUSTON)?.EDDLabel).to.equal('NDD');
  });

  it('each store at its own time, for offsets -10:00 to -04:00', () => {
    // 21:59 UTC: 11:59 in Honolulu ... 17:59 in Halifax-like -04:00.
    const expected: Record<string, 'SDD' | 'NDD'> = { '-10:00': 'SDD', '-09:00': 'SDD', '-08:00': 'SDD', '-07:00': 'SDD', '-06:00': 'SDD', '-05:00': 'NDD', '-04:00': 'NDD' };
    for (const [offset, label] of Object.entries(expected)) {
      expect(chooseSddStore([makeStore({ timeZoneUtcOffset: offset })], WED_1559_HOUSTON)?.EDDLabel, offset).to.equal(label);
    }
  });

  it('the first qualifying candidate in answer order wins', () => {
    const eastern = makeStore({ gx_id: '7', storeName: 'Eastern', timeZoneUtcOffset: '-05:00' });
    const western = makeStore({ gx_id: '8', storeName: 'Western', timeZoneUtcOffset: '-08:00' });
    // Eastern is at 16:59 (after, open tomorrow: NDD) and comes first: it wins over Western's SDD.
    expect(chooseSddStore([eastern, western], WED_1559_HOUSTON)).to.deep.include({ EDDLabel: 'NDD', id: '7' });
    expect(chooseSddStore([western, eastern], WED_1559_HOUSTON)).to.deep.include({ EDDLabel: 'SDD', id: '8' });
  });

  it('a candidate closed today before the cutoff is passed over for a later one open today', () => {
    const closedToday = makeStore({ gx_id: '5', specialHours: [{ date: '2026-11-18', hours: 'CLOSED' }] });
    expect(chooseSddStore([closedToday, galleria], WED_1559_HOUSTON)).to.deep.include({ EDDLabel: 'SDD', id: '1024' });
  });

  it('else the first candidate open tomorrow is NDD; else none', () => {
    const closedToday = makeStore({ gx_id: '5', specialHours: [{ date: '2026-11-18', hours: 'CLOSED' }] });
    const closedTomorrow = makeStore({ gx_id: '6', timeZoneUtcOffset: '-05:00', specialHours: [{ date: '2026-11-19', hours: 'CLOSED' }] });
    // closedTomorrow is after the cutoff and closed tomorrow; closedToday before the cutoff and closed today.
    expect(chooseSddStore([closedTomorrow, closedToday], WED_1559_HOUSTON)).to.deep.include({ EDDLabel: 'NDD', id: '5' });
    expect(chooseSddStore([closedTomorrow], WED_1559_HOUSTON)).to.equal(null);
    expect(chooseSddStore([makeStore({ status: 'TEMPORARILY_CLOSED' })], WED_1559_HOUSTON)).to.equal(null);
    expect(chooseSddStore([memorialCity], WED_1559_HOUSTON), 'no doordash store').to.equal(null);
    expect(chooseSddStore([makeStore({ doordashEligible: 'true' }), makeStore({ doordashEligible: undefined })], WED_1559_HOUSTON)).to.equal(null);
    expect(chooseSddStore([], WED_1559_HOUSTON)).to.equal(null);
  });

  it('before opening but before the cutoff counts as open today (SDD)', () => {
    expect(chooseSddStore([galleria], houston(18, 7))?.EDDLabel).to.equal('SDD');
  });

  it('takes the configured cutoff; an unreadable one is 16:00', () => {
    expect(chooseSddStore(answer, WED_1559_HOUSTON, '15:00')?.EDDLabel).to.equal('NDD');
    expect(chooseSddStore(answer, WED_1600_HOUSTON, '17:30')?.EDDLabel).to.equal('SDD');
    expect(chooseSddStore(answer, WED_1559_HOUSTON, 'x')?.EDDLabel).to.equal('SDD');
    expect(chooseSddStore(answer, WED_1600_HOUSTON, 'x')?.EDDLabel).to.equal('NDD');
  });

  it('does not change the stores it was given', () => {
    const copy = structuredClone(answer);
    chooseSddStore(answer, WED_1559_HOUSTON);
    expect(answer).to.deep.equal(copy);
  });

  it('parseCutoff: HH:MM 00:00-23:59 in minutes, else 16:00', () => {
    expect([parseCutoff('16:00'), parseCutoff('09:30'), parseCutoff('00:00'), parseCutoff('23:59')]).to.deep.equal([960, 570, 0, 1439]);
    for (const text of ['24:00', '9:30', '16:60', 'abc', '', ' 16:00', undefined, 960]) expect(parseCutoff(text), String(text)).to.equal(960);
  });
});

describe('sdd.logic: my-store details', () => {
  // Times are minutes after store-local midnight (540 = 9:00, 1260 = 21:00); the view words them (store-locator.connect).
  const CLOSED_TODAY = { key: 'closedToday' };

  it('open now: 9:00-21:00 today, open, closes at 21:00', () => {
    expect(storeDetails(galleria, WED_1559_HOUSTON, false)).to.deep.equal({
      isCompleted: true,
      storeName: 'Houston Galleria',
      neighborhood: 'Galleria',
      stsEligible: true,
      storePickup: true,
      todayTiming: { key: 'hours', open: 540, close: 1260 },
      status: 'open',
      futureStatus: { key: 'closesAt', time: 1260 },
    });
    expect(storeDetails(galleria, houston(18, 9), false).status, 'at opening').to.equal('open');
  });

  it('before opening: closed, opens at 9:00; after closing: opens Thursday 9:00', () => {
    expect(storeDetails(galleria, houston(18, 8, 59), false)).to.deep.include({
      status: 'closed',
      futureStatus: { key: 'opensAt', time: 540 },
      todayTiming: { key: 'hours', open: 540, close: 1260 },
    });
    expect(storeDetails(galleria, houston(18, 21), false)).to.deep.include({ status: 'closed', futureStatus: { key: 'opensOn', weekday: 4, time: 540 } });
    expect(storeDetails(galleria, houston(21, 22), false).futureStatus, 'Saturday night: Sunday 10:00').to.deep.equal({ key: 'opensOn', weekday: 0, time: 600 });
    expect(storeDetails(galleria, houston(22, 12), false).todayTiming, 'Sunday').to.deep.equal({ key: 'hours', open: 600, close: 1140 });
  });

  it('closed today: "Closed today" and the next open day, skipping closed ones, within 7 days', () => {
    const holiday = makeStore({ specialHours: [{ date: '2026-11-26', hours: 'CLOSED' }, { date: '2026-11-27', hours: '06:00-23:00' }] });
    expect(storeDetails(holiday, houston(26, 12), false)).to.deep.include({
      todayTiming: CLOSED_TODAY,
      status: 'closed',
      futureStatus: { key: 'opensOn', weekday: 5, time: 360 },
    });
    const weekly = makeStore({ storeHours: 'WED 09:00-12:00' });
    expect(storeDetails(weekly, houston(18, 13), false).futureStatus, 'the same weekday next week').to.deep.equal({ key: 'opensOn', weekday: 3, time: 540 });
    expect(storeDetails(makeStore({ storeHours: '' }), houston(18, 13), false)).to.deep.include({ todayTiming: CLOSED_TODAY, futureStatus: null });
  });

  it('not OPEN: closed today; COMING_SOON: opening on the store-local date of openingDate', () => {
    expect(storeDetails(makeStore({ status: 'COMING_SOON', openingDate: '2026-12-05' }), WED_1559_HOUSTON, false)).to.deep.include({
      todayTiming: CLOSED_TODAY,
      status: 'closed',
      futureStatus: { key: 'openingOn', date: '2026-12-05' },
    });
    expect(storeDetails(makeStore({ status: 'COMING_SOON', openingDate: '2027-01-10T15:00:00Z' }), WED_1559_HOUSTON, false).futureStatus).to.deep.equal({
      key: 'openingOn',
      date: '2027-01-10',
    });
    expect(storeDetails(makeStore({ status: 'COMING_SOON' }), WED_1559_HOUSTON, false).futureStatus).to.equal(null);
    expect(storeDetails(makeStore({ status: 'TEMPORARILY_CLOSED' }), WED_1559_HOUSTON, false)).to.deep.include({
      todayTiming: CLOSED_TODAY,
      status: 'closed',
      futureStatus: null,
    });
  });

  it('neighborhood defaults to ""; ship to store and pickup follow the rules', () => {
    const plain = makeStore({ neighborhood: undefined, stsEligible: false, bopisEligible: false });
    expect(storeDetails(plain, WED_1559_HOUSTON, false)).to.deep.include({ neighborhood: '', stsEligible: false, storePickup: false });
    expect(storeDetails(plain, WED_1559_HOUSTON, true).stsEligible, 'IS_STS_ENABLED=true').to.equal(true);
  });

  it('offersShipToStore: the cookie, or stsEligible with isSTS1 or isSTS2 "1"', () => {
    const cases: Array<[Parameters<typeof makeStore>[0], boolean, boolean]> = [
      [{ stsEligible: true, isSTS1: '1', isSTS2: '0' }, false, true],
      [{ stsEligible: true, isSTS1: '0', isSTS2: '1' }, false, true],
      [{ stsEligible: true, isSTS1: '0', isSTS2: '0' }, false, false],
      [{ stsEligible: true, isSTS1: undefined, isSTS2: undefined }, false, false],
      [{ stsEligible: false, isSTS1: '1' }, false, false],
      [{ stsEligible: undefined, isSTS1: '1' }, false, false],
      [{ stsEligible: false, isSTS1: '0' }, true, true],
    ];
    for (const [properties, cookie, offered] of cases) expect(offersShipToStore(makeStore(properties), cookie), JSON.stringify([properties, cookie])).to.equal(offered);
  });

  it('roundMiles: one decimal, half up on the tenths; not a distance: null', () => {
    const cases: Array<[unknown, number | null]> = [[3.2, 3.2], [3, 3], [0.15, 0.2], [3.25, 3.3], [12.34, 12.3], [0, 0], [-1, null], [NaN, null], ['3.2', null], [undefined, null]];
    for (const [miles, rounded] of cases) expect(roundMiles(miles), String(miles)).to.equal(rounded);
  });
});

describe('sdd.logic: SDD info and priorities', () => {
  it('isSddInfo: the contract types', () => {
    expect(isSddInfo(makeInfo())).to.equal(true);
    expect(isSddInfo(JSON.parse(JSON.stringify(makeInfo())))).to.equal(true);
    expect(isSddInfo(makeInfo({ sddStoreId: '', sddStore: null, latitude: null, longitude: null }))).to.equal(true);
    expect(isSddInfo(makeInfo({ sddZipCode: '', sddStoreId: '', sddStore: null, priority: 2, error: 'Postal code not found' }))).to.equal(true);
    const broken: unknown[] = [
      null,
      'x',
      [],
      42,
      makeInfo({ priority: 0 as LocationPriority }),
      makeInfo({ priority: 6 as LocationPriority }),
      makeInfo({ priority: 2.5 as LocationPriority }),
      { ...makeInfo(), priority: '5' },
      { ...makeInfo(), timestamp: '1795039140000' },
      makeInfo({ timestamp: NaN }),
      { ...makeInfo(), sddCity: undefined },
      { ...makeInfo(), sddState: null },
      { ...makeInfo(), latitude: '29.74' },
      { ...makeInfo(), longitude: undefined },
      { ...makeInfo(), sddStoreId: 1024 },
      makeInfo({ sddZipCode: '' }),
      makeInfo({ sddZipCode: '7705' }),
      { ...makeInfo(), sddStore: { properties: { gx_id: '1024', storeName: 'x' } } },
      { ...makeInfo(), sddStore: { EDDLabel: 'SDD' } },
      { ...makeInfo(), error: 5 },
    ];
    for (const value of broken) expect(isSddInfo(value), JSON.stringify(value)).to.equal(false);
  });

  it('isStale: once ttl minutes have passed since the timestamp', () => {
    const info = makeInfo();
    expect(isStale(info, info.timestamp + 30 * MINUTE - 1, 30)).to.equal(false);
    expect(isStale(info, info.timestamp + 30 * MINUTE, 30)).to.equal(true);
    expect(isStale(info, info.timestamp + 2 * MINUTE, 1)).to.equal(true);
    expect(isStale(info, info.timestamp - 5 * MINUTE, 1)).to.equal(false);
  });

  it('parsePriority: names MANUAL..AKAMAI, numbers and numeric strings 5..1', () => {
    const names: Array<[unknown, LocationPriority]> = [['MANUAL', 5], ['SHIPPING_ZIP_CODE', 4], ['CART_SUMMARY', 3], ['BROWSER_LOCATION', 2], ['AKAMAI', 1], ['manual', 5], [' akamai ', 1], [5, 5], [1, 1], ['3', 3], [' 4 ', 4]];
    for (const [value, priority] of names) expect(parsePriority(value), String(value)).to.equal(priority);
    for (const value of [0, 6, 2.5, '6', '0', '2.5', 'X', '', 'toString', null, undefined, {}]) expect(parsePriority(value), String(value)).to.equal(null);
  });

  it('parseTtlMinutes: an integer 1-10080, else 30', () => {
    expect([parseTtlMinutes(1), parseTtlMinutes(10080), parseTtlMinutes('60'), parseTtlMinutes(45)]).to.deep.equal([1, 10080, 60, 45]);
    for (const value of [0, 10081, -5, 1.5, '1.5', 'abc', '', undefined, null, NaN, Infinity]) expect(parseTtlMinutes(value), String(value)).to.equal(30);
  });

  it('decideUpdate: priority at least the stored one, and a different ZIP, a different given store or a stale info', () => {
    const now = WED_1559_HOUSTON + 10 * MINUTE;
    const stored = makeInfo({ priority: 3 });
    const decide = (update: { zip: string; priority: LocationPriority; storeId?: string }, at = now, info: typeof stored | null = stored) => decideUpdate(info, update, at, 30);
    expect(decide({ zip: '75201', priority: 2 }), 'lower').to.equal('refused');
    expect(decide({ zip: '77056', priority: 1 }, now + 60 * MINUTE), 'lower, even when stale').to.equal('refused');
    expect(decide({ zip: '77056', priority: 3 }), 'same ZIP, fresh').to.equal('unchanged');
    expect(decide({ zip: '77056', priority: 5 }), 'higher priority alone changes nothing').to.equal('unchanged');
    expect(decide({ zip: '75201', priority: 3 })).to.equal('accept');
    expect(decide({ zip: '77056', priority: 4, storeId: '2000' }), 'another store').to.equal('accept');
    expect(decide({ zip: '77056', priority: 3, storeId: '1024' }), 'same store').to.equal('unchanged');
    expect(decide({ zip: '77056', priority: 3, storeId: '' }), 'an empty store id is not given').to.equal('unchanged');
    expect(decide({ zip: '77056', priority: 3 }, WED_1559_HOUSTON + 30 * MINUTE), 'stale').to.equal('accept');
    expect(decide({ zip: '77056', priority: 1 }, now, null), 'nothing stored').to.equal('accept');
  });

  it('needsCityLookup: only SHIPPING_ZIP_CODE (4) and CART_SUMMARY (3)', () => {
    expect(([1, 2, 3, 4, 5] as LocationPriority[]).map(needsCityLookup)).to.deep.equal([false, false, true, true, false]);
  });

  it('readZipUpdate: a valid ZIP and priority, a given store id, coordinates only when both are finite (truncated)', () => {
    expect(readZipUpdate({ zip: ' 77056-1234 ', priority: 'MANUAL', storeId: ' 1024 ', latitude: 29.7494, longitude: -95.4616 })).to.deep.equal({
      zip: '77056',
      priority: 5,
      storeId: '1024',
      latitude: 29.74,
      longitude: -95.46,
    });
    expect(readZipUpdate({ zip: '77056', priority: 4, storeId: '', latitude: 29.7 })).to.deep.equal({ zip: '77056', priority: 4 });
    expect(readZipUpdate({ zip: '77056', priority: 4, latitude: NaN, longitude: 1 })).to.deep.equal({ zip: '77056', priority: 4 });
    expect(readZipUpdate({ zip: '7705', priority: 5 })).to.equal(null);
    expect(readZipUpdate({ zip: '77056', priority: 9 })).to.equal(null);
    expect(readZipUpdate({ zip: '77056' })).to.equal(null);
  });

  it("knownCoordinates: the update's, else the stored info's for the same ZIP, else none", () => {
    const stored = makeInfo();
    expect(knownCoordinates({ zip: '75201', priority: 5, latitude: 32.78, longitude: -96.8 }, stored)).to.deep.equal({ latitude: 32.78, longitude: -96.8 });
    expect(knownCoordinates({ zip: '77056', priority: 5 }, stored)).to.deep.equal({ latitude: 29.74, longitude: -95.46 });
    expect(knownCoordinates({ zip: '75201', priority: 5 }, stored)).to.equal(null);
    expect(knownCoordinates({ zip: '77056', priority: 5 }, makeInfo({ latitude: null }))).to.equal(null);
    expect(knownCoordinates({ zip: '77056', priority: 5 }, null)).to.equal(null);
  });

  it('newSddInfo and noPostalCodeInfo build the stored shape', () => {
    const store = { ...galleria, EDDLabel: 'SDD' as const };
    const info = newSddInfo({ zip: '77056', priority: 5 }, store, { latitude: 29.7494, longitude: -95.4616 }, 123);
    expect(info).to.deep.equal({ sddZipCode: '77056', sddStoreId: '1024', sddStore: store, priority: 5, timestamp: 123, latitude: 29.74, longitude: -95.46, sddCity: '', sddState: '' });
    expect(isSddInfo(info)).to.equal(true);
    expect(newSddInfo({ zip: '77056', priority: 1 }, null, { latitude: 1, longitude: 2 }, 5)).to.deep.include({ sddStoreId: '', sddStore: null });
    const none = noPostalCodeInfo({ latitude: 32.8079, longitude: -96.8 }, 'Postal code not found', 9);
    expect(none).to.deep.equal({ sddZipCode: '', sddStoreId: '', sddStore: null, priority: 2, timestamp: 9, latitude: 32.8, longitude: -96.8, sddCity: '', sddState: '', error: 'Postal code not found' });
    expect(isSddInfo(none)).to.equal(true);
  });
});
