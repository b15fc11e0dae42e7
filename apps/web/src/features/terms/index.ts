export { TermsOfSale } from './components/terms-of-sale';
export { TERMS } from './data/terms-constants';
export { buildTermsSections } from './data/terms-sections';
