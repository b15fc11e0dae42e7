import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '../../../lib/messages';
import { usePlans } from '../../plans';
import { logOut, type AuthUser, type UserData } from '../../session';
import { CreditView } from './credit-view';
import { DeleteAccount } from './delete-account';
import { PlusBanner } from './plus-banner';
import { ProfileDetails } from './profile-details';
import { SubscriptionRow } from './subscription-row';
import './profile.css';

const ENTRIES = [
  { key: 'profilo', label: 'Profilo' },
  { key: 'credito', label: 'Credito residuo' },
  { key: 'abbonamento', label: 'Gestisci abbonamento' },
] as const;

type Entry = (typeof ENTRIES)[number]['key'];

/** /profilo: the three-entry list and its panels, the plus banner, 'Esci' and account deletion. */
export function ProfileView({ user, data, fromSignup, linkFailed = false }: {
  user: AuthUser;
  data: UserData;
  fromSignup: boolean;
  /** The verification link that led here was used or expired. */
  linkFailed?: boolean;
}) {
  const navigate = useNavigate();
  const plans = usePlans();
  const [entry, setEntry] = useState<Entry>('profilo');

  return (
    <section className="page page--narrow profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Ciao {data.nome}!</h1>
      {fromSignup && !user.emailVerified && (
        <p className="form__success" role="status">
          Ti abbiamo inviato un’email all’indirizzo {data.email}: apri il link che contiene per verificare il tuo account.
        </p>
      )}
      {linkFailed && !user.emailVerified && (
        <p className="form__error" role="alert">
          {AUTH_MESSAGES.invalidToken}
        </p>
      )}
      <nav aria-label="Area personale">
        <ul className="profile__menu">
          {ENTRIES.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={entry === item.key ? 'profile__entry is-current' : 'profile__entry'}
                aria-current={entry === item.key ? 'page' : undefined}
                onClick={() => setEntry(item.key)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile__panel">
        <h2>{ENTRIES.find((item) => item.key === entry)?.label}</h2>
        {entry === 'profilo' && <ProfileDetails data={data} emailVerified={user.emailVerified} />}
        {entry === 'credito' && (plans ? <CreditView data={data} plan={plans[data.type]} /> : <p role="status">Caricamento...</p>)}
        {entry === 'abbonamento' && (plans ? <SubscriptionRow type={data.type} plans={plans} /> : <p role="status">Caricamento...</p>)}
      </div>
      {data.type === 'normal' && plans && <PlusBanner plans={plans} />}
      <div className="profile__footer">
        <button
          type="button"
          className="button button--secondary"
          onClick={async () => {
            await logOut().catch(() => undefined);
            navigate('/', { replace: true });
          }}
        >
          Esci
        </button>
        <DeleteAccount uid={user.id} />
      </div>
    </section>
  );
}
