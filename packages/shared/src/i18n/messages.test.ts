import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { contactMessages, contactTexts } from '../texts/contact';
import { notificationsMessages } from '../texts/notifications';
import { defineArea } from './messages';

describe('the message layer', () => {
  it('keeps the English words of the contact form', () => {
    expect(contactTexts.emailInvalid).toBe('Email is invalid');
    expect(contactTexts.nameTooLong({ max: 100 })).toBe('Name must be at most 100 characters');
    expect(contactTexts.aboutService({ service: 'Wedding Photography' })).toBe(
      'I would like to book Wedding Photography. ',
    );
  });

  it('writes English until a language is loaded, then that language', async () => {
    const area = defineArea<{ hello: string }>(
      'test-area',
      { hello: compileMessage('Hello {name}') },
      { sw: async () => ({ default: { hello: compileMessage('Habari {name}') } }) },
    );
    expect(area.isLoaded('sw')).toBe(false);
    expect(area.in('sw')('hello', { name: 'Amina' })).toBe('Hello Amina');
    await area.load('sw');
    expect(area.in('sw')('hello', { name: 'Amina' })).toBe('Habari Amina');
    expect(area.in('en')('hello', { name: 'Amina' })).toBe('Hello Amina');
  });

  it('loads the contact form in Kiswahili', async () => {
    await contactMessages.load('sw');
    const sw = contactMessages.in('sw');
    expect(sw('emailInvalid')).toBe('Barua pepe si sahihi');
    expect(sw('nameTooLong', { max: 100 })).toBe('Jina lisizidi herufi 100');
  });

  it('chooses plural forms and numbers by each language', async () => {
    const photos = defineArea<{ chosen: string }>(
      'test-plurals',
      { chosen: compileMessage('{count, plural, one {# photo chosen} other {# photos chosen}}') },
      {
        sw: async () => ({
          default: {
            chosen: compileMessage('{count, plural, one {Picha # imechaguliwa} other {Picha # zimechaguliwa}}'),
          },
        }),
      },
    );
    await photos.load('sw');
    expect(photos.in('en')('chosen', { count: 1 })).toBe('1 photo chosen');
    expect(photos.in('en')('chosen', { count: 1200 })).toBe('1,200 photos chosen');
    expect(photos.in('sw')('chosen', { count: 1 })).toBe('Picha 1 imechaguliwa');
    expect(photos.in('sw')('chosen', { count: 40 })).toBe('Picha 40 zimechaguliwa');
  });

  it("counts the bell's unread notifications in both languages, 0 being no count at all", async () => {
    const en = notificationsMessages.texts('en');
    expect([0, 1, 4, 1200].map((unread) => en.bellLabel({ unread }))).toEqual([
      'Notifications',
      'Notifications, 1 unread',
      'Notifications, 4 unread',
      'Notifications, 1,200 unread',
    ]);
    await notificationsMessages.load('sw');
    const sw = notificationsMessages.texts('sw');
    expect([0, 1, 4].map((unread) => sw.bellLabel({ unread }))).toEqual([
      'Arifa',
      'Arifa, 1 hazijasomwa',
      'Arifa, 4 hazijasomwa',
    ]);
  });
});
