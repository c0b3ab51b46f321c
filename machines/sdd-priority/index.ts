export * from './sdd.logic';
