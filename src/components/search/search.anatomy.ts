import { scannerParts } from '../scanner/scanner.anatomy';
import { voiceParts } from '../voice/voice.anatomy';

/** Part names of <sg-search>'s own box and panel, exposed as `::part(...)` (documented in the element's JSDoc). */
const boxParts = [
  'form',
  'input',
  'submit',
  'clear',
  'cancel',
  'overlay',
  'panel',
  'listbox',
  'group',
  'group-label',
  'option',
  'option-highlighted',
  'match',
  'remove',
  'clear-recent',
  'message',
  'skeleton',
  'live',
  'quick-view',
  'option-quick-view',
] as const;

/** Every part of <sg-search>: the box and panel, voice search (`voice`) and the scanner (`scanner`). */
export const searchParts = [...boxParts, ...voiceParts, ...scannerParts] as const;
export type SearchPart = (typeof searchParts)[number];
