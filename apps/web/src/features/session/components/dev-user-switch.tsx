import { useId } from 'react';
import { isUserType, USER_TYPES, type UserType } from '../../../lib/user-type';
import { areDevToolsEnabled, setDevUserType } from '../api/session-source';
import { useUserType } from '../hooks/use-user-type';
import './dev-user-switch.css';

const LABELS: Record<UserType, string> = {
  anonymous: 'Anonimo',
  normal: 'Normale (gratis)',
  premium: 'Premium (plus)',
  lifetime: 'Lifetime',
};

/** Development-only switch to try the app as each kind of user before accounts exist. */
export function DevUserSwitch() {
  const id = useId();
  const { userType } = useUserType();
  if (!areDevToolsEnabled()) return null;
  return (
    <div className="dev-user-switch">
      <label htmlFor={id}>Utente di prova</label>
      <select
        id={id}
        value={userType}
        onChange={(event) => {
          if (isUserType(event.target.value)) setDevUserType(event.target.value);
        }}
      >
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
