import type { StoreLocatorMessageKey } from '../../../machines/store-locator';
import { defineMessages } from '../../core/messages';

/**
 * Every text of the store locator, en-US (docs/messages.md: translations in src/locales, page overrides in the
 * configuration's `messages` section): the my-store button, the find-a-store flyout, the store cards and the delivery
 * ZIP. The rules decide which message (machines/store-locator: `StoreLocatorMessageKey`, the store hours' lines, the
 * weekday of `opensOn`); the view words it. Times (`{time}`, `{open}`, `{close}`) and dates (`{date}`) arrive formatted
 * for the element's locale by `Intl.DateTimeFormat` in store time; `{count}` and `{radius}` are numbers, `{distance}` the miles with one decimal in the locale's digits.
 * The geocode errors are the error catalogue's (`error.GEO_*`).
 */
export const storeLocatorMessages = defineMessages('storeLocator', {
  findStore: 'Find a store',
  myStorePrefix: 'My store:',
  myStoreName: 'My store: {store}, {status}, {hours}',
  close: 'Close',
  zipLabel: 'ZIP code',
  search: 'Search',
  searchLabel: 'Store search',
  locate: 'Use my location',
  resultsLabel: 'Stores',
  makeMyStore: 'Make this my store',
  makeMyStoreName: 'Make this my store: {store}',
  showMore: 'Show more stores',
  shownOf: 'Showing {shown} of {total} stores',
  currentStore: 'Your store',
  storePickup: 'Store pickup',
  shipToStore: 'Ship to store',
  deliveryHeading: 'Same-day delivery',
  deliveryLabel: 'Delivery ZIP code',
  deliveryButton: 'Check',
  searching: 'Searching for stores…',
  chunkFailed: "The store finder didn't load. Check your connection and try again.",
  retry: 'Try again',
  storesNear: '{count, plural, one {# store} other {# stores}} near {near}',
  storesNearYou: '{count, plural, one {# store} other {# stores}} near your location',
  noStoresNear: 'No stores found within {radius} miles of {near}',
  noStoresNearYou: 'No stores found within {radius} miles of your location',
  chosen: '{store} is now your store',
  distance: '{distance} mi',
  open: 'Open',
  closed: 'Closed',
  temporarilyClosed: 'Temporarily closed',
  comingSoon: 'Coming soon',
  hours: '{open} - {close}',
  closedToday: 'Closed today',
  closesAt: 'Closes at {time}',
  opensAt: 'Opens at {time}',
  opensOn: 'Opens {day} {time}',
  openingOn: 'Opening {date}',
  day0: 'Sun',
  day1: 'Mon',
  day2: 'Tue',
  day3: 'Wed',
  day4: 'Thu',
  day5: 'Fri',
  day6: 'Sat',
  zipInvalid: 'Enter a valid 5-digit US ZIP code.',
  storesFailed: "We couldn't load stores right now. Please try again.",
  locationDenied: 'Location access is off for this site. Allow it in your browser settings, or search by ZIP code.',
  locationFailed: "We couldn't find your location. Try again, or search by ZIP code.",
  deliveryFailed: "We couldn't check same-day delivery for {zip}. Please try again.",
  deliveryToday: 'Get it today from {store}',
  deliveryTomorrow: 'Get it tomorrow from {store}',
  deliveryUnavailable: 'Same-day delivery is not available for {zip}',
} satisfies Record<StoreLocatorMessageKey, string> & Record<string, string>);
