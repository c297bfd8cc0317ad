import { z } from 'zod/mini';
import { contentText } from './home';

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1500;
export const FAQS_MAX = 30;

/** docs/rules/product.md#entities FAQ item: question, answer. */
export const faqItemSchema = z.object({
  question: contentText().check(z.maxLength(FAQ_QUESTION_MAX, `Keep the question to ${FAQ_QUESTION_MAX} characters.`)),
  answer: contentText().check(z.maxLength(FAQ_ANSWER_MAX, `Keep the answer to ${FAQ_ANSWER_MAX} characters.`)),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
