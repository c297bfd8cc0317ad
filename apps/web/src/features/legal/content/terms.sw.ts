import { type ContactDetails, DELIVERY, deliveryTexts, paths, STUDIO_NAME } from '@studio/shared';
import { localePath } from '@studio/shared/i18n/locales';
import { type LegalDocument, list, p, table } from './legal-document';

/**
 * The terms of service in Kiswahili: a translation of ./terms.ts, with the same sections (and ids)
 * and the same facts; the English version prevails where the two differ, as its first line says.
 * Laws keep their official English names beside the Kiswahili on first mention.
 */
export function termsOfServiceSw(contact: ContactDetails): LegalDocument {
  return {
    translation: {
      note: 'Hii ni tafsiri ya Kiswahili ya Masharti yetu ya Huduma. Pale ambapo matoleo haya mawili yanatofautiana, toleo la Kiingereza ndilo litakalozingatiwa.',
      link: 'Soma toleo la Kiingereza',
      href: localePath(paths.terms, 'en'),
    },
    title: 'Masharti ya Huduma',
    lastUpdated: '2026-11-27',
    intro: [
      `Masharti haya yanatumika unapotumia tovuti hii, unapoweka nafasi ya ${STUDIO_NAME} kwa upigaji picha au video, au unapotumia marketplace yetu kutafuta au kutoa huduma za upigaji picha. Yameandikwa ili yasomeke kwa urahisi: ikiwa jambo lolote halieleweki, tuulize kabla ya kuweka nafasi.`,
      `Katika masharti haya, “sisi” ni ${STUDIO_NAME} (anwani ya posta: ${contact.postalAddress}), na “wewe” ni mtu anayetumia tovuti au anayeweka nafasi ya huduma zetu.`,
    ],
    sections: [
      {
        id: 'bookings',
        title: 'Kuweka nafasi ya studio',
        blocks: [
          p(
            'Kila nafasi huanza na makadirio ya bei (quote) ya maandishi yanayoeleza tarehe, saa, idadi ya wapiga picha au wapiga video, tutakachokabidhi na lini, na bei kwa shilingi za Kenya, ikiwemo VAT pale inapohusika. Makadirio ya bei ni halali kwa siku 30.',
          ),
          p(
            'Nafasi huthibitishwa pale utakapokuwa umetia saini makubaliano ya kuweka nafasi (au kuyakubali kwa barua pepe) na sisi tukawa tumepokea amana. Hadi wakati huo tunaweza kumpa mtu mwingine tarehe hiyo.',
          ),
        ],
      },
      {
        id: 'payment',
        title: 'Amana na malipo',
        blocks: [
          list(
            'Harusi na matukio: amana ya asilimia 50 ya ada hukuhifadhia tarehe; salio hulipwa siku 14 kabla ya tukio.',
            'Vipindi vya picha za watu (portrait), za mitindo (fashion) na za kibiashara vya siku moja au chini ya hapo: amana ya asilimia 30 hukuhifadhia tarehe; salio hulipwa picha zinapokabidhiwa.',
            'Unaweza kulipa kwa M-Pesa kupitia nambari yetu ya paybill au kwa uhamisho wa benki. Tunatuma risiti kwa kila malipo; tafadhali hifadhi ujumbe wako wa uthibitisho wa M-Pesa.',
            'Safari nje ya Nairobi, malazi na vibali (kama vibali vya mbuga za wanyama au vya kurusha drone) hukadiriwa bei kando.',
          ),
        ],
      },
      {
        id: 'cancellations',
        title: 'Kughairi na mabadiliko',
        blocks: [
          p(
            'Ukighairi, tunabaki na sehemu ya ada kwa sababu kwa kawaida tutakuwa tumekataa kazi nyingine kwa ajili yako:',
          ),
          table(
            'Unachodaiwa unapoghairi',
            ['Unapoghairi', 'Unacholipa'],
            [
              ['Zaidi ya siku 90 kabla ya tarehe', 'Amana pekee'],
              ['Siku 30 hadi 90 kabla ya tarehe', 'Amana na robo ya salio'],
              ['Chini ya siku 30 kabla ya tarehe', 'Ada kamili'],
            ],
          ),
          list(
            'Kuhamisha tarehe yako: ukitujulisha angalau siku 30 kabla na tukiwa huru siku hiyo mpya, tunahamisha nafasi yako mara moja bila malipo, kwenda tarehe yoyote ndani ya miezi 12, na amana yako inahamia nayo.',
            'Hali ya hewa: vipindi vya picha za nje vinavyoharibiwa na mvua kubwa huhamishiwa tarehe inayofuata iliyo wazi bila malipo. Harusi na matukio huendelea kwa mpango wa wakati wa mvua uliokubaliwa mapema.',
            'Tukilazimika kughairi, kwa mfano kwa sababu ya ugonjwa mbaya, tutakupa mpiga picha mwenye uzoefu sawa kutoka kwa timu yetu. Usipomkubali mbadala huyo, au tusipoweza kumpata, tutakurudishia kila ulicholipa.',
            'Matukio yaliyo nje ya uwezo wa mtu yeyote, kama vikwazo vya serikali, machafuko ya kiraia au majanga ya asili, yakifanya kazi isiwezekane, tutahamisha nafasi yako kwenda tarehe mpya au tutakurudishia ulicholipa, ukiondoa gharama ambazo tayari tumeingia kwa niaba yako.',
          ),
        ],
      },
      {
        id: 'on-the-day',
        title: 'Siku yenyewe',
        blocks: [
          list(
            'Tafadhali hakikisha kuwa ukumbi unaruhusu upigaji picha na video, na utueleze kanuni zozote za ukumbi huo. Vibali vya kurusha drone tunavishughulikia sisi wenyewe.',
            'Kwa nafasi za zaidi ya saa sita, tafadhali wapatie wafanyakazi wetu chakula na mahali pa kupumzika.',
            'Wapiga picha wetu wanaweza kusimamisha kazi wakitishiwa, wakinyanyaswa au wakiombwa kufanya jambo lisilo salama au lililo kinyume cha sheria; ada ya kazi iliyokwisha kufanywa bado inadaiwa.',
            'Tutajitahidi kunasa kila tukio lililo kwenye orodha yako, lakini hatuwezi kuhakikisha picha za matukio ambayo hatukuelezwa au ambayo hatukuweza kuyaona.',
          ),
        ],
      },
      {
        id: 'delivery',
        title: 'Kukabidhi picha',
        blocks: [
          table(
            'Lini utarajie picha zako',
            ['Huduma', 'Kionjo cha awali', 'Kazi kamili'],
            [
              // docs/rules/history.md#issue-23: the wedding promises are the home page's, the FAQ's and the wedding page's (`DELIVERY`).
              ['Harusi', deliveryTexts.sneakPeek, deliveryTexts.withinWeeks({ weeks: DELIVERY.galleryWeeks })],
              ['Matukio na hafla za kampuni', 'Picha teule siku hiyo hiyo', 'Siku 3 za kazi'],
              [
                'Picha za watu na za mitindo',
                'Picha za kuchagua (proofs) ndani ya siku 5 za kazi',
                'Siku 10 za kazi baada ya kuchagua',
              ],
              ['Video za harusi', deliveryTexts.filmTeaser, deliveryTexts.withinWeeks({ weeks: DELIVERY.filmWeeks })],
            ],
          ),
          p(
            'Picha hukabidhiwa zikiwa zimehaririwa na kurekebishwa rangi, katika gallery ya mtandaoni itakayokuwa wazi kwa miezi 12; tafadhali pakua nakala zako. Hatukabidhi faili ghafi (RAW) ambazo hazijahaririwa. Uhariri wa ziada (retouching) nje ya kile kilichokubaliwa hukadiriwa bei kando.',
          ),
        ],
      },
      {
        id: 'copyright',
        title: 'Hakimiliki na jinsi unavyoweza kutumia picha',
        blocks: [
          p(
            `Picha na video tunazotengeneza ni kazi za ubunifu zinazolindwa na sheria ya Kenya, yaani Sheria ya Hakimiliki, 2001 (Copyright Act, 2001). Kwa kuweka nafasi, unakubali kwamba hakimiliki yake inabaki kwa ${STUDIO_NAME}, jambo ambalo Sheria hiyo inawaruhusu wahusika kukubaliana kwa kazi iliyoagizwa. Kwa upande wako unapata leseni, inayoanza kutumika mara ada inapolipwa kikamilifu.`,
          ),
          p(
            'Nafasi za binafsi (harusi, picha za watu, za familia na hafla za faragha) huja na leseni ya matumizi binafsi inayokuruhusu:',
          ),
          list(
            'kuchapisha picha au kuzipeleka zichapishwe, ziwekwe kwenye fremu na zitengenezwe albamu;',
            'kuzishiriki na familia na marafiki na kuziweka kwenye mitandao yako ya kijamii (tutashukuru ukiitaja studio);',
            'kuwapa wageni wako na watoa huduma wa harusi yako kwa matumizi yao wenyewe yasiyo ya kibiashara.',
          ),
          p(
            'Leseni ya matumizi binafsi haikuruhusu kuuza picha, kuwapa wengine leseni ya kuzitumia, kuziingiza katika mashindano, au kuzitumia kutangaza biashara. Tafadhali tuulize: tutafurahi kukubaliana nawe leseni pana zaidi.',
          ),
          p(
            'Nafasi za kibiashara huja na leseni iliyoelezwa katika makadirio ya bei: mahali picha zinaweza kutumika (kwa mfano mtandaoni, kwenye mitandao ya kijamii, kwenye machapisho au kwenye matangazo ya nje), kwa muda gani, katika nchi zipi, na iwapo matumizi ni ya kipekee (exclusive). Matumizi nje ya leseni hiyo yanahitaji makubaliano yetu ya maandishi na yanaweza kutozwa ada ya ziada.',
          ),
          p(
            'Tunaonyesha kazi katika portfolio yetu na matangazo yetu tu kwa ridhaa yako, ambayo makubaliano ya kuweka nafasi yanaiomba na unaweza kuikataa. Unaweza kuiondoa wakati wowote kwa matumizi ya baadaye.',
          ),
        ],
      },
      {
        id: 'marketplace',
        title: 'Marketplace ya wapiga picha',
        blocks: [
          p(
            `Marketplace yetu huwaunganisha wateja na wapiga picha huru. Wapiga picha walioorodheshwa humo si wafanyakazi wala mawakala wa ${STUDIO_NAME}: kila mmoja anaendesha biashara yake mwenyewe. Unapoweka nafasi ya mpiga picha kupitia marketplace, mkataba wako ni kati yako na mpiga picha huyo, kwa masharti yake, si nasi.`,
          ),
          list(
            'Tunakagua kwamba wasifu umekamilika na tunaondoa wasifu unaokiuka masharti haya, lakini hatuhakikishi upatikanaji, ubora au bei za mpiga picha yeyote, wala matokeo ya nafasi yoyote.',
            'Wapiga picha wanawajibika kwa makadirio yao ya bei, mikataba, vibali, kodi, bima na kazi wanayokabidhi.',
            'Mzozo ukitokea kati yako na mpiga picha, tujulishe: tutajaribu kukusaidia kufikia suluhu ya haki, lakini sisi si mhusika katika makubaliano yenu.',
          ),
          p('Ukitoa huduma zako kama mpiga picha, unakubali pia:'),
          list(
            'kwamba maelezo katika portfolio yako ni sahihi na yanasasishwa, zikiwemo bei na upatikanaji;',
            'kwamba unamiliki, au una ruhusa ya kuchapisha, kila picha na video unayopakia, na kwamba watu wanaoweza kutambulika ndani yake walikubali kuchapishwa;',
            'kujibu maswali ya wateja (inquiries) bila kuchelewa na kuwatendea wateja kwa haki;',
            `kuipa ${STUDIO_NAME} leseni isiyo ya kipekee na isiyo na mrabaha (non-exclusive, royalty-free) ya kuonyesha ulichopakia kwenye tovuti hii na kuitangaza marketplace, daima pamoja na jina lako; leseni hiyo inaisha unapoondoa ulichopakia.`,
          ),
        ],
      },
      {
        id: 'accounts',
        title: 'Akaunti yako',
        blocks: [
          list(
            'Lazima uwe na umri wa miaka 18 au zaidi ili kufungua akaunti, na maelezo unayotoa lazima yawe sahihi.',
            'Nenosiri lako ni lako peke yako; unawajibika kwa kinachofanywa kwa akaunti yako.',
            'Unaweza kufuta akaunti yako wakati wowote katika mipangilio ya akaunti yako.',
            'Tunaweza kusimamisha au kufunga akaunti inayokiuka masharti haya. Pale inapofaa kufanya hivyo, tutakuonya kwanza na kukueleza sababu.',
          ),
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Matumizi yanayokubalika',
        blocks: [
          p('Unapotumia tovuti hii hupaswi:'),
          list(
            'kupakia au kutuma chochote kilicho kinyume cha sheria, cha chuki, cha unyanyasaji, cha ngono ya wazi au cha kukashifu;',
            'kupakia picha za watu ambao hawajakubali kuchapishwa, au picha za faragha za mtu yeyote;',
            'kupakia kazi usiyoimiliki au ambayo huna haki ya kuichapisha;',
            'kutumia fomu zetu kutuma barua taka (spam) au matangazo, au kujifanya mtu mwingine;',
            'kunakili tovuti au maudhui yake kwa wingi, kuyavuna kwa zana za kiotomatiki (scraping), au kujaribu kuifikia bila idhini au kuivuruga; haya pia ni makosa chini ya Sheria ya Matumizi Mabaya ya Kompyuta na Uhalifu wa Mtandaoni, 2018 (Computer Misuse and Cybercrimes Act, 2018);',
            'kuchapisha bei zinazopotosha, maoni (reviews) bandia au madai ya uongo kukuhusu wewe au kuhusu wengine.',
          ),
        ],
      },
      {
        id: 'liability',
        title: 'Wajibu wetu kwako',
        blocks: [
          p(
            'Tunafanya kazi kwa vifaa vya kitaalamu, tunabeba kamera za akiba na tunahifadhi kila picha katika angalau sehemu mbili hadi itakapokabidhiwa. Ikiwa, licha ya hayo, tutashindwa kukabidhi tulichokubaliana, tutakupa fursa ya kupiga picha upya pale inapowezekana, au tutakurudishia ada ya sehemu ambayo hatukuweza kukabidhi.',
          ),
          p(
            'Jumla ya dhima yetu kwa nafasi moja haizidi ada uliyolipa kwa nafasi hiyo, na hatuwajibiki kwa hasara ambazo hazikuweza kutabirika wakati ulipoweka nafasi. Hakuna chochote katika masharti haya kinachopunguza dhima yetu kwa kifo au jeraha la mwili lililosababishwa na uzembe wetu, kwa udanganyifu, wala haki yoyote uliyo nayo chini ya Sheria ya Ulinzi wa Mlaji, 2012 (Consumer Protection Act, 2012) isiyoweza kupunguzwa.',
          ),
          p(
            'Tovuti inatolewa kama ilivyo. Tunajitahidi kuhakikisha inapatikana na ni sahihi, lakini hatuwezi kuahidi kwamba haitakatizwa wala kuwa na makosa kamwe.',
          ),
        ],
      },
      {
        id: 'law',
        title: 'Sheria inayotumika na mizozo',
        blocks: [
          p(
            'Masharti haya yanaongozwa na sheria za Kenya. Jambo likienda vibaya, tafadhali wasiliana nasi kwanza: matatizo mengi hutatuliwa kwa mazungumzo. Tusipokubaliana, yeyote kati yetu anaweza kupendekeza upatanishi (mediation) jijini Nairobi kabla ya kwenda mahakamani, na mahakama za Kenya zina mamlaka juu ya mzozo wowote.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Mabadiliko na mawasiliano',
        blocks: [
          p(
            'Tunaweza kusasisha masharti haya; tarehe iliyo juu inaonyesha toleo la hivi karibuni. Kila nafasi huongozwa na masharti yaliyokuwa yakitumika ilipothibitishwa.',
          ),
          p(`Maswali kuhusu masharti haya: ${contact.email}, ${contact.phone}, au ${contact.postalAddress}.`),
        ],
      },
    ],
  };
}
