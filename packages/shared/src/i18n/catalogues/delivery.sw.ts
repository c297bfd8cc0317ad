import type { Translation } from '../messages';
import type english from './delivery.en';

/** Kiswahili for ./delivery.en.ts (docs/decisions/0046-languages.md). */
export default {
  sneakPeek: 'Kionjo cha picha {photos} ndani ya saa {hours}',
  weeksInWords:
    '{weeks, plural, =1 {wiki moja} =2 {wiki mbili} =3 {wiki tatu} =4 {wiki nne} =5 {wiki tano} =6 {wiki sita} =7 {wiki saba} =8 {wiki nane} =9 {wiki tisa} =10 {wiki kumi} =11 {wiki kumi na moja} =12 {wiki kumi na mbili} other {wiki #}}',
  galleryStepTitle: 'Gallery ya picha ndani ya {weeks}',
  gallery: 'gallery kamili ya picha zilizohaririwa ndani ya {weeks}',
  films: 'video za harusi ndani ya {weeks}',
  galleryTurnaround: 'Gallery kamili ndani ya wiki {weeks}',
  filmTeaser: 'Kionjo kifupi cha video ndani ya wiki {weeks}',
  withinWeeks: 'Ndani ya {weeks, plural, one {wiki #} other {wiki #}}',
} as const satisfies Translation<typeof english>;
