import { newsletterTexts, portfolioTexts, VIDEO_MAX_BYTES } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyPortfolioForm,
  type PortfolioFormValues,
  portfolioFormData,
  understoodExperience,
  understoodPrice,
  validatePortfolioForm,
  videoFileProblem,
} from './portfolio-form';

const valid: PortfolioFormValues = {
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '+254 712 345 678',
  message: 'Weddings and portraits in natural light, from Karen to the coast.',
  speciality: 'Wedding',
  price: 'From $800 per wedding',
  location: 'Nairobi',
  experience: '8 years',
  website: 'https://wanjiru.example.com',
  availability: 'Weekends',
};

const video = (name = 'reel.mp4', type = 'video/mp4', size = 1024) => {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('validatePortfolioForm', () => {
  it('gives every required-field message of SPEC 5 for an empty form in create mode', () => {
    const result = validatePortfolioForm(emptyPortfolioForm, { creating: true, video: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      message: 'Message is required.',
      video: 'Video is required.',
      speciality: 'Speciality is required.',
      price: 'Price is required.',
      location: 'Location is required.',
      experience: 'Experience is required.',
      website: 'Website is required.',
    });
  });

  it('treats blank space as empty', () => {
    const result = validatePortfolioForm({ ...valid, name: '   ', message: '\n\t' }, { creating: false, video: null });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({ name: portfolioTexts.required.name, message: 'Message is required.' });
  });

  it('requires the video only when creating', () => {
    expect(validatePortfolioForm(valid, { creating: true, video: null })).toEqual({
      ok: false,
      errors: { video: portfolioTexts.required.video },
    });
    const update = validatePortfolioForm(valid, { creating: false, video: null });
    expect(update.ok).toBe(true);
  });

  it('accepts a complete form with a video, trimmed', () => {
    const result = validatePortfolioForm({ ...valid, name: '  Wanjiru Kamau ' }, { creating: true, video: video() });
    expect(result).toEqual({ ok: true, fields: { ...valid, name: 'Wanjiru Kamau' } });
  });

  it('checks the shape of e-mail, phone and website, and the lists of specialities and locations', () => {
    const result = validatePortfolioForm(
      {
        ...valid,
        email: 'wanjiru@',
        phone: 'call me',
        website: 'wanjiru dot com',
        speciality: 'Drone',
        location: 'Paris',
      },
      { creating: false, video: null },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: newsletterTexts.invalidEmail,
        phone: portfolioTexts.phoneKenyan,
        website: portfolioTexts.websiteInvalid,
        speciality: portfolioTexts.specialityInvalid,
        location: portfolioTexts.locationInvalid,
      },
    });
  });

  it('refuses a video that is not MP4, WebM or MOV, or is too large', () => {
    expect(validatePortfolioForm(valid, { creating: true, video: video('reel.mkv', 'video/x-matroska') })).toEqual({
      ok: false,
      errors: { video: portfolioTexts.videoType },
    });
    expect(
      validatePortfolioForm(valid, { creating: false, video: video('big.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1) }),
    ).toEqual({ ok: false, errors: { video: portfolioTexts.videoTooLarge } });
  });
});

describe('videoFileProblem', () => {
  it('accepts the three formats, and a typeless file by its extension', () => {
    expect(videoFileProblem(video('a.mp4', 'video/mp4'))).toBeNull();
    expect(videoFileProblem(video('a.webm', 'video/webm'))).toBeNull();
    expect(videoFileProblem(video('a.mov', 'video/quicktime'))).toBeNull();
    expect(videoFileProblem(video('a.MOV', ''))).toBeNull();
    expect(videoFileProblem(video('notes.txt', ''))).toBe(portfolioTexts.videoType);
    expect(videoFileProblem(video('photo.jpg', 'image/jpeg'))).toBe(portfolioTexts.videoType);
  });
});

describe('portfolioFormData', () => {
  it('sends the text fields, and the video only when one was chosen', () => {
    const without = portfolioFormData(valid, null);
    expect(Object.fromEntries(without.entries())).toEqual(valid);
    expect(without.has('video')).toBe(false);
    const withVideo = portfolioFormData(valid, video('reel.mp4'));
    expect((withVideo.get('video') as File).name).toBe('reel.mp4');
  });

  it('leaves out an absent availability', () => {
    const { availability: _, ...rest } = valid;
    expect(portfolioFormData(rest, null).has('availability')).toBe(false);
  });
});

describe('what the server understands (D15, D30)', () => {
  it('reads the starting price in the currency it is written in, shillings by default', () => {
    expect(understoodPrice('From KES 85,000 per wedding')).toBe('from KES 85,000');
    expect(understoodPrice('Ksh 120k')).toBe('from KES 120,000');
    expect(understoodPrice('45000')).toBe('from KES 45,000');
    expect(understoodPrice('$800 for the day')).toBe('from $800');
    expect(understoodPrice('From USD 1,250.40')).toBe('from $1,250');
    expect(understoodPrice('Ask me')).toBeNull();
    expect(understoodPrice('')).toBeNull();
  });
  it('reads the experience as "8 years"', () => {
    expect(understoodExperience(8)).toBe('8 years');
    expect(understoodExperience(1)).toBe('1 year');
    expect(understoodExperience(0.5)).toBe('less than a year');
    expect(understoodExperience(null)).toBeNull();
  });
});
