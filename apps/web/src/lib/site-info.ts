import { useQuery } from '@tanstack/react-query';
import { getJson } from './api-client';

/** Body of GET /api/site (kept here until the server exports its own type). */
export type SiteInfo = {
  product: string;
  contactEmail: string;
  privacyUrl: string;
  cookieUrl: string;
  social: { instagram: string; tiktok: string };
  seller: { name: string; address: string; vat: string; email: string };
  version: string;
};

// Shown while /api/site loads or when it fails, so the footer and the terms never render empty.
export const DEFAULT_SITE_INFO: SiteInfo = {
  product: 'Versio',
  contactEmail: 'info@versio.it',
  privacyUrl: 'https://www.iubenda.com/privacy-policy/versio',
  cookieUrl: 'https://www.iubenda.com/privacy-policy/versio/cookie-policy',
  social: {
    instagram: 'https://www.instagram.com/versio.app/',
    tiktok: 'https://www.tiktok.com/@versio.app',
  },
  seller: {
    name: 'Versio S.r.l.',
    address: 'Bologna (BO), Italia',
    vat: 'in fase di attribuzione',
    email: 'info@versio.it',
  },
  version: '0.1.0',
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
