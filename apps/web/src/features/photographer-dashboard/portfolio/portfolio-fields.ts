import {
  formatMoney,
  parsePrice,
  type Photographer,
  photographerDashboardTexts,
  type PortfolioFields,
  portfolioFieldsSchema,
  portfolioTexts,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '@studio/shared';
import { validateWith } from '@/components/form/validate-with';

/** What the form's inputs hold: every field as typed, before validation. */
export interface PortfolioFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  speciality: string;
  price: string;
  location: string;
  experience: string;
  website: string;
  instagram: string;
  availability: string;
}

export type PortfolioFieldName = keyof PortfolioFormValues;
export type PortfolioFormErrors = Partial<Record<PortfolioFieldName | 'video' | 'photos', string>>;

/** The text fields in the order they appear (the video comes last), so focus goes to the first one with an error. */
export const PORTFOLIO_FIELDS: readonly PortfolioFieldName[] = [
  'name',
  'email',
  'phone',
  'website',
  'instagram',
  'speciality',
  'location',
  'price',
  'experience',
  'availability',
  'message',
];

export const emptyPortfolioForm: PortfolioFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  speciality: '',
  price: '',
  location: '',
  experience: '',
  website: '',
  instagram: '',
  availability: '',
};

/** The form filled from a saved portfolio (update mode). */
export function formValuesOf(p: Photographer): PortfolioFormValues {
  return {
    name: p.name,
    email: p.email,
    phone: p.phone,
    message: p.message,
    speciality: p.speciality,
    price: p.price,
    location: p.location,
    experience: p.experience,
    website: p.website,
    instagram: p.instagram ? `@${p.instagram}` : '',
    availability: p.availability ?? '',
  };
}

const VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.webm', '.mov'];

/**
 * docs/rules/photographers-and-portfolios.md#uploads before anything is sent: MP4, WebM or MOV, at most 200 MB. Some systems give no type for a
 * file, so its extension decides then; the server checks the bytes in any case.
 */
export function videoFileProblem(file: File): string | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  const knownType = (VIDEO_MIME_TYPES as readonly string[]).includes(type);
  const typeless = type === '' || type === 'application/octet-stream';
  if (!knownType && !(typeless && VIDEO_EXTENSIONS.some((ext) => name.endsWith(ext)))) return portfolioTexts.videoType;
  if (file.size > VIDEO_MAX_BYTES) return portfolioTexts.videoTooLarge;
  return null;
}

export type PortfolioValidation = { ok: true; fields: PortfolioFields } | { ok: false; errors: PortfolioFormErrors };

/**
 * docs/rules/product.md#validation on submit (docs/rules/history.md#issue-23: only name, speciality and location are required): every field's
 * first message, shown under it; nothing is sent while any error exists. Creating a portfolio
 * takes at least one photograph, so that the profile is published with something to show; the
 * video is always optional.
 */
export function validatePortfolioForm(
  values: PortfolioFormValues,
  { creating, video, photos = 0 }: { creating: boolean; video: File | null; photos?: number },
): PortfolioValidation {
  const { data, errors: byField } = validateWith<string, PortfolioFields>(portfolioFieldsSchema, values);
  const errors: PortfolioFormErrors = Object.fromEntries(
    Object.entries(byField).filter(([key]) => key in emptyPortfolioForm),
  ) as PortfolioFormErrors;
  if (video) {
    const problem = videoFileProblem(video);
    if (problem) errors.video = problem;
  }
  if (creating && photos === 0) errors.photos = portfolioTexts.photoRequired;
  if (data && Object.keys(errors).length === 0) return { ok: true, fields: data };
  return { ok: false, errors };
}

/**
 * The multipart body of a save: the text fields first (so the server checks them before reading a
 * file), then the video if a new one was chosen, then the photographs of a new portfolio.
 */
export function portfolioFormData(fields: PortfolioFields, video: File | null, photos: readonly File[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (video) form.append('video', video, video.name);
  for (const photo of photos) form.append('image', photo, photo.name);
  return form;
}

/**
 * docs/rules/photographers-and-portfolios.md#prices-and-experience, #kenyan-marketplace: what the server understands from the free-text price, in the currency it is written in
 * (shillings unless it says dollars): "from KES 85,000", "from $800"; null when it reads none.
 */
export function understoodPrice(price: string): string | null {
  const money = parsePrice(price);
  return money && photographerDashboardTexts.portfolioPage.form.priceFrom({ money: formatMoney(money) });
}

/** docs/rules/photographers-and-portfolios.md#prices-and-experience: what the server understood from the free-text experience, e.g. "8 years". */
export function understoodExperience(years: number | null): string | null {
  if (years === null || !Number.isFinite(years) || years < 0) return null;
  if (years < 1) return photographerDashboardTexts.portfolioPage.form.lessThanAYear;
  return photographerDashboardTexts.portfolioPage.form.years({ count: Math.round(years) });
}
