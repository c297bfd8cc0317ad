import { z } from 'zod/mini';
import { contentText } from './home';
import { englishFieldsSchema, swText } from './kiswahili';

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1500;
export const FAQS_MAX = 30;

/** docs/rules/product.md#entities FAQ item: question, answer. */
export const faqItemSchema = z.object({
  question: contentText().check(z.maxLength(FAQ_QUESTION_MAX, `Keep the question to ${FAQ_QUESTION_MAX} characters.`)),
  answer: contentText().check(z.maxLength(FAQ_ANSWER_MAX, `Keep the answer to ${FAQ_ANSWER_MAX} characters.`)),
  /** docs/rules/public-pages.md#languages: the question and answer in Kiswahili, each optional (the English shows where one is missing). */
  sw: z.optional(
    z.object({
      question: swText(FAQ_QUESTION_MAX, `Keep the question to ${FAQ_QUESTION_MAX} characters.`),
      answer: swText(FAQ_ANSWER_MAX, `Keep the answer to ${FAQ_ANSWER_MAX} characters.`),
    }),
  ),
  english: englishFieldsSchema,
});
/** The words of a question that have a Kiswahili version. */
export const FAQ_SW_FIELDS = ['question', 'answer'] as const;
export type FaqItem = z.infer<typeof faqItemSchema>;
