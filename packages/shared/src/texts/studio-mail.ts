import type source from '../i18n/catalogues/studio-mail.en';
import english from '../i18n/compiled/studio-mail.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/studio-mail.en.ts says what each is for. */
export const studioMailMessages = defineArea<typeof source>('studio-mail', english, {
  sw: () => import('../i18n/compiled/studio-mail.sw'),
});

const texts = studioMailMessages.current;

/**
 * The studio console's inbox and newsletter (docs/rules/history.md#issue-14) in the current language
 * (docs/decisions/0046-languages.md), read at each use: with the reply's subject leaving out an empty
 * name and the CSV export's header row as a list.
 */
export const studioMailTexts: Omit<typeof texts, 'replySubject'> & {
  readonly replySubject: (values: { name: string }) => string;
  readonly subscribersCsvHeader: readonly string[];
} = Object.create(texts, {
  replySubject: {
    value: ({ name }: { name: string }) => (name ? texts.replySubject({ name }) : texts.replySubjectNoName),
    enumerable: true,
  },
  subscribersCsvHeader: {
    get: () => {
      const csv = texts.subscribersCsv;
      return [csv.email, csv.state, csv.signedUp, csv.confirmed, csv.unsubscribed];
    },
    enumerable: true,
  },
});
