/** Business constants and limits of SPEC 9 and DECISIONS. */
export const STUDIO_NAME = 'Picha Studio';

export const HEADER_FIXED_THRESHOLD_PX = 10;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export const HERO_INTERVAL_MS = 5000;
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const TEAM_INTERVAL_MS = 9000;
export const FAQ_DEBOUNCE_MS = 300;
export const FAQ_TRANSITION_MS = 300;

export const COUNTER_TARGET = 300;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEP_MS = 100;

export const PARTNER_LOGO_COUNT = 10;
export const FAQ_COUNT = 5;
export const TESTIMONIAL_COUNT = 3;
export const HERO_SLIDE_COUNT = 3;
export const TEAM_MEMBER_COUNT = 4;
export const GALLERY_TILE_COUNT = 27;
export const GALLERY_COLUMNS = 3;

export const APP_LOADER_MS = 5000;
export const KEEP_ALIVE_INTERVAL_MS = 30_000;
export const PROFILE_POLL_MS = 1000;
export const BLOG_POLL_MS = 5000;
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_MIN_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const RECENT_BLOGS_LIMIT = 3;
export const BLOG_META_DESCRIPTION_MAX = 150;
export const CARD_IMAGE_COUNT = 3;

export const SEARCH_CATEGORIES = ['Portfolio', 'Services', 'Blogs', 'Contact', 'Testimonials'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number] | 'Popular';

/** D7: the spec's six plus the studio's own market. */
export const LOCATIONS = [
  'San Francisco',
  'Los Angeles',
  'New York',
  'Seattle',
  'Miami',
  'Denver',
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
] as const;

export const STYLES = ['Wedding', 'Portrait', 'Event', 'Commercial', 'Fashion', 'Nature Photography'] as const;

export const PRICE_RANGES = [
  { value: '300-1000', label: '$300-1000', min: 300, max: 1000 },
  { value: '500-1500', label: '$500-1500', min: 500, max: 1500 },
  { value: '800-2500', label: '$800-2500', min: 800, max: 2500 },
  { value: '1000-3000', label: '$1000-3000', min: 1000, max: 3000 },
  { value: '1500-5000', label: '$1500-5000', min: 1500, max: 5000 },
  { value: '2000-4000', label: '$2000-4000', min: 2000, max: 4000 },
] as const;

export const SORT_OPTIONS = [
  { value: '', label: 'Default' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'reviews', label: 'Most Reviews' },
  { value: 'experience', label: 'Most Experience' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
] as const;

/** localStorage keys (SPEC 3). The token is never stored by the web app (D8). */
export const STORAGE_KEYS = {
  user: 'user',
  darkMode: 'darkMode',
  cookiePreferences: 'cookiePreferences',
} as const;
