/** Part names of <sg-search>, exposed as `::part(...)` (documented in the README). */
export const searchParts = [
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
] as const;
export type SearchPart = (typeof searchParts)[number];
