import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@versio/server/types';
import { getJson } from './api-client';

export type { SiteInfo };

// Shown while /api/site loads or when it fails, so the footer and the terms never render empty;
// the same values as the server's own defaults (apps/server/src/config/env.ts).
export const DEFAULT_SITE_INFO: SiteInfo = {
  product: 'Versio',
  contactEmail: 'collaborazioni@versio.app',
  privacyUrl: 'https://www.iubenda.com/privacy-policy/versio',
  cookieUrl: 'https://www.iubenda.com/privacy-policy/versio/cookie-policy',
  social: {
    instagram: 'https://www.instagram.com/versio.app/',
    tiktok: 'https://www.tiktok.com/@versio.app',
  },
  seller: {
    name: 'Versio S.r.l.',
    address: "Via dell'Indipendenza 1, 40121 Bologna (BO)",
    vat: 'in fase di attribuzione',
    email: 'amministrazione@versio.app',
  },
  version: '0.1.0',
  // Until the server says otherwise, no Google button.
  googleSignIn: false,
};

export const SITE_INFO_QUERY_KEY = ['site-info'] as const;

export function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return getJson<SiteInfo>('/api/site', signal);
}

/** The site's public facts; never undefined, falls back to DEFAULT_SITE_INFO. */
export function useSiteInfo(): SiteInfo {
  const query = useQuery({
    queryKey: SITE_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
  return query.data ?? DEFAULT_SITE_INFO;
}
