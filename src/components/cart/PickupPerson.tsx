import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { loadPickupPerson, onPickupPersonNotice, pickupPersonActions, pickupPersonState } from '../../state/pickup-person';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { useLatest } from '../shared/use-latest';
import { useWords } from '../shared/use-messages';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import * as body from './cart-drawer-body.css';
import { pickupAnnouncement, pickupPersonView } from './pickup-person.connect';
import { pickupPersonMessages } from './pickup-person.messages';
import * as css from './pickup-person.css';

export interface PickupPersonProps {
  idBase: string;
  /** The order shown: its pickup person is loaded (again when the order changes). */
  orderId: string;
  host?: SgHost;
  configId?: string;
  announce(text: string): void;
}

/**
 * The alternate pickup person (issue 26, section 2; spec section 6), a lazy chunk the drawer's body loads when the
 * switch is on (the configuration's `alternatePickup`, or `altPickup` in the `cncFeatures` cookie) and the cart has
 * store pickup or ship-to-store lines: who collects them, and a form to name someone else. Focus moves to the form's
 * first field when it opens, to an invalid field on a refused save, and back to Add/Change when it closes.
 */
export function PickupPerson(props: PickupPersonProps) {
  useSignals();
  const t = useWords(props.host, props.configId)(pickupPersonMessages);
  const state = pickupPersonState.value;
  const view = pickupPersonView(state, props.idBase, t, pickupPersonActions);
  const root = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const latest = useLatest({ announce: props.announce, t });

  useEffect(() => loadPickupPerson(props.orderId), [props.orderId]);

  // Subscribed before the browser paints the section (a passive effect may run after a fast first click).
  useLayoutEffect(
    () =>
      onPickupPersonNotice((notice) => {
        if (notice.type === 'invalid') {
          root.current?.querySelector<HTMLInputElement>(`[name="${notice.field}"]`)?.focus();
          return;
        }
        const text = pickupAnnouncement(notice, latest.current.t);
        if (text) latest.current.announce(text);
      }),
    [latest],
  );

  // The form opened: its first field; it closed (saved, cancelled): the button that opens it again.
  const previous = useRef(state.phase);
  useLayoutEffect(() => {
    const was = previous.current;
    previous.current = state.phase;
    if (was === state.phase) return;
    if (state.phase === 'editing') root.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (was === 'editing' && state.phase === 'showing') editButton.current?.focus();
  }, [state.phase]);
  // "I'll pick up" is gone once it worked: focus to Add, which took its place.
  const hadPerson = useRef(state.person !== null);
  useLayoutEffect(() => {
    const had = hadPerson.current;
    hadPerson.current = state.person !== null;
    if (had && state.person === null && state.phase === 'showing') editButton.current?.focus();
  }, [state.person, state.phase]);

  return (
    <section ref={root} part={'pickup-person' satisfies CartDrawerPart} className={css.section} aria-labelledby={view.ids.heading} {...view.section}>
      <h3 id={view.ids.heading} className={body.sectionTitle}>
        {view.heading}
      </h3>
      {view.loadFailed ? (
        <>
          <p className={css.error} {...view.loadFailed.alert} />
          <button className={base.textButton} {...view.loadFailed.retry} />
        </>
      ) : null}
      {view.summary ? (
        <>
          <p className={css.text}>{view.summary.text}</p>
          {view.summary.contact.length ? (
            <ul className={css.contact}>
              {view.summary.contact.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {view.buttons ? (
        <div className={css.actions}>
          <button ref={editButton} part={'pickup-person-edit' satisfies CartDrawerPart} className={base.secondaryButton} {...view.buttons.edit} />
          {view.buttons.remove ? <button part={'pickup-person-remove' satisfies CartDrawerPart} className={base.textButton} {...view.buttons.remove} /> : null}
        </div>
      ) : null}
      {view.form ? (
        <form part={'pickup-person-form' satisfies CartDrawerPart} className={css.form} {...view.form.props}>
          <p id={view.form.hint.id} className={css.hint}>
            {view.form.hint.text}
          </p>
          {view.form.fields.map(({ field, label, input, error }) => (
            <div key={field} className={css.field}>
              <label className={css.label} {...label} />
              <input className={base.input} {...input} />
              {error ? (
                <p id={error.id} className={css.error}>
                  {error.text}
                </p>
              ) : null}
            </div>
          ))}
          <div className={css.formActions}>
            <button part={'pickup-person-save' satisfies CartDrawerPart} className={base.button} {...view.form.save} />
            <button className={base.textButton} {...view.form.cancel} />
          </div>
        </form>
      ) : null}
      <p className={css.error} {...view.alert} />
    </section>
  );
}
