import type { giftCardMessages } from '../components/gift-card-balance/gift-card-balance.messages';
import type { errorMessages } from '../core/errors';
import type { MessageIdOf } from '../core/messages';

/**
 * The one catalogue (docs/messages.md): every message id of every flow, from the bundles the flows define next to
 * their views (`defineMessages` in each anatomy, the error catalogue in src/core/errors.ts). Types only: no element
 * loads another flow's texts. A bundle added here makes every translation miss its ids until they are written (a
 * type error), and the generated table in docs/messages.md lists it (`npm run docs`).
 */
export type MessageId = MessageIdOf<typeof giftCardMessages> | MessageIdOf<typeof errorMessages>;

/** A complete translation: a text for every message id. */
export type Translation = Readonly<Record<MessageId, string>>;

/** One flow's part of a translation (`src/locales/<tag>/<flow>.ts`): a text for each of its bundle's ids. */
export type TranslationOf<B> = Readonly<Record<MessageIdOf<B>, string>>;
