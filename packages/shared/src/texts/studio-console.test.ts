import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/current-locale';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { studioBlogInputSchema } from '../schemas/studio-blog';
import { inboxReplyRequestSchema } from '../schemas/studio-mail';
import { studioTexts } from './studio';
import { studioBlogMessages, studioBlogTexts } from './studio-blog';
import { studioContentTexts } from './studio-content';
import { studioMailMessages, studioMailTexts } from './studio-mail';
import { studioSupportTexts } from './studio-support';

/** The studio console's areas on the message layer (docs/decisions/0046-languages.md). */
describe("the studio console's words", () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('keeps the English of the words that were written from values', () => {
    expect(studioTexts.consoleIntro).toBe("Run Picha Studio's site and marketplace.");
    expect(studioTexts.bookings.total({ count: 1 })).toBe('1 booking request');
    expect(studioTexts.bookings.total({ count: 1200 })).toBe('1,200 booking requests');
    expect(studioTexts.demoIntro({ count: 1 })).toMatch(/^1 invented photographer fills the directory/);
    expect(studioTexts.demoIntro({ count: 12 })).toMatch(/^12 invented photographers fill the directory/);
    expect(studioTexts.hideTitle({ name: 'Amina' })).toBe("Hide Amina's listing");
    expect(studioContentTexts.version({ version: 3, at: null })).toBe('Version 3 (launch content)');
    expect(studioContentTexts.version({ version: 3, at: '1 May' })).toBe('Version 3, published 1 May');
    expect([1, 2].map((n) => studioContentTexts.fields.bandImage({ n }))).toEqual([
      'Photograph',
      'Photograph 2 (optional)',
    ]);
    expect(studioContentTexts.draft.summary({ count: 2 })).toBe('2 parts have unpublished drafts');
    expect(studioMailTexts.replySubject({ name: '' })).toBe('Your message to Picha Studio');
    expect(studioMailTexts.replySubject({ name: 'Amina' })).toBe('Your message to Picha Studio, Amina');
    expect(studioMailTexts.sendConfirmBody({ count: 1 })).toMatch(/^It goes to 1 confirmed subscriber, once\./);
    expect(studioMailTexts.subscribersCsvHeader).toEqual(['E-mail', 'State', 'Signed up', 'Confirmed', 'Unsubscribed']);
    expect(studioSupportTexts.messageTooLong({ max: 5000 })).toBe('Write at most 5,000 characters.');
    expect(studioBlogTexts.coverHint).toBe('JPEG, PNG, WebP or AVIF, up to 20 MB.');
  });

  it("answers a Kiswahili reader in Kiswahili, the schemas' messages included", async () => {
    await Promise.all([studioMailMessages.load('sw'), studioBlogMessages.load('sw')]);
    setLocaleSource(() => 'sw');
    expect(studioMailTexts.replySubject({ name: '' })).toBe('Ujumbe wako kwa Picha Studio');
    expect(studioBlogTexts.coverTooLarge).toBe('Picha ya jalada isizidi MB 20.');
    const reply = inboxReplyRequestSchema.safeParse({ text: '' });
    expect(reply.success || reply.error.issues[0]?.message).toBe('Andika jibu lako.');
    const post = studioBlogInputSchema.safeParse({ title: '', author: 'A', status: 'draft' });
    expect(post.success || post.error.issues[0]?.message).toBe('Lipe chapisho kichwa.');
    setLocaleSource(() => DEFAULT_LOCALE);
    const english = inboxReplyRequestSchema.safeParse({ text: '' });
    expect(english.success || english.error.issues[0]?.message).toBe('Write your answer.');
  });
});
