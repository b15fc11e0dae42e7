// User-facing messages quoted verbatim from the product spec (error catalogue), kept in one place.
export const SHARE_MESSAGES = {
  shared: 'Message shared successfully!',
  copied: 'Message copied to clipboard! Now you can paste it on social media.',
  failed: 'Copying failed. Please try again.',
} as const;
