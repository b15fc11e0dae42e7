import type { Env } from '../../config/env';
import { PRODUCT } from '../../messages';
import { VERSION } from '../../version';
import type { SiteInfo } from './site.schema';

export function describeSite(env: Env): SiteInfo {
  return {
    product: PRODUCT,
    version: VERSION,
    contactEmail: env.CONTACT_EMAIL,
    privacyUrl: env.PRIVACY_URL,
    cookieUrl: env.COOKIE_URL,
    social: { instagram: env.SOCIAL_INSTAGRAM_URL, tiktok: env.SOCIAL_TIKTOK_URL },
    seller: {
      name: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      vat: env.SELLER_VAT,
      email: env.SELLER_EMAIL,
    },
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  };
}
