// Written by scripts/compile-messages.mjs from ../catalogues/photographer-dashboard.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/photographer-dashboard.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "manageBusiness": ["manage your Photography business"],
  "overview": {
    "noActivities": ["No recent activities found."],
    "activityLabels": {
      "Created project": ["Created portfolio"],
    },
  },
  "analytics": {
    "conversionTitle": ["Inquiry to accepted"],
    "conversionSub": ["last 30 days"],
    "conversionNone": ["No inquiries in the last 30 days"],
    "conversionOf": [["accepted"]," of ",["inquiries","plural",{"one":["#"," inquiry"],"other":["#"," inquiries"]}]," accepted"],
    "statusesTitle": ["Bookings by state"],
  },
  "profilePicture": {
    "missing": ["No profile picture found."],
    "failure": ["Failed to load profile image."],
  },
  "subscribers": {
    "failure": ["Failed to load your subscribers."],
    "empty": ["No one has saved your portfolio yet."],
    "onlyPhotographers": ["Only photographers have subscribers."],
  },
  "checklist": {
    "title": ["Make your profile stronger"],
    "intro": ["Your profile is live. Clients choose photographers whose profiles tell them more:"],
    "progress": [["done"]," of ",["total"]," done"],
    "complete": ["Your profile has everything clients look for. Keep your photographs fresh."],
    "doneLabel": ["Done"],
    "items": {
      "bio": {
        "label": ["Introduce yourself"],
        "hint": ["A few lines about you and your work, in Message."],
      },
      "photos": {
        "label": ["Show at least ",["count","plural",{"one":["#"," photograph"],"other":["#"," photographs"]}]],
        "hint": ["Your best work, in the order you like."],
      },
      "packages": {
        "label": ["Offer a package"],
        "hint": ["What a client gets, and its price in KES."],
      },
      "price": {
        "label": ["Say what you charge"],
        "hint": ["A starting price clients can search by."],
      },
      "instagram": {
        "label": ["Link your Instagram"],
        "hint": ["Clients like to see what you post."],
      },
      "video": {
        "label": ["Add a short film"],
        "hint": ["A minute of your work brings a profile to life."],
      },
      "website": {
        "label": ["Link your website"],
        "hint": ["If you have one."],
      },
      "picture": {
        "label": ["Add a profile picture"],
        "hint": ["A face builds trust before the first message."],
      },
    },
  },
} as const satisfies CompiledCatalogue<typeof source>;
