import { TermsOfSale } from '../../features/terms';
import { usePageTitle } from '../../lib/page';
import { useSiteInfo } from '../../lib/site-info';

export function TermsPage() {
  usePageTitle('Condizioni generali di vendita');
  const site = useSiteInfo();
  return <TermsOfSale seller={site.seller} />;
}
