// The US table of the `zipcodes` package (CommonJS, no types of its own; @types/zipcodes types the package's index).
declare module 'zipcodes/lib/codes.js' {
  import type { ZipCode } from 'zipcodes';

  export const codes: Record<string, ZipCode>;
  export const stateMap: Record<string, string[]>;
  const table: { codes: Record<string, ZipCode>; stateMap: Record<string, string[]> };
  export default table;
}
