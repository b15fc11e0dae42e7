export * from './core/types';
