/**
 * The blog's launch posts. Seeded by slug: a post whose slug is missing is inserted; existing
 * posts (possibly edited by staff) are never overwritten. Paragraphs are separated by blank lines.
 */
export interface BlogSeedPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  /** A media id of the image library. */
  image: string;
  createdAt: string;
  /** Each with its Kiswahili title and body where it has them (docs/rules/public-pages.md#languages). */
  sections: { title: string; content: string; sw?: { title?: string; content?: string } }[];
  /** docs/rules/public-pages.md#languages: the Kiswahili title, excerpt and body, where the post has them (the English shows for the rest). */
  sw?: { title?: string; excerpt?: string; content?: string };
}

export const blogSeedPosts: BlogSeedPost[] = [
  {
    slug: 'corporate-shoot-behind-the-scenes',
    title: 'Behind the Scenes: One Day, Forty Portraits and a Boardroom in Westlands',
    excerpt:
      'How we photographed an entire leadership team, their new office and a product launch in a single working day, without stopping the business for more than five minutes per person.',
    content: `Corporate work rarely makes it onto a photographer's Instagram, but it pays for a great deal of the wedding gear. It is also some of the most satisfying work we do, because the brief is hard: make forty busy people look like themselves at their best, in a glass office with lighting that changes every hour, and hand over pictures the communications team can use the same afternoon.

Last month a Nairobi fintech client moved into a new floor in Westlands and asked us for three things in one day: fresh portraits of the whole team for the website and annual report, wide pictures of the new office for recruitment, and coverage of an evening launch for partners and the press. This is how the day ran, and what we would tell any company planning something similar.`,
    author: 'Amani Wanjiru',
    image: 'photos/city-skyline-sunset-01',
    createdAt: '2026-11-10T07:30:00.000Z',
    sections: [
      {
        title: 'The recce is half the job',
        content: `We visited the office a week before, at the same hour we would shoot. Glass walls on the east side meant hard morning sun until about ten, so we put the portrait set on the west side of the boardroom and booked the office wide shots for the late afternoon, when the light is soft and even.

We left the recce with a shot list, a floor plan marked with power points, and a schedule agreed with the office manager. That schedule is what makes forty portraits in a morning possible: every person had a five-minute slot on the shared calendar and a reminder the day before to bring a jacket in a solid colour.`,
      },
      {
        title: 'A portrait set that travels',
        content: `Our portrait set is two soft boxes, a reflector, a grey paper backdrop and a tethered laptop. Tethering matters: each person sees their pictures on a screen a few seconds after we take them, relaxes, and picks a favourite before they leave. Nobody waits a week to discover they blinked.

Most people are not models and do not enjoy being photographed. We talk, we ask about the weekend, we give one small instruction at a time. The best frame of the day usually comes right after someone laughs at their own stiffness.`,
      },
      {
        title: 'Mixed light in a glass office',
        content: `Offices mix daylight, warm downlights and cool LED panels, and cameras see each one as a different colour. For the wide shots we balanced the room by switching off the harshest panels, adding two lights gelled to match the daylight, and shooting a few frames at different exposures to blend later. The result looks like the office on its best day, not like a catalogue.`,
      },
      {
        title: 'Delivery the same day',
        content: `By four o'clock the communications team had a gallery of selected portraits, lightly retouched, sized for the website and LinkedIn. The full edit, the office set and the launch coverage followed within a week.

Every corporate booking comes with a written usage licence: where the pictures may be used, for how long and by whom. It protects the client as much as us, and it means nobody has to ask again when the annual report goes to print.`,
      },
    ],
  },
  {
    slug: 'coastal-light-lamu-diani',
    title: 'Photographing Coastal Light in Lamu and Diani',
    excerpt:
      'The Kenyan coast is bright, humid and beautiful, and it treats cameras harshly. Here is how we plan shoots around the tides, the heat and an ocean that faces the sunrise.',
    content: `Every year more couples ask us to follow them to the coast: a small wedding on a Diani beach, a family holiday in Watamu, an engagement shoot in the alleys of Lamu Old Town. The light there is unlike Nairobi's. It is stronger, it bounces off white sand and coral walls, and by ten in the morning it flattens everything it touches.

Guest writer Moses Kamau has photographed the coast from Vanga to Kiwayu for ten years. These are the habits he swears by.`,
    author: 'Moses Kamau',
    image: 'photos/tropical-jetty-beach-01',
    createdAt: '2026-10-21T06:00:00.000Z',
    sections: [
      {
        title: 'The ocean faces the sunrise',
        content: `On Kenya's coast the sun rises out of the Indian Ocean and sets inland, behind the palms. Sunrise gives you glowing water and silhouettes against the sky; sunset gives you warm light on faces with the sea behind them. Plan which you want before the day, because close to the equator both last barely half an hour.

Between about ten and four the sun is almost overhead. Work in shade, under makuti roofs, in the deep doorways of Lamu's stone houses, or save the time for details and rest.`,
      },
      {
        title: 'Read the tide table first',
        content: `At Diani and Galu, low tide opens rock pools and wide wet sand that reflects the sky like a mirror; high tide brings the water right up to the beach hotels and takes the space away. We check the tide table before we confirm a time with a couple, and we build the whole timeline around it.`,
      },
      {
        title: 'Lamu: ask first, and dress for the town',
        content: `Lamu Old Town is a World Heritage Site and a living, largely Muslim community. Dress modestly, ask before you photograph anyone, and accept a polite no. Many women prefer not to be photographed at all. Doorways, donkeys, carved wood and the dhows in the channel give you more than enough to work with.

Time your visit with care: during Ramadhan, eating or drinking in the street during the day is unkind, and the Maulidi and cultural festivals fill the town and the guest houses months in advance.`,
      },
      {
        title: 'Salt, sand and humidity',
        content: `Moving from an air-conditioned room into the coastal morning fogs every lens for ten minutes, so take your bag outside early and let it warm up. Change lenses with your back to the wind, never on the beach itself, and wipe salt spray off the front element with a damp microfibre cloth at the end of each day. Silica gel in the camera bag overnight is cheap insurance.`,
      },
    ],
  },
  {
    slug: 'drone-rules-kenya-kcaa',
    title: 'Flying a Drone for Photography in Kenya: Permits, KCAA Rules and Common Sense',
    excerpt:
      'Aerial shots sell weddings, hotels and land. Before you fly one in Kenya, here is what the Kenya Civil Aviation Authority expects, and where you should not fly at all.',
    content: `A drone shot of a wedding venue in the Rift Valley, or of a new apartment block in Kilimani, can do more for a client than a dozen pictures from the ground. That is why we get asked every week whether we fly, and why we are asked just as often by other photographers how to do it legally.

Drones in Kenya are governed by the Civil Aviation (Unmanned Aircraft Systems) Regulations, 2020, administered by the Kenya Civil Aviation Authority (KCAA). This post is our plain-language summary of how they affect photographers. It is not legal advice: the rules and the fees change, and the KCAA's own guidance is the final word.`,
    author: 'Cynthia Njeri',
    image: 'photos/forest-aerial-01',
    createdAt: '2026-09-30T08:00:00.000Z',
    sections: [
      {
        title: 'Registration, licences and the operator certificate',
        content: `The regulations sort drone operations by risk. Flying for money, which includes a paid wedding, a hotel shoot or a property listing, is a commercial operation. In practice that means a drone registered with the KCAA, a remote pilot licence earned through a KCAA-approved training organisation, and an operator certificate for the business that sells the flight.

If you are bringing a drone into the country, start the paperwork well before you travel: customs will hold an unregistered drone at the airport, and getting it released takes longer than any shoot.`,
      },
      {
        title: 'Where you cannot fly',
        content: `Stay well clear of airports and airstrips: Jomo Kenyatta International and Wilson Airport in Nairobi sit under busy airspace, and so do many smaller airstrips near lodges. Government buildings, military sites and prisons are off limits. National parks and reserves need the written permission of the Kenya Wildlife Service or the county that runs them, and drones frighten animals, so the answer is often no.

Never fly over a crowd. At a wedding that means the ceremony happens on the ground, and the drone comes out for the venue, the couple on their own, or the convoy on the road.`,
      },
      {
        title: 'How we fly on a shoot',
        content: `We fly in daylight, within sight of the pilot, below the legal height limit of 400 feet, and with a second person watching the sky and the people. We brief the venue and the couple beforehand, we carry our permits and insurance on the day, and we land immediately if anyone asks us to.

Before every flight we check the weather: wind over the Kinangop or the Ngong Hills can be far stronger at 100 metres than it feels on the ground.`,
      },
      {
        title: 'If you are hiring someone to fly',
        content: `Ask to see the pilot's licence and the operator certificate, and ask whose insurance covers damage on the day. A photographer who shrugs at those questions is taking a risk with your venue, your guests and your event. Every photographer on our marketplace who offers aerial work is asked for the same documents.`,
      },
    ],
  },
  {
    slug: 'editing-tips',
    title: 'Photo Editing Tips: How We Edit for True Skin Tones and Kenyan Light',
    sw: { title: 'Vidokezo vya Kuhariri Picha: Jinsi Tunavyohariri kwa Rangi Halisi ya Ngozi na Mwanga wa Kenya' },
    excerpt:
      'Our editing rules in one place: white balance first, skin before style, local adjustments over presets, and exports sized for where the pictures will really be seen.',
    content: `People often ask which preset we use. The honest answer is that we do not, or not in the way they mean. A preset made in a grey European winter will turn a Nairobi garden wedding orange and a Mombasa beach green, and worst of all it will grey out darker skin.

Editing, for us, is the quiet work of making a picture look the way the day felt. These are the habits that get us there, whichever software you use.`,
    author: 'Brian Otieno',
    image: 'photos/paint-brushes-01',
    createdAt: '2026-09-08T09:00:00.000Z',
    sections: [
      {
        title: 'White balance before anything else',
        content: `Fix the colour of the light before you touch contrast or colour grading. Find something that should be neutral: a white shirt, a grey wall, the white of an eye. Set your balance from it, then warm it up a little if the moment was warm. Every other decision rests on this one.

Shoot in RAW so you can do this properly. A JPEG has already made the decision for you.`,
      },
      {
        title: 'Skin before style',
        content: `Kenyan weddings bring every skin tone into one frame, often under the same tent. Edit for the faces first. Use the orange and red channels of your colour tools for skin, and watch luminance as closely as hue: darker skin needs its richness and its highlights, not a lift that turns it ashy.

Check your work on a calibrated screen and then on a phone, because that is where most people will see it.`,
      },
      {
        title: 'Local adjustments beat global sliders',
        content: `A global clarity or contrast slider changes everything at once, including faces. Instead, brush light onto the couple, darken a distracting bright sky, lift a shadowed face under a tree. Five small, deliberate adjustments look more natural than one heavy-handed filter.

Keep your edits consistent across a gallery. Batch the basic corrections, then go through picture by picture for the details.`,
      },
      {
        title: 'Export for where the picture will live',
        content: `WhatsApp compresses everything it is sent, so we deliver a web set at 2048 pixels on the long edge that survives being forwarded. For Instagram, crop to 4:5 at 1080 by 1350 pixels. For print, export full resolution in sRGB unless your lab asks otherwise, and order a test print before a large album.

Name your files and keep two backups, one of them off-site. An edit that is lost is the most expensive edit of all.`,
      },
    ],
  },
  {
    slug: 'choosing-a-photographer',
    title: 'How to Choose a Photographer in Kenya: Nine Questions Worth Asking',
    excerpt:
      'A beautiful Instagram feed is not a contract. Before you pay a deposit, ask these questions, whether you book our studio or anyone else.',
    sw: {
      title: 'Jinsi ya Kuchagua Mpiga Picha Kenya: Maswali Tisa ya Kuuliza',
      excerpt:
        'Instagram nzuri si mkataba. Kabla ya kulipa amana, uliza maswali haya, iwe unaweka nafasi na studio yetu au na mtu mwingine.',
    },
    content: `Kenya has more talented photographers than ever, and more people with a good camera and a good feed. Telling them apart is hard when you are also planning a wedding, a launch or a family reunion. We built our marketplace partly for this reason: so that clients can compare real portfolios, real prices and real availability in one place.

Whoever you hire, these are the questions we would ask, and the answers we would want to hear.`,
    author: 'Amani Wanjiru',
    image: 'photos/bridge-cables-sky-01',
    createdAt: '2026-08-14T07:00:00.000Z',
    sections: [
      {
        title: 'Can I see a full gallery?',
        content: `Highlights show what a photographer can do on their best day. A full gallery from one event shows what they do all day: the speeches in a dim hall, the group pictures with forty relatives, the rain. Ask for two complete galleries from events like yours.`,
        sw: {
          title: 'Naweza kuona gallery kamili?',
          content: `Picha teule zinaonyesha anachoweza kufanya mpiga picha siku yake bora. Gallery kamili ya tukio moja inaonyesha anachofanya siku nzima: hotuba ndani ya ukumbi wenye mwanga hafifu, picha za kikundi na jamaa arobaini, mvua. Omba gallery mbili kamili za matukio kama lako.`,
        },
      },
      {
        title: 'What exactly is in the contract?',
        content: `Insist on a written agreement: the date, hours, number of photographers, what is delivered and when, the price in shillings, the deposit and the cancellation terms. Pay the deposit by a method that leaves a record, such as M-Pesa to a registered till or paybill, or a bank transfer, and keep the receipt.

Ask what happens if the photographer is ill on the day. A professional has an answer, usually a named colleague of the same standard.`,
        sw: {
          title: 'Mkataba una nini hasa?',
          content: `Sisitiza makubaliano ya maandishi: tarehe, saa, idadi ya wapiga picha, kitakachokabidhiwa na lini, bei kwa shilingi, amana na masharti ya kughairi. Lipa amana kwa njia inayoacha kumbukumbu, kama M-Pesa kwa till au paybill iliyosajiliwa, au kwa benki, na uweke risiti.

Uliza kitakachotokea mpiga picha akiugua siku hiyo. Mtaalamu ana jibu, kwa kawaida jina la mwenzake wa kiwango hicho hicho.`,
        },
      },
      {
        title: 'How do you protect my pictures?',
        content: `Professionals shoot on cameras with two memory cards, carry spare bodies and batteries, and keep at least two copies of your pictures until you have received them, one of them away from the studio. Ask how long they keep your gallery after delivery, and how you can download it again.`,
        sw: {
          title: 'Mnalindaje picha zangu?',
          content: `Wataalamu hupiga picha kwa kamera zenye kadi mbili za kumbukumbu, hubeba kamera na betri za akiba, na huweka angalau nakala mbili za picha zako hadi uzipokee, moja yake nje ya studio. Uliza wanaweka gallery yako kwa muda gani baada ya kukabidhi, na jinsi unavyoweza kuipakua tena.`,
        },
      },
      {
        title: 'What may I do with the pictures?',
        content: `Most photographers keep the copyright and give you a licence to use the pictures. For a family, that licence should cover printing and sharing freely. For a business, the licence should say where the pictures may be used and for how long. Read our terms for an example of how we set this out, and make sure your photographer sets it out too.`,
        sw: {
          title: 'Ninaruhusiwa kufanya nini na picha?',
          content: `Wapiga picha wengi hubaki na hakimiliki na kukupa ruhusa ya kutumia picha. Kwa familia, ruhusa hiyo inapaswa kuruhusu kuchapisha na kushiriki picha bila vikwazo. Kwa biashara, inapaswa kusema picha zinaweza kutumika wapi na kwa muda gani. Soma masharti yetu uone jinsi tunavyoeleza hili, na hakikisha mpiga picha wako analieleza pia.`,
        },
      },
    ],
  },
  {
    slug: 'golden-hour-maasai-mara',
    title: 'Chasing Golden Hour in the Maasai Mara',
    excerpt:
      'Close to the equator the golden light lasts half an hour, not half a day. How we plan a safari shoot around those few precious minutes, and what we pack for them.',
    content: `The Mara at first light is the reason many of us became photographers. The grass turns the colour of honey, the dust hangs in the air, and for a few minutes everything on the plains, from a lone acacia to a line of wildebeest, glows.

Then it is gone. Close to the equator the sun climbs steeply, and golden hour is really golden half-hour. Planning for that is the difference between coming home with a memory card of flat midday pictures and coming home with the frame you wanted.`,
    author: 'Brian Otieno',
    image: 'photos/giraffes-savanna-01',
    createdAt: '2026-07-08T05:30:00.000Z',
    sections: [
      {
        title: 'Timing the light',
        content: `In the Mara the sun rises at about half past six and sets at about a quarter to seven all year round, give or take a quarter of an hour. We leave camp in the dark so that we are already with the animals when the sky starts to colour, and we plan the evening drive to end somewhere with an open western horizon.

From July to October the migration fills the plains, and so do the vehicles. The first and last hours are also the quietest, which makes them better for pictures and kinder to the animals.`,
      },
      {
        title: 'Working from the vehicle',
        content: `Most of our pictures are taken from the car, so we pack a bean bag to rest a long lens on the window frame, and we ask the driver to switch off the engine before we shoot. A 100-400 mm zoom covers most situations; a wider lens earns its place when a herd comes close or the sky is dramatic.

Inside the national reserve vehicles stay on the tracks and leave the park at night. Many of the private conservancies around it allow off-road approaches and night drives with their own guides, which changes what is possible. Know which rules apply before you promise a client a picture.`,
      },
      {
        title: 'Backlight, dust and exposure',
        content: `Shooting into a low sun gives rim light on fur and manes, and it also fools the camera's meter. Expose for the highlights and let shadows fall away; you can recover a little in the edit, but blown skies stay blown.

Dust is both your friend and your enemy. It makes the light visible and it gets into everything. Change lenses inside the vehicle with the windows up, and clean the sensor at the end of the trip rather than on the plains.`,
      },
      {
        title: 'Respect first',
        content: `No picture is worth stressing an animal. Do not ask a guide to drive closer than they are comfortable with, never call or bang to get an animal to look up, and give hunting predators space. The guides and rangers know these animals and this land far better than we do, and the best pictures come from listening to them.`,
      },
    ],
  },
  {
    slug: 'nairobi-wedding-long-rains',
    title: 'Planning a Nairobi Wedding Shoot Around the Long Rains',
    excerpt:
      'Booked a date between March and May? The long rains do not have to spoil your pictures. How we plan timelines, venues and a Plan B that still looks beautiful.',
    content: `Nairobi has two rainy seasons: the long rains from about March to May and the short rains from October into December. Couples who marry in those months save on venues and find more dates free, and more and more of them ask us the same nervous question: what if it rains?

The good news is that rain in Nairobi follows a pattern. Mornings are often bright and fresh, clouds build through the afternoon, and the heaviest showers tend to come later in the day. Plan with that rhythm, not against it.`,
    author: 'Cynthia Njeri',
    image: 'photos/storm-clouds-sunset-01',
    createdAt: '2026-02-17T08:00:00.000Z',
    sections: [
      {
        title: 'Move the portraits earlier',
        content: `If your ceremony is at two, plan a first look and the couple portraits for late morning, when the light is soft and the sky is usually clear. Family groups can follow straight after the ceremony. By the time the clouds roll in, everything that needs open sky is done, and the reception can carry on under cover.`,
      },
      {
        title: 'Choose a venue with a good Plan B',
        content: `Garden venues in Karen, Runda and Limuru are lovely in any season, but ask each one to show you its wet-weather option and stand in it yourself. Look for a covered veranda, a tent with clear sides or a hall with large windows: daylight from one side is the most flattering light there is.

Ask the tent company for clear or white tops rather than coloured ones. A green or red canopy turns everyone underneath it the same colour, and no edit fully fixes that.`,
      },
      {
        title: 'Pack for the weather, not against it',
        content: `We bring clear umbrellas for the couple (they photograph far better than black ones), towels, and a pair of spare shoes for the bride if the lawn turns to mud. Ask your planner for gumboots for the bridal party; they make a great picture too.`,
      },
      {
        title: 'Let the rain in',
        content: `Some of our favourite wedding pictures were taken in the rain: a couple sharing an umbrella on the lawn, guests laughing as they run for the tent, drops backlit against a dark sky. If a shower comes, give us ten minutes with you outside. It will be the part of the day you talk about.`,
      },
    ],
  },
];
