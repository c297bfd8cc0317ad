import type { StudioContent } from '@studio/shared';

/** docs/rules/product.md#screens home: the partner strip's 10 logos (PARTNER_LOGO_COUNT). Fictional Kenyan businesses. */
export const partners: StudioContent['partners'] = [
  { id: 'baobab-floral', name: 'Baobab & Co. Floral Studio', logo: 'logos/partner-baobab-floral' },
  { id: 'jiko-catering', name: 'Jiko Catering Kitchen', logo: 'logos/partner-jiko-catering' },
  { id: 'kilele-events', name: 'Kilele Events', logo: 'logos/partner-kilele-events' },
  { id: 'lenzi-rentals', name: 'Lenzi Camera & Lens Rentals', logo: 'logos/partner-lenzi-rentals' },
  { id: 'mbegu-coffee', name: 'Mbegu Coffee Roasters', logo: 'logos/partner-mbegu-coffee' },
  { id: 'mwanga-lighting', name: 'Mwanga Lighting', logo: 'logos/partner-mwanga-lighting' },
  { id: 'nyota-bridal', name: 'Nyota Bridal Atelier', logo: 'logos/partner-nyota-bridal' },
  { id: 'pwani-resorts', name: 'Pwani Resorts & Retreats', logo: 'logos/partner-pwani-resorts' },
  { id: 'tembo-print-lab', name: 'Tembo Print Lab', logo: 'logos/partner-tembo-print-lab' },
  { id: 'upepo-sports', name: 'Upepo Sports Club', logo: 'logos/partner-upepo-sports' },
];
