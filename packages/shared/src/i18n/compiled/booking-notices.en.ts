// Written by scripts/compile-messages.mjs from ../catalogues/booking-notices.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/booking-notices.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "somePhotographer": ["Your photographer"],
  "someClient": ["Your client"],
  "what": [["service"],", ",["day"]],
  "quote": [" ",["name"]," wrote: “",["note"],"”"],
  "created": {
    "title": ["New booking request from ",["client"]],
    "body": [["client"]," (",["contact"],") sent you a booking request through ",["studio"]," for ",["what"],". Their message: “",["message"],"” Accept or decline it from your Booking requests."],
  },
  "accepted": {
    "title": [["photographer"]," accepted your booking request"],
    "body": [["photographer"]," accepted your booking request (",["what"],").",["quote"]],
  },
  "declined": {
    "title": [["photographer"]," declined your booking request"],
    "body": [["photographer"]," declined your booking request (",["what"],").",["quote"]],
  },
  "completed": {
    "title": [["photographer"]," marked your booking as completed"],
    "body": [["photographer"]," marked your booking as completed (",["what"],"). Thank you for booking through ",["studio"],".",["quote"]," ",["invite"]," ",["write"]," from your Messages."],
  },
  "cancelledByClient": {
    "title": [["client"]," cancelled their booking"],
    "body": [["client"]," cancelled their booking (",["what"],"). The date is free again.",["quote"]],
  },
  "cancelledByPhotographer": {
    "title": [["photographer"]," cancelled your booking"],
    "body": [["photographer"]," cancelled your booking (",["what"],").",["quote"]],
  },
  "expired": {
    "toPhotographer": {
      "title": ["The booking request from ",["client"]," expired"],
      "body": ["The booking request from ",["client"]," (",["what"],") expired because it was not answered in time. ",["client"]," has been told."],
    },
    "toClient": {
      "title": ["Your booking request to ",["photographer"]," expired"],
      "body": [["photographer"]," did not answer your booking request (",["what"],") in time, so it expired. You can send a request to another photographer."],
      "line": [["photographer"]," did not answer your booking request in time, so it expired"],
    },
  },
  "guest": {
    "greeting": ["Hello ",["name"],","],
    "line": [["line"]," (",["what"],")."],
    "wrote": [["name"]," wrote:"],
    "reply": ["To answer, reply to this e-mail or write to ",["email"],"."],
    "profile": ["View ",["photographer"],"'s profile"],
  },
  "calendar": {
    "summary": [["service"]," with ",["name"]],
    "description": [["service"]," with ",["name"],", booked through ",["studio"]," (",["zone"],")."],
  },
} as const satisfies CompiledCatalogue<typeof source>;
