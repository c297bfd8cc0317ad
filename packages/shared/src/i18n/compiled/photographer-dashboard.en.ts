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
  "shell": {
    "nav": {
      "overview": ["Overview"],
      "portfolio": ["Portfolio"],
      "bookings": ["Bookings"],
      "galleries": ["Galleries"],
      "analytics": ["Analytics"],
      "availability": ["Availability"],
      "packages": ["Packages"],
      "subscriptions": ["Subscriptions"],
      "notifications": ["Notifications"],
      "settings": ["Settings"],
    },
    "navLabel": ["Photographer dashboard"],
    "darkMode": ["Dark mode"],
    "toLightTheme": ["Switch to the light theme"],
    "toDarkTheme": ["Switch to the dark theme"],
  },
  "home": {
    "eyebrow": ["Overview"],
    "welcome": ["Karibu, ",["name"]],
    "titleNoName": ["Your photography business"],
    "intro": ["How clients are finding you, and what happened lately."],
    "loading": ["Loading"],
    "numbersFailure": ["Your numbers could not be loaded."],
    "numbersLabel": ["Your numbers"],
    "stats": {
      "views": {
        "label": ["Profile views"],
        "hint": ["Visitors to your public profile"],
      },
      "bookings": {
        "label": ["Bookings"],
        "hint": ["Booking requests received"],
      },
      "projects": {
        "label": ["Projects completed"],
        "hint": ["Shoots delivered"],
      },
      "images": {
        "label": ["Images uploaded"],
        "hint": ["Photographs in your portfolio"],
      },
    },
    "statusPart": [["count"]," ",["status"]],
    "activitiesTitle": ["Recent Activities"],
    "activitiesLoading": ["Loading recent activities…"],
    "activitiesFailure": ["Recent activities could not be loaded."],
    "activitiesEmpty": ["Uploads, new projects and visits to your profile will show here."],
    "activityTimes": [["count"]," times"],
    "next": {
      "createTitle": ["Create your portfolio"],
      "createBody": ["Clients find you through your portfolio: your speciality, your prices, your best photographs and a short film."],
      "createLabel": ["Create portfolio"],
      "photosTitle": ["Add your photographs"],
      "photosBody": ["Your portfolio has no photographs yet. Profiles with a dozen strong images get far more inquiries."],
      "photosLabel": ["Upload photographs"],
      "liveTitle": ["Your public profile is live"],
      "liveBody": ["See your page the way clients see it, and share the link with the people you work with."],
      "liveLabel": ["View public profile"],
    },
  },
  "analyticsPage": {
    "eyebrow": ["Analytics"],
    "title": ["How clients find you"],
    "intro": ["Visits to your public profile and the inquiries they lead to, day by day (Nairobi time)."],
    "loading": ["Loading your analytics…"],
    "failure": ["Your analytics could not be loaded."],
    "totalsLabel": ["Totals"],
    "profileViews": ["Profile views"],
    "inquiries": ["Inquiries"],
    "bookings": ["Bookings"],
    "images": ["Images"],
    "last30Days": ["last 30 days"],
    "allTime": ["all time"],
    "inPortfolio": ["in your portfolio"],
    "viewsChart": ["Profile views per day"],
    "inquiriesChart": ["Inquiries per day"],
    "viewsColumn": ["views"],
    "inquiriesColumn": ["inquiries"],
    "views": [["count","plural",{"one":["#"," view"],"other":["#"," views"]}]],
    "inquiriesCount": [["count","plural",{"one":["#"," inquiry"],"other":["#"," inquiries"]}]],
  },
  "chart": {
    "perDay": ["in ",["days"]," days · ",["average"]," a day"],
    "described": [["amount"]," over the last ",["days"]," days."],
    "describedPeak": [["amount"]," over the last ",["days"]," days; the busiest day was ",["day"]," with ",["peak"],"."],
    "showTable": ["Show the numbers as a table"],
    "hideTable": ["Hide the numbers"],
    "tableCaption": [["title"],", per day"],
    "day": ["Day"],
  },
  "waited": {
    "minutes": [["count","plural",{"one":["#"," minute"],"other":["#"," minutes"]}]],
    "hours": [["count","plural",{"one":["#"," hour"],"other":["#"," hours"]}]],
    "days": [["count","plural",{"one":["#"," day"],"other":["#"," days"]}]],
  },
} as const satisfies CompiledCatalogue<typeof source>;
