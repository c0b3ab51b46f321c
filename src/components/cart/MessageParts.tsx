import type { MessageParts } from './cart-drawer-body.connect';
import * as css from './cart-drawer-body.css';

/** A drawer message's parts (cartTextParts): text, and a call link where the message has one. */
export function Parts({ parts }: { parts: MessageParts }) {
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} className={css.callLink}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
