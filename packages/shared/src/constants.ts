/** Business constants and limits of docs/rules/product.md#constants and docs/rules/README.md. */
export const STUDIO_NAME = 'Picha Studio';

export const HEADER_FIXED_THRESHOLD_PX = 10;
export const PASSWORD_MIN = 6;
/** docs/rules/accounts-and-auth.md#passwords as amended 2026-11-27: up to 128 characters (a password manager's passphrase); docs/rules/product.md's 20 no longer. */
export const PASSWORD_MAX = 128;

export const HERO_INTERVAL_MS = 5000;
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const TEAM_INTERVAL_MS = 9000;
export const FAQ_DEBOUNCE_MS = 300;
export const FAQ_TRANSITION_MS = 300;

// The services counter counts to the number of its claim ("300+", docs/rules/product.md#states and #constants): the claims are content (docs/rules/history.md#issue-23).
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
/**
 * How long one request of a public profile's page may wait for the profile to change (`Prefer:
 * wait`, ADR 0035): the server reads it every PROFILE_POLL_MS meanwhile. Under the 60 s a proxy
 * usually allows an answer.
 */
export const PROFILE_WAIT_MAX_SECONDS = 25;
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

/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the marketplace is Kenyan. Its towns, and "Anywhere in Kenya" for photographers who travel
 * (the place given to listings whose old, non-Kenyan location migration 0015 could not keep).
 */
export const ANYWHERE_IN_KENYA = 'Anywhere in Kenya';
export const LOCATIONS = [
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
  'Naivasha',
  'Diani',
  'Nanyuki',
  ANYWHERE_IN_KENYA,
] as const;

export const STYLES = ['Wedding', 'Portrait', 'Event', 'Commercial', 'Fashion', 'Nature Photography'] as const;

