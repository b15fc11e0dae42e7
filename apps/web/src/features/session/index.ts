export { useUserType } from './hooks/use-user-type';
export { DevUserSwitch } from './components/dev-user-switch';
export { DEV_USER_TYPE_KEY, DEV_USER_NAME_KEY, DEV_TOOLS_KEY } from './api/session-source';
