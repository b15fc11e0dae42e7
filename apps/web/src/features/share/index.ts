export { ShareButton } from './components/share-button';
