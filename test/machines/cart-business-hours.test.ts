import { expect } from '@open-wc/testing';
import {
  daysUntil,
  EGIFT_DELIVERY_HOURS,
  readBusinessHours,
  readyBy,
  zonedClock,
  type BusinessHours,
} from '../../machines/cart/business-hours.logic';

/**
 * The drawer's time-of-day rules (spec sections 3 and 9): hours in America/Chicago whatever the browser's zone,
 * central daylight time in June (UTC-5) and standard time in January (UTC-6).
 */
const at = (iso: string) => Date.parse(iso);
const PICKUP: BusinessHours = { start: 9, end: 21, within: 1, pre: 1.5, post: 2 };

describe('business hours: America/Chicago wall clock', () => {
  it('reads the hour in Chicago, with daylight time in June and standard time in January', () => {
    expect(zonedClock(at('2026-06-03T15:30:00Z')).hours).to.equal(10.5);
    expect(zonedClock(at('2026-01-15T15:30:00Z')).hours).to.equal(9.5);
    // Past midnight UTC is still the evening before in Chicago.
    const evening = zonedClock(at('2026-06-04T02:00:00Z'));
    expect(evening.hours).to.equal(21);
    expect(evening.day).to.equal(Date.UTC(2026, 5, 3) / 86_400_000);
    expect(zonedClock(at('2026-06-03T05:00:00Z')).hours).to.equal(0);
  });

  it('promises e-gift e-mails within 2 hours from 8:00 AM to 7:00 PM, else by 10:00 AM today or tomorrow', () => {
    expect(readyBy(at('2026-06-03T13:00:00Z'), EGIFT_DELIVERY_HOURS)).to.deep.equal({ kind: 'within', hours: 2 }); // 8:00 AM
    expect(readyBy(at('2026-06-03T23:59:00Z'), EGIFT_DELIVERY_HOURS)).to.deep.equal({ kind: 'within', hours: 2 }); // 6:59 PM
    expect(readyBy(at('2026-06-04T00:00:00Z'), EGIFT_DELIVERY_HOURS)).to.deep.equal({ kind: 'tomorrow', hour: 10, minute: 0 }); // 7:00 PM
    expect(readyBy(at('2026-06-03T12:59:00Z'), EGIFT_DELIVERY_HOURS)).to.deep.equal({ kind: 'today', hour: 10, minute: 0 }); // 7:59 AM
    // The same instant is 6:59 AM in January: before opening.
    expect(readyBy(at('2026-01-15T12:59:00Z'), EGIFT_DELIVERY_HOURS)).to.deep.equal({ kind: 'today', hour: 10, minute: 0 });
  });

  it('promises a store pickup by the configured hours, fractions as minutes', () => {
    expect(readyBy(at('2026-06-03T13:00:00Z'), PICKUP)).to.deep.equal({ kind: 'today', hour: 10, minute: 30 }); // 8:00 AM
    expect(readyBy(at('2026-06-03T14:00:00Z'), PICKUP)).to.deep.equal({ kind: 'within', hours: 1 }); // 9:00 AM
    expect(readyBy(at('2026-06-04T02:00:00Z'), PICKUP)).to.deep.equal({ kind: 'tomorrow', hour: 11, minute: 0 }); // 9:00 PM
  });
});

describe('business hours: days until an estimate', () => {
  const noon = at('2026-06-03T17:00:00Z');
  it('counts whole days from today in Chicago to the first and last day', () => {
    expect(daysUntil('2026-06-06', '2026-06-08', noon)).to.deep.equal({ min: 3, max: 5 });
    expect(daysUntil('2026-06-04', '2026-06-04', noon)).to.deep.equal({ min: 1, max: 1 });
    expect(daysUntil(null, '2026-06-05T12:00:00.000Z', noon)).to.deep.equal({ min: 2, max: 2 });
    // A date-time counts on the day it falls on in Chicago: 3:00 AM UTC on the 6th is the evening of the 5th there.
    expect(daysUntil('2026-06-06T03:00:00Z', null, noon)).to.deep.equal({ min: 2, max: 2 });
    // 10:00 PM in Chicago is already tomorrow in UTC: the count is Chicago's.
    expect(daysUntil('2026-06-06', null, at('2026-06-04T03:00:00Z'))).to.deep.equal({ min: 3, max: 3 });
  });

  it('counts a past day as 0, and gives null without a real date', () => {
    expect(daysUntil('2026-06-01', '2026-06-05', noon)).to.deep.equal({ min: 0, max: 2 });
    expect(daysUntil(null, null, noon)).to.equal(null);
    expect(daysUntil('2026-02-30', 'soon', noon)).to.equal(null);
  });
});

describe('business hours: the configuration section', () => {
  const section = { businessStartHours: 9, businessEndHours: 21, slaBusinessHours: 1, slaPreBusinessHours: 1.5, slaPostBusinessHours: 2 };
  it('reads all five numbers, and nothing when the section is missing', () => {
    expect(readBusinessHours(section)).to.deep.equal({ hours: PICKUP, problems: [] });
    expect(readBusinessHours(undefined)).to.deep.equal({ hours: null, problems: [] });
  });

  it('refuses a section with a wrong, missing or unknown value, saying which', () => {
    expect(readBusinessHours('9-21').problems).to.deep.equal(['businessHours must be an object']);
    const missing = readBusinessHours({ ...section, slaBusinessHours: undefined, extra: 1 });
    expect(missing.hours).to.equal(null);
    expect(missing.problems).to.deep.equal(['slaBusinessHours must be a number of hours from 0 to 24', 'extra is not a businessHours setting']);
    expect(readBusinessHours({ ...section, note: 'x' })).to.deep.equal({ hours: PICKUP, problems: ['note is not a businessHours setting'] });
    expect(readBusinessHours({ ...section, businessStartHours: 25 }).problems).to.deep.equal(['businessStartHours must be a number of hours from 0 to 24']);
    expect(readBusinessHours({ ...section, businessStartHours: 21 }).problems).to.deep.equal(['businessStartHours must be before businessEndHours']);
    expect(readBusinessHours({ ...section, slaPostBusinessHours: 16 }).problems).to.deep.equal(['the ready time after opening must fall before midnight']);
  });
});
