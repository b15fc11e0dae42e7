export { TranslateHome } from './components/translate-home';
export { LanguageSwitch } from './components/language-switch';