/** The directory's orders, as the address names them; their names are in the catalogues (`sortName`). */
export const SORT_OPTIONS = ['', 'rating', 'reviews', 'experience', 'price-low', 'price-high'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** localStorage keys (docs/rules/product.md#entities). The token is never stored by the web app (docs/rules/accounts-and-auth.md#tokens-and-cookies). */
export const STORAGE_KEYS = {
  user: 'user',
  darkMode: 'darkMode',
  cookiePreferences: 'cookiePreferences',
} as const;

/** The marketplace (docs/rules/photographers-and-portfolios.md, docs/rules/photographers-and-portfolios.md#dashboard-navigation). */
export const SEARCH_PAGE_SIZE_DEFAULT = 12;
export const SEARCH_PAGE_SIZE_MAX = 48;
export const SEARCH_TEXT_MAX = 100;
/** How many featured photographers the search returns beside the page (the 'Featured Photographers' group). */
export const FEATURED_GROUP_MAX = 6;
export const FAVOURITES_MAX = 500;
/** How many subscribers GET /api/photographers/subscribers lists (the newest); `total` counts them all. */
export const SUBSCRIBERS_LIST_MAX = 100;

/** The services an inquiry can be about: the styles photographers list (docs/rules/product.md#constants), plus a general one. */
export const INQUIRY_SERVICES = [...STYLES, 'Other'] as const;
export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_REPLY_MAX = 2000;

/** Photographers' portfolios (docs/rules/accounts-and-auth.md#roles, docs/rules/photographers-and-portfolios.md#prices-and-experience, #overview-and-analytics, #uploads). */
/** docs/rules/photographers-and-portfolios.md#uploads: upload limits. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGES_MAX_PER_PORTFOLIO = 30;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** docs/rules/product.md#entities activity actions with their own icons; others get a default icon. */
export const KNOWN_ACTIVITIES = [
  'Profile viewed',
  'Uploaded image',
  'Joined platform',
  'Created project',
  /** docs/rules/history.md#issue-13: a client reviewed a completed booking. */
  'New review',
] as const;

/**
 * A booking's states (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): pending -> accepted | declined | expired | cancelled;
 * accepted -> completed | cancelled. docs/rules/product.md#entities shows them "as received"; these are ours.
 */
export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** docs/rules/history.md#issue-12: a pending request expires when unanswered this long (BOOKING_EXPIRY_HOURS overrides). */
export const BOOKING_EXPIRY_HOURS_DEFAULT = 72;
/** docs/rules/history.md#issue-12: a message in a booking's conversation. */
export const BOOKING_MESSAGE_MAX = 5000;
export const BOOKING_MESSAGE_IMAGES_MAX = 4;
/** docs/rules/history.md#issue-12: the other side is e-mailed about new messages at most once per this many minutes per thread. */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 15;
/** docs/rules/history.md#issue-12: public availability answers at most this many days at once. */
export const AVAILABILITY_RANGE_MAX_DAYS = 366;
/** docs/rules/history.md#issue-12: packages. */
export const PACKAGES_MAX_PER_PORTFOLIO = 20;
export const PACKAGE_TITLE_MAX = 80;
export const PACKAGE_DESCRIPTION_MAX = 1000;
export const PACKAGE_DELIVERABLES_MAX = 300;
export const PACKAGE_PRICE_MAX = 100_000_000;
export const PACKAGE_DURATION_UNITS = ['hours', 'days'] as const;
/**
 * The marketplace's time zone (UTC+3 all year): its days, dates in e-mails and pages, the jobs'
 * schedules, and a photographer's working week until they choose another
 * (docs/rules/photographers-and-portfolios.md#overview-and-analytics counts days in Nairobi).
 */
export const MARKET_TIME_ZONE = 'Africa/Nairobi';
/**
 * docs/rules/history.md#issue-12: the working week of a photographer who has not set one (no availability_settings
 * row): every day, 09:00-18:00 in MARKET_TIME_ZONE. Every day rather than a shorter week, as the
 * tables' foundation says ("no row: every day free"): weddings and events fall on weekends, and a
 * photographer who never opened the page must not lose days on their profile without knowing.
 */
export const DEFAULT_WEEKLY_HOURS: readonly { weekday: number; start: string; end: string }[] = [
  0, 1, 2, 3, 4, 5, 6,
].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
/** docs/rules/history.md#issue-12: a day can be blocked at most this many days ahead (about two years). */
export const BLOCKED_DATE_MAX_DAYS_AHEAD = 730;
/** docs/rules/history.md#issue-12: how far ahead the public profile looks for free days, and how many it lists. */
export const NEXT_FREE_DAYS_WINDOW = 60;
export const NEXT_FREE_DAYS_SHOWN = 6;
/**
 * docs/rules/history.md#issue-12: what a notification is about; each kind has its own e-mail preference (in-app
 * notifications are always on).
 */
export const NOTIFICATION_KINDS = [
  'inquiry',
  'answer',
  'message',
  'expired',
  'cancelled',
  'completed',
  'review',
  'studio',
  'payment',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** docs/rules/history.md#issue-13 (docs/rules/reviews.md#who-may-review): reviews of completed bookings. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_IMAGES_MAX = 3;
/** Its author may edit a review this many days after writing it; then it is fixed. */
export const REVIEW_EDIT_DAYS = 14;
/** A photographer features at most this many reviews on the public profile. */
export const REVIEW_FEATURED_MAX = 6;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REPORT_REASON_MAX = 1000;
/** The profile's and the dashboard's pages of reviews. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['newest', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/**
 * ADR 0020, 'Highest Rated': a Bayesian average that counts every photographer as if they also had
 * RATING_PRIOR_WEIGHT reviews of RATING_PRIOR_MEAN stars, so a few reviews move it a little and
 * many move it a lot. The migration's generated column uses the same two numbers.
 */
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_PRIOR_MEAN = 4;

/**
 * docs/rules/history.md#issue-12, leads: a photographer's pipeline. 'new' is pending with no message from the
 * photographer yet, 'conversation' pending with one; 'lost' gathers declined, expired, cancelled.
 */
export const LEAD_STAGES = ['new', 'conversation', 'accepted', 'completed', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
/** A lead's last message is cut to about this many characters. */
export const LEAD_SNIPPET_MAX = 140;
/** The leads' text search (client name, e-mail, messages). */
export const LEAD_SEARCH_MAX = 100;

/** International phone numbers (docs/rules/photographers-and-portfolios.md#locations-and-phones), e.g. +254 712 345 678: 7 to 15 digits, spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,20}[0-9]$/;
/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace: a photographer's phone is Kenyan: +254 (or 0) then a 7, 1 or 2 and eight more digits
 * (mobile 07xx/01xx, landline 020), spaces and dashes allowed: +254 712 345 678, 0712 345678.
 */
export const KENYAN_PHONE_PATTERN = /^(?:\+254|254|0)[\s-]?[127](?:[\s-]?[0-9]){8}$/;
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;

/** The longest entry of a PATCH .../images list; ids and the URLs of `images` are far shorter. */
export const IMAGE_ENTRY_MAX_LENGTH = 2048;

/** Accounts (docs/rules/accounts-and-auth.md). */
/** docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: password-reset codes. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_PER_HOUR = 3;
/** docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: failed sign-ins allowed per e-mail address in the window. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;
/** Display names: short enough for the top bar. */
export const USERNAME_MIN = 2;
/** The display name (docs/rules/history.md#issue-23): what greetings, threads, reviews and e-mails call the person. */
export const USERNAME_MAX = 60;
/** Profile pictures: the largest upload accepted, before it is resized. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

export const USER_ROLES = ['client', 'photographer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles a user may choose for themselves after sign-up (admin is given, never chosen). */
export const CHOOSABLE_ROLES = ['client', 'photographer'] as const;

/** E-mail addresses. */
/** A pragmatic "looks like an address" check shared by every e-mail field. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
