// Written by scripts/compile-messages.mjs from ../catalogues/delivery.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/delivery.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "sneakPeek": ["A sneak peek of ",["photos"]," photographs within ",["hours"]," hours"],
  "weeksInWords": [["weeks","plural",{"1":["one week"],"2":["two weeks"],"3":["three weeks"],"4":["four weeks"],"5":["five weeks"],"6":["six weeks"],"7":["seven weeks"],"8":["eight weeks"],"9":["nine weeks"],"10":["ten weeks"],"11":["eleven weeks"],"12":["twelve weeks"],"other":["#"," weeks"]}]],
  "galleryStepTitle": ["A gallery within ",["weeks"]],
  "gallery": ["the full edited gallery within ",["weeks"]],
  "films": ["wedding films within ",["weeks"]],
  "galleryTurnaround": ["Full gallery within ",["weeks"]," weeks"],
  "filmTeaser": ["A short teaser within ",["weeks"]," weeks"],
  "withinWeeks": ["Within ",["weeks","plural",{"one":["#"," week"],"other":["#"," weeks"]}]],
} as const satisfies CompiledCatalogue<typeof source>;
