import '../helpers/setup';
import { expect } from '@open-wc/testing';
import type { FormEvent } from 'react';
import type { PickupValues } from '../../machines/cart/pickup-person.logic';
import { pickupAnnouncement, pickupPersonView } from '../../src/components/cart/pickup-person.connect';
import { pickupPersonMessages } from '../../src/components/cart/pickup-person.messages';
import type { PickupPersonView } from '../../src/state/pickup-person';
import { messagesFor } from '../../src/state/messages';

/** The drawer's pickup-person connect functions alone, with the en-US words of an element with no `lang`. */

const t = messagesFor(pickupPersonMessages, null);
const JANE = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '7135550123' };
const state = (extra: Partial<PickupPersonView> = {}): PickupPersonView => ({
  phase: 'showing',
  busy: false,
  person: null,
  errors: {},
  problem: null,
  draft: null,
  ...extra,
});

function spy() {
  const calls: Array<[string, unknown?]> = [];
  return {
    calls,
    actions: {
      retry: () => calls.push(['retry']),
      edit: () => calls.push(['edit']),
      cancel: () => calls.push(['cancel']),
      submit: (values: PickupValues) => calls.push(['submit', values]),
      remove: () => calls.push(['remove']),
    },
  };
}

describe('pickup person connect', () => {
  it('says who picks up, with Add or Change (a disclosure of the form) and "I’ll pick up" only for a named person', () => {
    const { calls, actions } = spy();
    const self = pickupPersonView(state(), 'd', t, actions);
    expect(self.summary).to.deep.equal({ text: 'You’ll pick up the store items in this order.', contact: [] });
    expect(self.buttons!.edit).to.include({ children: 'Add a pickup person', 'aria-expanded': false, 'aria-controls': 'd-pickup-form' });
    expect(self.buttons!.remove).to.equal(null);
    expect(self.form).to.equal(null);

    const other = pickupPersonView(state({ person: JANE }), 'd', t, actions);
    expect(other.summary).to.deep.equal({ text: 'Jane Doe will pick up the store items in this order.', contact: ['jane@example.com', '(713) 555-0123'] });
    expect(other.buttons!.edit.children).to.equal('Change pickup person');
    other.buttons!.remove!.onClick();
    expect(calls).to.deep.equal([['remove']]);
    // While removing: marked busy, a second press does nothing.
    const busy = pickupPersonView(state({ person: JANE, busy: true }), 'd', t, actions);
    expect(busy.buttons!.remove).to.include({ 'aria-disabled': true, children: 'Removing…' });
    busy.buttons!.remove!.onClick();
    expect(calls).to.have.length(1);
    expect(busy.section['aria-busy']).to.equal(true);
  });

  it('the form: labelled fields with autocomplete, the person\'s details or the last draft, errors tied to their field', () => {
    const { actions } = spy();
    const editing = pickupPersonView(state({ phase: 'editing', person: JANE }), 'd', t, actions);
    expect(editing.buttons).to.equal(null);
    const fields = editing.form!.fields;
    expect(fields.map((f) => [f.label.children, f.input.autoComplete, f.input.type, f.input.defaultValue])).to.deep.equal([
      ['First name', 'given-name', 'text', 'Jane'],
      ['Last name', 'family-name', 'text', 'Doe'],
      ['Email', 'email', 'email', 'jane@example.com'],
      ['Mobile phone', 'tel-national', 'tel', '(713) 555-0123'],
    ]);
    expect(fields.every((f) => f.label.htmlFor === f.input.id && f.input['aria-invalid'] === undefined)).to.equal(true);

    const draft = { firstName: 'J4ne', lastName: 'x'.repeat(51), email: 'jane@', phone: '' };
    const refused = pickupPersonView(
      state({
        phase: 'editing',
        draft,
        errors: { firstName: { key: 'firstNameLetters' }, lastName: { key: 'lastNameLength', values: { max: 50 } }, phone: { key: 'phoneRequired' } },
      }),
      'd',
      t,
      actions,
    );
    const [first, last, email, phone] = refused.form!.fields;
    expect(first!.input).to.include({ defaultValue: 'J4ne', 'aria-invalid': 'true', 'aria-describedby': 'd-pickup-firstName-error' });
    expect(first!.error).to.deep.equal({ id: 'd-pickup-firstName-error', text: 'A first name can only contain letters.' });
    expect(last!.error!.text).to.equal('A last name can be at most 50 letters.');
    expect(email!.error).to.equal(null);
    expect(phone!.error!.text).to.equal('Enter their mobile phone number.');
  });

  it('submits what the form holds; a busy save is not sent twice; problems are worded', () => {
    const { calls, actions } = spy();
    const form = document.createElement('form');
    for (const [name, value] of Object.entries({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '713 555 0123' })) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const event = { preventDefault: () => calls.push(['preventDefault']), currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
    pickupPersonView(state({ phase: 'editing' }), 'd', t, actions).form!.props.onSubmit(event);
    expect(calls).to.deep.equal([['preventDefault'], ['submit', { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '713 555 0123' }]]);
    const saving = pickupPersonView(state({ phase: 'editing', busy: true }), 'd', t, actions);
    expect(saving.form!.save).to.include({ 'aria-disabled': true, children: 'Saving…' });
    saving.form!.props.onSubmit(event);
    expect(calls.filter(([name]) => name === 'submit')).to.have.length(1);

    expect(pickupPersonView(state({ phase: 'editing', problem: 'saveFailed' }), 'd', t, actions).alert).to.deep.equal({
      id: 'd-pickup-alert',
      role: 'alert',
      children: 'We couldn’t save the pickup person. Please try again.',
    });
    // No problem: the alert region stays, empty, so the next message is announced.
    expect(pickupPersonView(state(), 'd', t, actions).alert).to.deep.equal({ id: 'd-pickup-alert', role: 'alert', children: '' });
    const failed = pickupPersonView(state({ phase: 'loadFailed', problem: 'loadFailed' }), 'd', t, actions);
    expect(failed.summary).to.equal(null);
    expect(failed.loadFailed!.alert).to.deep.equal({ role: 'alert', children: 'We couldn’t load the pickup person. Please try again.' });
    expect(pickupAnnouncement({ type: 'saved', person: JANE }, t)).to.equal('Jane Doe will pick up the store items');
    expect(pickupAnnouncement({ type: 'removed' }, t)).to.equal('You’ll pick up the store items');
    expect(pickupAnnouncement({ type: 'invalid', field: 'email' }, t)).to.equal(null);
  });
});
