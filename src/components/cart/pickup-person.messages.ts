import { defineMessages } from '../../core/messages';

/**
 * The alternate pickup person in <sg-cart-drawer> (issue 26; docs/elements/sg-cart-drawer.md), loaded with its chunk
 * when the switch is on and the cart has store pickup or ship-to-store lines. `{name}` is the person's first and last
 * name, `{max}` the longest name (50).
 */
export const pickupPersonMessages = defineMessages('pickupPerson', {
  heading: 'Pickup person',
  /** No one else named: the shopper collects the order's store items. */
  self: 'You’ll pick up the store items in this order.',
  other: '{name} will pick up the store items in this order.',
  add: 'Add a pickup person',
  change: 'Change pickup person',
  remove: 'I’ll pick up',
  removing: 'Removing…',
  /** Under the form's heading: what the store asks of the person. */
  hint: 'They’ll need a photo ID that matches this name.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Mobile phone',
  save: 'Save pickup person',
  saving: 'Saving…',
  cancel: 'Cancel',
  firstNameRequired: 'Enter their first name.',
  firstNameLetters: 'A first name can only contain letters.',
  firstNameLength: 'A first name can be at most {max} letters.',
  lastNameRequired: 'Enter their last name.',
  lastNameLetters: 'A last name can only contain letters.',
  lastNameLength: 'A last name can be at most {max} letters.',
  emailRequired: 'Enter their email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  phoneRequired: 'Enter their mobile phone number.',
  phoneInvalid: 'Enter a 10-digit phone number, like (713) 555-0123.',
  loadFailed: 'We couldn’t load the pickup person. Please try again.',
  retry: 'Try again',
  saveFailed: 'We couldn’t save the pickup person. Please try again.',
  removeFailed: 'We couldn’t change the pickup person. Please try again.',
  /** The drawer's live region after a save and after "I’ll pick up". */
  saved: '{name} will pick up the store items',
  removed: 'You’ll pick up the store items',
});
