import type { storeLocatorMessages } from '../../components/store-locator/store-locator.messages';
import type { TranslationOf } from '../catalogue';

export const storeLocator: TranslationOf<typeof storeLocatorMessages> = {};
