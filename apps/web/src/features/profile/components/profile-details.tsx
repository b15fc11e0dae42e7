import { describeSchool, describeYear } from '../../auth';
import type { UserData } from '../../session';
import { EmailVerification } from './email-verification';

/** The 'Profilo' entry: name, school, year and e-mail with its verification state. */
export function ProfileDetails({ data, emailVerified }: { data: UserData; emailVerified: boolean }) {
  return (
    <dl className="profile__details">
      <div>
        <dt>Nome</dt>
        <dd>{data.nome}</dd>
      </div>
      <div>
        <dt>Scuola</dt>
        <dd>{describeSchool(data.scuola)}</dd>
      </div>
      <div>
        <dt>Anno</dt>
        <dd>{describeYear(data.anno)}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <span className="profile__email">{data.email}</span>
          <EmailVerification email={data.email} verified={emailVerified} />
        </dd>
      </div>
    </dl>
  );
}
