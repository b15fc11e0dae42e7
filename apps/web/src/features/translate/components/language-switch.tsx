import { NavLink } from 'react-router';

/** Spec §2: two tabs, Latino (/) and Greco (/greco); disabled while a request runs. */
export function LanguageSwitch({ disabled = false }: { disabled?: boolean }) {
  if (disabled) {
    return (
      <nav className="home-hero__tabs" aria-label="Lingua">
        <span className="home-hero__tab" aria-disabled="true">Latino</span>
        <span className="home-hero__tab" aria-disabled="true">
          Greco <span className="home-hero__beta">beta</span>
        </span>
      </nav>
    );
  }
  return (
    <nav className="home-hero__tabs" aria-label="Lingua">
      <NavLink to="/" end className="home-hero__tab">
        Latino
      </NavLink>
      <NavLink to="/greco" className="home-hero__tab">
        Greco <span className="home-hero__beta">beta</span>
      </NavLink>
    </nav>
  );
}
