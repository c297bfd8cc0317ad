import { type ContactDetails, paths, STUDIO_NAME } from '@studio/shared';
import { localePath } from '@studio/shared/i18n/locales';
import { type LegalDocument, list, p, table } from './legal-document';

/**
 * The privacy policy in Kiswahili: a translation of ./privacy-policy.ts, with the same sections (and
 * ids) and the same facts; the English version prevails where the two differ, as its first line says.
 * Laws and bodies keep their official English names beside the Kiswahili on first mention.
 */
export function privacyPolicySw(contact: ContactDetails): LegalDocument {
  const address = contact.location.addressLines.join(', ');
  return {
    translation: {
      note: 'Hii ni tafsiri ya Kiswahili ya Sera yetu ya Faragha. Pale ambapo matoleo haya mawili yanatofautiana, toleo la Kiingereza ndilo litakalozingatiwa.',
      link: 'Soma toleo la Kiingereza',
      href: localePath(paths.privacyPolicy, 'en'),
    },
    title: 'Sera ya Faragha',
    lastUpdated: '2026-11-20',
    intro: [
      `${STUDIO_NAME} ni studio ya upigaji picha na video jijini Nairobi ambayo pia inaendesha soko la mtandaoni (marketplace) ambapo wateja huwapata wapiga picha huru. Sera hii inaeleza ni data binafsi gani tunayokusanya kupitia tovuti hii, kazi za studio yetu na marketplace, kwa nini tunaikusanya, tunaihifadhi kwa muda gani na haki ulizo nazo juu yake.`,
      'Tunafuata Sheria ya Ulinzi wa Data, 2019 (Data Protection Act, 2019) na kanuni zilizotungwa chini yake. Kwa ufupi: tunakusanya tu kile tunachohitaji, kamwe hatuuzi data binafsi, na wakati wowote unaweza kutuuliza ni data gani tunayohifadhi kukuhusu, kuirekebisha au kutuomba tuifute.',
    ],
    sections: [
      {
        id: 'who-we-are',
        title: 'Sisi ni nani na jinsi ya kuwasiliana nasi',
        blocks: [
          p(
            `${STUDIO_NAME} ndiyo huamua kwa nini na jinsi data yako binafsi inavyochakatwa, na hivyo sisi ndio mdhibiti wa data (data controller) chini ya Sheria hiyo. Studio yetu iko ${address}. Anwani yetu ya posta ni ${contact.postalAddress}.`,
          ),
          p(
            `Kwa jambo lolote kuhusu data yako binafsi, mwandikie afisa wetu wa ulinzi wa data kupitia ${contact.privacyEmail}, au piga simu ${contact.phone} wakati wa saa za kazi.`,
          ),
        ],
      },
      {
        id: 'what-we-collect',
        title: 'Tunachokusanya, kwa nini, na kwa muda gani',
        blocks: [
          p(
            'Jedwali lifuatalo linaorodhesha kila aina ya data binafsi tunayohifadhi, tunachoitumia kufanya, msingi wa kisheria ambao Sheria inatupa wa kuitumia, na muda tunaoihifadhi. Muda wa kuhifadhi ukiisha, tunaifuta data hiyo au kuifanya isiweze tena kumtambulisha mtu (anonymous).',
          ),
          table(
            'Data binafsi tunayochakata',
            ['Data', 'Kwa nini tunaitumia', 'Msingi wa kisheria', 'Tunaihifadhi kwa muda gani'],
            [
              [
                'Ujumbe unaotutumia: jina lako, anwani yako ya barua pepe na ujumbe wako',
                'Kukujibu na, ukiweka nafasi, kuandaa makadirio ya bei (quote) yako',
                'Maslahi yetu halali ya kujibu maswali; hatua unazoomba kabla ya mkataba',
                'Miezi 24 baada ya mawasiliano yetu ya mwisho',
              ],
              [
                'Jarida (newsletter): anwani yako ya barua pepe na tarehe ulipojiandikisha, ulipothibitisha au ulipojiondoa',
                'Kukutumia jarida uliloomba; tunaanza tu baada ya wewe kuthibitisha kwa kubofya kiungo tunachokutumia kwa barua pepe',
                'Ridhaa yako, ambayo unaweza kuiondoa kupitia kiungo cha kujiondoa kilicho katika kila barua pepe',
                'Hadi utakapojiondoa; baada ya hapo tunabaki na anwani na tarehe pekee, ili tusikuandikie tena kamwe',
              ],
              [
                'Akaunti: anwani ya barua pepe, jina la mtumiaji, picha ya wasifu, jukumu lako kwenye tovuti (role), nenosiri lililohifadhiwa kama hash salama, na vipindi vya kuingia (sessions) kwenye vifaa vyako (aina ya kifaa, anwani ya IP, tarehe)',
                'Kuendesha akaunti yako, kuilinda na kukuwezesha kuingia',
                'Mkataba wetu nawe; maslahi yetu halali ya usalama',
                'Muda wote akaunti yako ikiwa wazi; vipindi vya kuingia huisha baada ya siku 30 au unapotoka (log out); hufutwa unapofuta akaunti yako',
              ],
              [
                'Portfolio za wapiga picha: jina, barua pepe, simu, utaalamu, bei, mahali, uzoefu, tovuti, upatikanaji, picha na video moja',
                'Kuchapisha wasifu wako na kukuunganisha na wateja',
                'Mkataba wetu nawe',
                'Hadi utakapofuta portfolio au akaunti yako; faili ulizopakia hufutwa pamoja nayo',
              ],
              [
                'Maswali (inquiries) na maombi ya kuweka nafasi kwa wapiga picha: jina lako, barua pepe, simu, huduma, tarehe ya tukio na ujumbe',
                'Kumfikishia mpiga picha uliyemchagua ombi lako ili aweze kukujibu',
                'Hatua unazoomba kabla ya mkataba',
                'Miezi 24 baada ya ombi',
              ],
              [
                'Nafasi zilizowekwa kwa studio: makubaliano, ankara na rekodi za malipo, zikiwemo nambari za kumbukumbu za miamala ya M-Pesa au ya benki',
                'Kutekeleza kazi na kutunza hesabu zinazotakiwa na sheria',
                'Mkataba wetu nawe; wajibu wetu wa kisheria chini ya sheria za kodi za Kenya',
                'Miaka mitano baada ya mwisho wa mwaka wa kifedha, kama sheria ya kodi inavyotaka',
              ],
              [
                'Picha na video tunazokupiga wewe na wageni wako',
                'Kukukabidhi kazi uliyoagiza; na, ukikubali tu, kuionyesha katika portfolio yetu na matangazo yetu',
                'Mkataba wetu nawe; ridhaa yako kwa matumizi katika portfolio na matangazo',
                'Gallery ya mtandaoni: miezi 12 baada ya kukabidhiwa; nakala za kumbukumbu (archive): miaka 3, isipokuwa utuombe tuzifute mapema zaidi',
              ],
              [
                'Cookies na hifadhi nyingine ya aina hiyo kwenye kifaa chako',
                'Hifadhi muhimu hukuwezesha kubaki umeingia na hukumbuka mipangilio yako; cookies za hiari za takwimu (analytics) na za matangazo hutumika tu ukiziruhusu',
                'Ni muhimu kwa huduma uliyoomba; ridhaa yako kwa cookies za hiari',
                'Angalia ukurasa wetu wa mipangilio ya cookies kwa kila kipengele',
              ],
              [
                'Kumbukumbu za seva (server logs): anwani ya IP, kurasa zilizoombwa, saa na aina ya kivinjari',
                'Kuilinda tovuti na kugundua hitilafu',
                'Maslahi yetu halali ya kuwa na tovuti salama inayofanya kazi',
                'Siku 30',
              ],
            ],
          ),
          p(
            'Unapopakia picha kwenye marketplace, tunaondoa taarifa zilizofichwa za mahali (GPS) na za kamera kabla hazijachapishwa.',
          ),
        ],
      },
      {
        id: 'sensitive-data',
        title: 'Data binafsi nyeti katika picha',
        blocks: [
          p(
            'Hatuombi data binafsi nyeti. Hata hivyo picha zinaweza kuifichua: harusi huonyesha hali ya ndoa, picha ya familia huonyesha mambo ya familia, na sherehe inaweza kuonyesha imani ya kidini. Sheria inaichukulia data hii kuwa nyeti. Tunaichakata tu ili kukukabidhi kazi uliyoagiza, na tunaitumia kwa jambo lingine lolote tu kwa ridhaa yako ya wazi.',
          ),
        ],
      },
      {
        id: 'children',
        title: 'Watoto',
        blocks: [
          p(
            'Akaunti ni za watu wazima. Tunawapiga picha watoto tu pale ambapo mzazi au mlezi ameweka nafasi au amekubali, na tunachapisha picha zinazoweza kumtambulisha mtoto tu kwa ridhaa ya maandishi ya mzazi au mlezi huyo.',
          ),
        ],
      },
      {
        id: 'sharing',
        title: 'Tunaishiriki data yako na nani',
        blocks: [
          p('Kamwe hatuuzi data binafsi. Tunaishiriki tu katika hali hizi:'),
          list(
            'Na mpiga picha huru unayewasiliana naye kupitia marketplace, ili aweze kukujibu.',
            'Na watoa huduma wanaotufanyia kazi chini ya mkataba na kwa maelekezo yetu pekee (wachakataji wa data, data processors): uhifadhi wa tovuti (hosting), utumaji wa barua pepe, gallery za mtandaoni, na huduma za malipo kama M-Pesa na benki yetu.',
            'Na mpiga picha wa pili au mhariri anayeshughulikia nafasi yako, chini ya wajibu uleule wa usiri kama timu yetu wenyewe.',
            'Na mamlaka za umma, pale sheria inapotaka hivyo.',
          ),
        ],
      },
      {
        id: 'transfers',
        title: 'Data inayohifadhiwa nje ya Kenya',
        blocks: [
          p(
            'Baadhi ya watoa huduma wetu, kama huduma za barua pepe na za kuhifadhi data mtandaoni (cloud), wanaweza kuhifadhi data kwenye seva zilizo nje ya Kenya. Tunatumia watoa huduma kama hao tu pale Sheria inaporuhusu, tukiwa tumeweka kinga zinazofaa kwa data yako, na ukituomba tutakueleza ni nchi zipi zinazohusika.',
          ),
        ],
      },
      {
        id: 'security',
        title: 'Jinsi tunavyolinda data yako',
        blocks: [
          list(
            'Tovuti hutolewa kupitia muunganisho uliosimbwa (encrypted).',
            'Manenosiri huhifadhiwa tu kama hash ya polepole iliyoongezewa chumvi (salted hash), ambayo haiwezi kugeuzwa kurudi kuwa nenosiri.',
            'Ni wafanyakazi wanaohitaji data binafsi kwa kazi yao pekee wanaoweza kuifikia, na wamefungwa na wajibu wa usiri.',
            'Picha za wateja huhifadhiwa katika angalau nakala mbili, moja wapo ikiwa mahali pengine nje ya studio.',
          ),
          p(
            'Uvunjaji wa usalama wa data binafsi ukikuweka katika hatari halisi, tutauripoti kwa Kamishna wa Ulinzi wa Data (Data Protection Commissioner) ndani ya saa 72 tangu tulipougundua, na tutakueleza bila kuchelewa kilichotokea na unachoweza kufanya.',
          ),
        ],
      },
      {
        id: 'your-rights',
        title: 'Haki zako',
        blocks: [
          p('Chini ya Sheria ya Ulinzi wa Data, 2019 una haki:'),
          list(
            'ya kuelezwa jinsi data yako binafsi inavyotumika, kama sera hii inavyofanya;',
            'ya kufikia data binafsi tunayohifadhi kukuhusu na kupata nakala yake;',
            'ya kurekebishiwa data isiyo sahihi au inayopotosha;',
            'ya kufutiwa data pale tusipoihitaji tena au tusipopaswa kuihifadhi;',
            'ya kupinga matumizi yetu ya data yako, yakiwemo matumizi kwa matangazo, wakati wowote;',
            'ya kupokea data uliyotupa katika muundo uliopangwa, unaotumika kwa kawaida na unaosomeka na kompyuta, na kuomba itumwe kwa shirika lingine (uhamishaji wa data, portability);',
            'ya kuondoa ridhaa yako wakati wowote, bila kuathiri yaliyofanyika kabla;',
            'ya kutofanyiwa uamuzi unaotokana na uchakataji wa kiotomatiki pekee unaokuathiri kwa kiasi kikubwa. Hatufanyi maamuzi ya aina hiyo.',
          ),
        ],
      },
      {
        id: 'how-to-ask',
        title: 'Jinsi ya kutumia haki zako',
        blocks: [
          p(
            'Ikiwa una akaunti, unaweza kupakua data yako na kufuta akaunti yako mwenyewe katika mipangilio ya akaunti yako. Kwa jambo lingine lolote, tuma ombi lako:',
          ),
          list(
            `kwa barua pepe: ${contact.privacyEmail};`,
            `kwa posta: ${contact.postalAddress};`,
            `au ana kwa ana: ${address}.`,
          ),
          p(
            'Maombi ni bure. Tunaweza kukuomba uthibitishe utambulisho wako kabla hatujachukua hatua, ili kamwe tusimpe mtu mwingine data yako. Tunakiri kupokea kila ombi ndani ya siku mbili za kazi na kulijibu ndani ya siku 14; ikiwa ombi ni tata tutakueleza sababu na lini utarajie jibu letu.',
          ),
        ],
      },
      {
        id: 'complaints',
        title: 'Malalamiko',
        blocks: [
          p(
            'Ikiwa hujaridhika na jinsi tulivyoshughulikia data yako, tafadhali tuambie kwanza ili tuweze kurekebisha. Pia una haki ya kuwasilisha malalamiko wakati wowote kwa Ofisi ya Kamishna wa Ulinzi wa Data (Office of the Data Protection Commissioner, ODPC), mamlaka ya ulinzi wa data ya Kenya. Tovuti yake, https://www.odpc.go.ke, inaeleza jinsi ya kuwasilisha malalamiko.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Mabadiliko ya sera hii',
        blocks: [
          p(
            'Tutasasisha sera hii huduma zetu au sheria zinapobadilika, na kubadilisha tarehe iliyo juu. Mabadiliko yakiathiri jinsi tunavyotumia data ambayo tayari umetupa, tutakujulisha kwa barua pepe kabla hayajaanza kutumika.',
          ),
        ],
      },
    ],
  };
}
