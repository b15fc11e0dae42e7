export { useAuth, useUserType } from './hooks/use-user-type';
export {
  forgetSession, logOut, readAuthState, reloadSession, resetSession, updateUserData, type AuthState,
} from './api/session-source';
export {
  acceptTerms, deleteAccount, fetchUserData, postCompleteSignup, refreshLimits, registerUser,
} from './api/account-api';
export * from './api/account-types';
