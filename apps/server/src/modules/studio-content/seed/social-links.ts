import type { StudioContent } from '@studio/shared';

/** The studio's own profiles, linked from the footer of every public page. */
export const socialLinks: StudioContent['socialLinks'] = [
  { network: 'Instagram', url: 'https://www.instagram.com/pichastudio.ke' },
  { network: 'Facebook', url: 'https://www.facebook.com/pichastudio.ke' },
  { network: 'X', url: 'https://x.com/pichastudio_ke' },
  { network: 'TikTok', url: 'https://www.tiktok.com/@pichastudio.ke' },
  { network: 'YouTube', url: 'https://www.youtube.com/@pichastudio' },
];
