export * from './core/types';
export { loadLatinLexicon, createLatinLexicon } from './latin/lexicon/index';
