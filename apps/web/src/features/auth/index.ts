export { SignupWizard } from './components/signup-wizard';
export { SignupPopup } from './components/signup-popup';
export { TermsPopup } from './components/terms-popup';
export { LoginPanel } from './components/login-panel';
export { useGoogleReturn } from './hooks/use-google-return';
export { sendVerificationEmail } from './api/auth-api';
export { describeSchool, describeYear } from './data/registration-options';
