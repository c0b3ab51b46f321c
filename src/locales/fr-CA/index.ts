import type { Translation } from '../catalogue';
import { errors } from './errors';
import { giftCard } from './gift-card-balance';

/**
 * Canadian French (fr-CA): every message of the catalogue, one file per flow. Loaded as its own chunk the first time
 * an element renders with `lang="fr-CA"` (or `fr`, `fr-FR`: the nearest built-in locale); amounts and numbers follow
 * the locale through `Intl`. Typography of the Office québécois de la langue française: a non-breaking space (U+00A0)
 * before a colon, none before ; ! ?, the typographic apostrophe.
 */
const frCA: Translation = { ...errors, ...giftCard };

export default frCA;
