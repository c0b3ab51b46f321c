export { favoritesMachine } from './favorites.machine';
export * from './favorites.logic';
export type * from './favorites.types';
