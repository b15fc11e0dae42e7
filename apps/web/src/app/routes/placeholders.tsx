import { ComingSoon } from '../../components/ui/coming-soon';

// Pages whose content arrives with later work; each already sits in the real frame and route.

export function PlansPage() {
  return <ComingSoon title="Scegli il tuo piano">I piani Gratis e plus sono in arrivo.</ComingSoon>;
}
