import type { Translation } from '../messages';
import type english from './booking-notices.en';

/** Kiswahili for ./booking-notices.en.ts (docs/decisions/0046-languages.md). */
export default {
  somePhotographer: 'Mpiga picha wako',
  someClient: 'Mteja wako',
  what: '{service}, {day}',
  quote: ' {name} aliandika: “{note}”',
  created: {
    title: 'Ombi jipya la booking kutoka kwa {client}',
    body: '{client} ({contact}) amekutumia ombi la booking kupitia {studio} kwa {what}. Ujumbe wake: “{message}” Likubali au ulikatae kwenye Maombi yako ya booking.',
  },
  accepted: {
    title: '{photographer} amekubali ombi lako la booking',
    body: '{photographer} amekubali ombi lako la booking ({what}).{quote}',
  },
  declined: {
    title: '{photographer} amekataa ombi lako la booking',
    body: '{photographer} amekataa ombi lako la booking ({what}).{quote}',
  },
  completed: {
    title: '{photographer} amethibitisha kuwa booking yako imekamilika',
    body: '{photographer} amethibitisha kuwa booking yako imekamilika ({what}). Asante kwa kuweka booking kupitia {studio}.{quote} {invite} {write} kwenye Ujumbe wako.',
  },
  cancelledByClient: {
    title: '{client} ameghairi booking yake',
    body: '{client} ameghairi booking yake ({what}). Tarehe hiyo iko wazi tena.{quote}',
  },
  cancelledByPhotographer: {
    title: '{photographer} ameghairi booking yako',
    body: '{photographer} ameghairi booking yako ({what}).{quote}',
  },
  expired: {
    toPhotographer: {
      title: 'Muda wa ombi la booking kutoka kwa {client} umekwisha',
      body: 'Muda wa ombi la booking kutoka kwa {client} ({what}) umekwisha kwa sababu halikujibiwa kwa wakati. {client} amearifiwa.',
    },
    toClient: {
      title: 'Muda wa ombi lako la booking kwa {photographer} umekwisha',
      body: '{photographer} hakujibu ombi lako la booking ({what}) kwa wakati, kwa hiyo muda wake umekwisha. Unaweza kutuma ombi kwa mpiga picha mwingine.',
      line: '{photographer} hakujibu ombi lako la booking kwa wakati, kwa hiyo muda wake umekwisha',
    },
  },
  guest: {
    greeting: 'Habari {name},',
    line: '{line} ({what}).',
    wrote: '{name} aliandika:',
    reply: 'Ili kujibu, jibu barua pepe hii au mwandikie {email}.',
    profile: 'Tazama wasifu wa {photographer}',
  },
  calendar: {
    summary: '{service} na {name}',
    description: '{service} na {name}, imepangwa kupitia {studio} ({zone}).',
  },
} as const satisfies Translation<typeof english>;
