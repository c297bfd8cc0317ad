/**
 * docs/rules/history.md#issue-23: the studio's delivery promises for a wedding, one set of facts (`DELIVERY` in
 * ../../texts/delivery.ts fills in every number). The home page's process step, the FAQ, the wedding service
 * page and the terms quote these phrases, so that no page says "three weeks" while another says four.
 */
export default {
  /** `photos`: DELIVERY.sneakPeekPhotos; `hours`: DELIVERY.sneakPeekHours. */
  sneakPeek: 'A sneak peek of {photos} photographs within {hours} hours',
  /** A number of weeks in words, as the house style writes small numbers in running text ("four weeks"). */
  weeksInWords:
    '{weeks, plural, =1 {one week} =2 {two weeks} =3 {three weeks} =4 {four weeks} =5 {five weeks} =6 {six weeks} =7 {seven weeks} =8 {eight weeks} =9 {nine weeks} =10 {ten weeks} =11 {eleven weeks} =12 {twelve weeks} other {# weeks}}',
  /** The home page's process step; `weeks`: DELIVERY.galleryWeeks in words (`weeksInWords`). */
  galleryStepTitle: 'A gallery within {weeks}',
  /** Running text; `weeks`: DELIVERY.galleryWeeks in words (`weeksInWords`). */
  gallery: 'the full edited gallery within {weeks}',
  /** Running text; `weeks`: DELIVERY.filmWeeks in words (`weeksInWords`). */
  films: 'wedding films within {weeks}',
  /** The wedding service's turnaround; `weeks`: DELIVERY.galleryWeeks. */
  galleryTurnaround: 'Full gallery within {weeks} weeks',
  /** `weeks`: DELIVERY.filmTeaserWeeks. */
  filmTeaser: 'A short teaser within {weeks} weeks',
  /** The terms' table of delivery times. */
  withinWeeks: 'Within {weeks, plural, one {# week} other {# weeks}}',
} as const;
