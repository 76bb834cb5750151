/**
 * The public site's texts in Afaan Oromoo (Qubee). FIRST DRAFT, AWAITING REVIEW BY A NATIVE
 * SPEAKER: `reviewed` stays false until someone fluent has read every text.
 *
 * To correct a text, edit its string in this file. Keep the keys, the order and the number of
 * items in each list exactly as in en.ts, and keep every `{placeholder}` (such as `{name}`,
 * `{sector}`, `{page}`) exactly once, placed where the sentence needs it; `slug` values stay in
 * English. Figures stay in Arabic digits as in English (1, 3,140+, 2035, 10%). The coffee regions
 * are written Jimmaa, Gujii, Limu and Hararghe (the last two as the specification spells them).
 * `npm test` (app/locales/messages.test.ts) checks that nothing is missing, empty or left in
 * English and that the placeholders and figures match.
 *
 * Terms to check in review: sibiila diimaa (copper), Oomishaa / Albuudaa / Alergii (the sector
 * names), buufata chaarjii (charging station), sadarkaa addaa (specialty grade).
 */
import type { Messages } from "./en";

export const om: Messages = {
  /** Whether the texts have been reviewed by a native speaker. */
  reviewed: false,
  common: {
    skipToContent: "Gara qabiyyeetti darbaa",
    mainNav: "Baafata ijoo",
    openMenu: "Baafata banaa",
    closeMenu: "Baafata cufaa",
    more: "Dabalata",
    backToHome: "Gara Fuula Jalqabaatti deebi'aa",
    search: "Barbaadaa",
    pages: "Fuulota",
    newer: "Kan haaraa",
    older: "Kan durii",
    pageOf: "Fuula {page} kan {pages} keessaa",
    titlePage: "{title}, fuula {page}",
    language: "Afaan",
    /** Marks text shown in English because it has no translation yet. */
    inEnglish: "Afaan Ingiliffaatiin",
    home: "Fuula Jalqabaa",
    onThisPage: "Fuula kana irratti",
  },
  nav: {
    about: "Waa'ee",
    vision: "Mul'ata",
    sectors: "Dameewwan",
    values: "Duudhaalee",
    contact: "Nu Qunnamaa",
  },
  home: {
    metaDescription:
      "{name} oomisha konkolaataa elektirikii, sibiila diimaa baasuu fi alergii buna Itoophiyaa sadarkaa olaanaa irratti invastii godha: Biiliyoona 1 ETB, hojii dhaabbataa 3,140+, mul'ata 2035.",
    heroEyebrow: "Oomisha · Albuuda · Alergii",
    heroTitle: "Egeree industirii Itoophiyaa ijaaraa jirra",
    heroText:
      "{name} konkolaattota elektirikii, sibiila diimaa fi buna sadarkaa olaanaa irratti invastii godha: dameewwan sadii, qarshii biiliyoona tokko fi hojii dhaabbataa 3,140 ol, karaa gara 2035 geessu irratti.",
    exploreSectors: "Dameewwan Keenya Ilaalaa",
    learnMore: "Dabalata Baradhaa",
    aboutEyebrow: "Waa'ee Keenya",
    aboutTitle: "Garee invastimantii Itoophiyaa dinagdee magariisaa fi industirii qabuuf hojjetu",
    aboutText: [
      "{name} kan hundeeffame humna uumamaa Itoophiyaa gara industirii itti fufiinsa qabuutti jijjiiruufi: humna bishaanii qulqulluu gara geejjiba elektirikiitti, qabeenya albuudaa gara sibiila diimaa adeemsifameetti, akkasumas madda buna addunyaa irratti baay'ee beekaman gara alergii sadarkaa olaanaatti.",
      "Invastimantii jalqabaa Biiliyoona 1 ETB ta'een hojii dhaabbataa fi ogummaa gaafatu uumna, teknooloojii ammayyaa biyyatti galchina, akkasumas alergiidhaan sharafa alaa argamsiifna.",
    ],
    figures: [
      { value: "Biiliyoona 1 ETB", label: "Invastimantii Jalqabaa" },
      { value: "3,140+", label: "Hojii Dhaabbataa" },
      { value: "2035", label: "Waggaa Mul'ataa" },
      { value: "10%", label: "Galma Guddinaa" },
      { value: "3", label: "Dameewwan Invastimantii" },
    ],
    visionEyebrow: "Mul'ata fi Ergama",
    visionTitle: "Eessa akka deemnu fi akkamitti achi akka geenyu",
    visionHeading: "Mul'ata Keenya",
    visionText:
      "Hanga bara 2035tti garee invastimantii Itoophiyaa dursaa, oomisha, albuudaa fi alergii keessatti industirii dorgomaa fi itti fufiinsa qabuun beekamu ta'uu.",
    missionHeading: "Ergama Keenya",
    missionText:
      "Teknooloojii ammayyaa fi hojimaata itti gaafatamummaa qabuun dameewwan oomishaa irratti invastii gochuun hojii uumuu, maamiltoota akka gaariitti tajaajiluu fi guddina dinagdee Itoophiyaaf gumaachuu.",
    objectivesHeading: "Kaayyoowwan Tarsiimoo",
    objectives: [
      "Hanga bara 2035tti tajaajila maamiltootaa fi bu'a qabeessummaa 10% dabaluu.",
      "Guddina dinagdeef gumaachaa, galii hundeessitootaa 10% dabaluu.",
      "Guddina galii, baasii hir'isuu fi gahumsaan bu'aa dabaluu.",
      "Moodeela itti fufiinsa qabuu fi jijjiirama gabaa wajjin walsimu ijaaruu.",
      "Qooda fudhattootaaf gatii yeroo dheeraa uumuu.",
    ],
    valuesEyebrow: "Duudhaalee Bu'uuraa",
    valuesTitle: "Qajeelfamoota invastimantii hunda duuba jiran",
    values: [
      {
        name: "Amanamummaa",
        text: "Michoota, hojjettootaa fi hawaasa wajjin amanamummaa fi iftoominaan hojjenna.",
      },
      {
        name: "Itti Gaafatamummaa",
        text: "Waadaa keenyaaf itti gaafatamummaa fudhanna, waan raawwannes ifatti gabaasna.",
      },
      {
        name: "Hojii Garee",
        text: "Dameewwan, ogummaalee fi naannoowwan gidduutti waliin milkoofna.",
      },
      {
        name: "Quufinsa Maamiltootaa",
        text: "Oomishaa fi tajaajila keenya fedhii namoota tajaajilluu irratti hundeessinee qopheessina.",
      },
      {
        name: "Itti Gaafatamummaa Hawaasummaa fi Dinagdee Magariisaa",
        text: "Teknooloojii qulqulluu fi hawaasa nuti keessatti hojjennu irratti invastii goona.",
      },
      {
        name: "Teknooloojii Fudhachuu",
        text: "Teknooloojii ammayyaa fi beekumsa gara industirii Itoophiyaatti fidna.",
      },
    ],
    sectorsEyebrow: "Dameewwan Invastimantii",
    sectorsTitle: "Dameewwan sadii, tarsiimoo tokko",
    sectorsLead:
      "Daldalli keenya tokkoon tokkoon isaa kaan ni cimsa: sibiilli diimaan babal'ina elektirikiitiif, konkolaattonni elektirikii geejjiba qulqulluuf, alergiin bunaa immoo sharafa alaa guddinaaf barbaachisu ni argamsiisa.",
    discoverSector: "Damee {sector} ilaalaa",
    impactEyebrow: "Dhiibbaa Dinagdee",
    impactTitle: "Guddina Itoophiyaan safaruu dandeessu",
    impactLead:
      "Invastimantiin keenya hojii dhaabbataa uuma, meeshaalee alaa galan bakka bu'a, sharafa alaa argamsiisa, ogummaa fi teknooloojii haaraas biyyatti fida.",
    impact: [
      {
        value: "3,140+",
        title: "Hojii Dhaabbataa",
        text: "Oomisha, albuudaa fi alergii keessatti hojii dhaabbataa ogummaa gaafatu.",
      },
      {
        value: "Biiliyoona 1 ETB",
        title: "Invastimantii Jalqabaa",
        text: "Kaappitaala industirii oomishaa Itoophiyaa keessaaf ramadame.",
      },
      {
        value: "10%",
        title: "Galma Guddinaa",
        text: "Hanga bara 2035tti tajaajila maamiltootaa fooyya'aa fi bu'a qabeessummaa olaanaa.",
      },
      {
        value: "3",
        title: "Alergii fi Bakka Buusuu Meeshaalee Alaa",
        text: "Dameewwan sharafa alaa argamsiisanii fi boba'aa fi meeshaalee alaa galan bakka buusan.",
      },
    ],
    contactEyebrow: "Nu Qunnamaa",
    contactTitle: "Wanta tokko waliin haa ijaarru",
    contactLead:
      "Invastaroota, michoota, bittoota fi warra hojii barbaadan: isin irraa dhagahuun nu gammachiisa.",
    email: "Imeelii",
    phone: "Bilbila",
    location: "Bakka",
    newsEyebrow: "Oduu Haaraa",
    newsTitle: "Oduu dameewwan keenya hunda irraa",
    allNews: "Oduu hunda",
    videosEyebrow: "Viidiyoowwan",
    videosTitle: "Hojii keenya sochii keessatti ilaalaa",
    allVideos: "Viidiyoowwan hunda",
  },
  footer: {
    tagline:
      "Itoophiyaa badhaatuu fi magariisaaf geejjiba elektirikii, sibiila diimaa fi buna irratti invastii goona.",
    quickLinks: "Geessituuwwan Saffisaa",
    quickLinkItems: {
      about: "Waa'ee Keenya",
      vision: "Mul'ata fi Ergama",
      sectors: "Dameewwan Invastimantii",
      values: "Duudhaalee Bu'uuraa",
    },
    ourSectors: "Dameewwan Keenya",
    social: "Nu hordofaa",
    contact: "Qunnamtii",
    rights: "© {year} {name}. Mirgi hundi seeraan eegamaadha.",
    privacy: "Imaammata Dhuunfaa",
    terms: "Haala Tajaajilaa",
  },
  /** The name the public pages give each article sector. */
  sectorNames: {
    manufacturing: "Oomishaa",
    mining: "Albuudaa",
    export: "Alergii",
    group: "Garee",
  },
  sectors: [
    {
      slug: "manufacturing",
      name: "Oomishaa",
      tagline: "Konkolaattota elektirikii walitti qabuu fi buufata chaarjii",
      summary:
        "Itoophiyaa keessatti konkolaattota elektirikii walitti qabuu fi tamsaasa buufata chaarjii sochii isaanii hin addaan kutne ijaaruu.",
      focus: ["Konkolaattota elektirikii walitti qabuu", "Buufata chaarjii elektirikii"],
      heroTitle: "Oomisha Konkolaataa Elektirikii",
      heroText:
        "Itoophiyaa keessatti konkolaattota elektirikii walitti qabuu fi tamsaasa chaarjii humna isaaniif kennu ijaaruu.",
      description:
        "Kutaan oomisha keenyaa geejjiba elektirikii Itoophiyaatti fida: konkolaattota biyya keessatti walitti qabaman, tamsaasa chaarjii isaan deeggaru, akkasumas ogummaa lachuu itti fufsiisu.",
      body: [
        "Itoophiyaan elektirikii ishee irra caalaa humna bishaanii haaromfamu irraa argatti. Konkolaattonni elektirikii humna qulqulluu kana gara geejjiba qulqulluutti jijjiiru, baasii biyyattiin boba'aa alaa galchuuf baaftu hir'isu, magaalota saffisaan guddachaa jiran keessattis faalama qilleensaa hir'isu.",
        "Warshaa ammayyaa konkolaattota elektirikii walitti qabu, tamsaasa buufata chaarjii biyyaalessaa wajjin ijaaraa jirra; kanaanis konkolaataan nuti walitti qabnu hundi bakka itti chaarjii godhatu ni qabaata.",
        "Tarkaanfiin hundi, walitti qabuu irraa kaasee hanga tajaajila gurgurtaa boodaatti, hojii ogummaa gaafatu ni uuma, dandeettii oomishaa biyya keessaa kan oomisha tokkoo ol turus ni ijaara.",
      ],
      quickFacts: [
        { label: "Invastimantii", value: "Sadarkaa guddaa" },
        { label: "Hojii", value: "5,000+" },
        { label: "Teknooloojii", value: "Konkolaataa Elektirikii fi Chaarjii" },
        { label: "Yeroo", value: "2024-2028" },
      ],
      highlights: [
        {
          title: "Konkolaattota Elektirikii Walitti Qabuu",
          text: "Sarara walitti qabiinsaa ammayyaa konkolaattota elektirikii fi konkolaattota daldalaa xixiqqaaf, karaa Itoophiyaaf mijatee ijaarame.",
        },
        {
          title: "Tamsaasa Bu'uuraalee Chaarjii",
          text: "Buufata chaarjii magaalota keessaa fi karaalee gurguddoo irra jiran, giriidii humna haaromfamu Itoophiyaatiin hojjetan.",
        },
        {
          title: "Dandeettii Oomishaa Biyya Keessaa",
          text: "Injinarootaa fi teeknishaanota leenjisuu, akkasumas qaamolee konkolaataa dhiyeessitoota biyya keessaa irraa argachuu.",
        },
        {
          title: "Dhiibbaa Naannoo",
          text: "Boba'aa alaa galu xiqqaa, qilleensa qulqulluu fi gaazii faalamaa gadi aanaa dinagdee magariisaaf.",
        },
      ],
      metaDescription:
        "Itoophiyaa keessatti konkolaattota elektirikii walitti qabuu fi tamsaasa bu'uuraalee chaarjii: hojii 5,000+, 2024-2028.",
    },
    {
      slug: "mining",
      name: "Albuudaa",
      tagline: "Sibiila diimaa baasuu fi adeemsisuu",
      summary:
        "Sibiila diimaa itti gaafatamummaan baasuu fi adeemsisuu, kan meeshaalee ce'umsa humnaatiif barbaachisan dhiyeessu.",
      focus: ["Albuuda sibiila diimaa baasuu", "Sibiila diimaa adeemsisuu"],
      heroTitle: "Sibiila Diimaa Baasuu fi Adeemsisuu",
      heroText:
        "Sibiila diimaa, sibiila wiirtuu babal'ina elektirikii ta'e, itti gaafatamummaan baasuu fi adeemsisuu.",
      description:
        "Hojiin albuudaa keenyaa qabeenya sibiila diimaa Itoophiyaa sadarkaa idil-addunyaa nageenyaa, iftoominaa fi itti fufiinsaa eeguun misoomsa.",
      body: [
        "Sibiilli diimaan elektirikii addunyaa ammayyaa ni dabarsa: mootora, keebilii, baatirii fi buufata chaarjii keessatti. Fedhiin isaa konkolaataa elektirikii fi paanela aduu hunda waliin ni guddata.",
        "Sibiila diimaa Itoophiyaa keessatti baafnee adeemsifna; meeshaa dheedhii alatti erguu mannaa gatii isaa biyya keessatti daballa, industirii ce'umsa humnaa, kan keenya dabalatee, ni dhiyeessina.",
        "Hojiin keenya Iniishiyeetivii Iftoomina Industirii Baasii Qabeenya Uumamaa (EITI) hordofa; nageenya hojjettootaa fi jireenya gaarii hawaasa ollaa dursa kenna.",
      ],
      quickFacts: [
        { label: "Qabeenya Ijoo", value: "Sibiila diimaa" },
        { label: "Hamma", value: "Sadarkaa guddaa" },
        { label: "Hojii", value: "3,000+" },
        { label: "Istaandaardii", value: "EITI kan guutu" },
      ],
      highlights: [
        {
          title: "Sibiila Diimaa Baasuu",
          text: "Mala baasii ammayyaa fi gahumsa qabu, kuusaa hunda irraa bu'aa guddaa argamsiisu.",
        },
        {
          title: "Adeemsisuu fi Qulqulleessuu",
          text: "Adeemsisuu fi qulqulleessuun Itoophiyaa keessatti raawwata, kanaanis gatiin caalaan biyya keessatti hafa.",
        },
        {
          title: "Nageenya fi Seera Eeguu",
          text: "Istaandaardii nageenyaa idil-addunyaa, odiitii yeroo yeroon taasifamu fi iftoomina EITI.",
        },
        {
          title: "Hojimaata Itti Fufiinsa Qabu",
          text: "Bishaan of eeggannoon itti fayyadamuu, lafa deebisanii suphuu fi meeshaalee gaazii faalamaa xiqqaa gadi lakkisan.",
        },
        {
          title: "Misooma Hawaasaa",
          text: "Namoota naannoo qacaruu, leenjii ogummaa fi mana barumsaa, fayyaa fi karaa irratti invastii gochuu.",
        },
      ],
      metaDescription:
        "Itoophiyaa keessatti sibiila diimaa baasuu, adeemsisuu fi qulqulleessuu: sadarkaa guddaa, hojii 3,000+, EITI kan guutu.",
    },
    {
      slug: "export",
      name: "Alergii",
      tagline: "Buna Itoophiyaa sadarkaa olaanaa",
      summary:
        "Buna Itoophiyaa sadarkaa olaanaa Jimmaa, Gujii, Limu fi Hararghe, Oromiyaa irraa, dhaabbilee addunyaa guutuu buna akaawaniif.",
      focus: [
        "Buna Itoophiyaa sadarkaa olaanaa",
        "Jimmaa, Gujii, Limu fi Hararghe, Oromiyaa irraa",
      ],
      heroTitle: "Alergii Buna Itoophiyaa Sadarkaa Olaanaa",
      heroText:
        "Buna sadarkaa addaa Jimmaa, Gujii, Limu fi Hararghe irraa, Oromiyaa, iddoo bunni itti argame keessaa.",
      description:
        "Daldalli alergii keenyaa buna Itoophiyaa filatamoo gabaa addunyaatti dhiyeessa; qulqullinni isaa maasii irraa hanga kubbaayyaatti tarkaanfii hunda irratti ni to'atama.",
      body: [
        "Itoophiyaan biyya bunni itti argamedha; Oromiyaan immoo madda buna beekamoo hedduu qabdi: Jimmaa, Gujii, Limu fi Hararghe, tokkoon tokkoon isaanii amala addaa ofii qabu.",
        "Buna sadarkaa addaa argachuuf qonnaan bultootaa fi waldaalee hojii gamtaa wajjin kallattiin hojjenna, of eeggannoon adeemsifnee dhaabbilee buna akaawanii fi galchitoota addunyaa guutuu jiraniif ergina.",
        "Gatiin haqa qabeessi oomishtootaaf fi michummaan yeroo dheeraa bittoota wajjin daldala kana nama hirmaatu hundaaf itti fufiinsa qabeessa taasisa.",
      ],
      quickFacts: [
        { label: "Oomisha", value: "Buna Sadarkaa Olaanaa" },
        { label: "Naannoowwan", value: "4+" },
        { label: "Gabaa", value: "Addunyaa" },
        { label: "Qulqullina", value: "Sadarkaa Addaa" },
      ],
      highlights: [
        {
          title: "Hambaa Bunaa",
          text: "Aadaa waggaa kumaa, biyya bunni jalqaba itti argame irraa.",
        },
        {
          title: "Qulqullina Maasii irraa hanga Kubbaayyaatti",
          text: "Filatanii funaanuu, of eeggannoon adeemsisuu, sadarkaa kennuu fi dhandhamuu, ergaa hunda dura.",
        },
        {
          title: "Argamuu Gabaa Addunyaa",
          text: "Dhaabbilee buna addaa akaawanii fi galchitoota Awurooppaa, Eeshiyaa, Baha Giddugalaa fi Ameerikaa Kaabaa keessa jiraniif dhiyeessuu.",
        },
        {
          title: "Daldala Haqa Qabeessa",
          text: "Gatii haqa qabeessa fi hariiroo yeroo dheeraa qonnaan bultoota buna keenya oomishan wajjin.",
        },
      ],
      metaDescription:
        "Alergii buna Itoophiyaa sadarkaa olaanaa Jimmaa, Gujii, Limu fi Hararghe, Oromiyaa irraa: sadarkaa addaa, gabaa addunyaa.",
    },
  ],
  sectorPage: {
    eyebrow: "Damee {sector}",
    overview: "Waliigala",
    quickFacts: "Odeeffannoo Gabaabaa",
    highlights: "Qabxiilee Ijoo",
    partnerTitle: "Damee {sector} keessatti nu waliin hojjedhaa",
    partnerText:
      "Invastaroota, michoota teknooloojii, dhiyeessitootaa fi bittoota ilaalcha keenya yeroo dheeraa guddina Itoophiyaa irratti qabnu qooddatan ni simanna.",
    contactUs: "Nu Qunnamaa",
    copperTitle: "Hojii Sibiila Diimaa",
    copperText:
      "Hojii sibiila diimaa baasuu, adeemsisuu fi qulqulleessuu keenya gabaabinaan ilaalaa.",
    videoDownload: "Viidiyoo buufadhaa: {title}",
    newsEyebrow: "Oduu",
    latestFrom: "Oduu haaraa damee {sector} irraa",
    allSectorNews: "Oduu damee {sector} hunda",
    videosEyebrow: "Viidiyoowwan",
    videosFrom: "Viidiyoowwan damee {sector} irraa",
    allSectorVideos: "Viidiyoowwan damee {sector} hunda",
    feedTitle: "Oduu {name}: {sector}",
    feedDescription: "Oduu {sector} {name} irraa.",
  },
  news: {
    title: "Oduu",
    metaDescription:
      "Oduu {name}: konkolaattota elektirikii, albuuda sibiila diimaa fi alergii bunaa.",
    eyebrow: "Oduu Haaraa",
    lead: "Beeksisaa fi seenaawwan dameewwan keenya sadanuu irraa.",
    empty: "Hanga ammaatti oduun tokkollee hin maxxanfamne.",
    emptySector: "Hanga ammaatti oduun damee {sector} tokkollee hin maxxanfamne.",
    filterLabel: "Oduu dameedhaan",
    all: "Hunda",
    allNews: "Oduu hunda",
    draftPreview: "Wixinee dursanii ilaaluu — hin maxxanfamne",
    notPublished: "Hin maxxanfamne",
    feedTitle: "Oduu {name}",
    feedDescription: "Oduu {name} irraa.",
  },
  videos: {
    title: "Viidiyoowwan",
    metaDescription:
      "Viidiyoowwan {name}: warshaalee, bakkeewwan albuudaa fi maasiiwwan bunaa keenya hojii irratti.",
    eyebrow: "Viidiyoowwan",
    lead: "Warshaalee, bakkeewwan albuudaa fi maasiiwwan bunaa keenya hojii irratti.",
    empty: "Hanga ammaatti viidiyoon tokkollee hin maxxanfamne.",
    emptySector: "Hanga ammaatti viidiyoon damee {sector} tokkollee hin maxxanfamne.",
    filterLabel: "Viidiyoowwan dameedhaan",
    play: "Viidiyoo taphachiisaa: {title}",
    watch: "{title} ilaalaa (tab haaraa keessatti banama)",
  },
  search: {
    title: "Barbaacha",
    resultsTitle: "Barbaacha: {query}",
    metaDescription: "Oduu fi viidiyoowwan {name} barbaadaa.",
    label: "Marsariitii keessa barbaadaa",
    placeholder: "Oduu fi viidiyoo barbaadaa",
    submit: "Barbaadi",
    prompt: "Oduu fi viidiyoowwan barbaaduuf jechoota galchaa.",
    none: "Barbaacha “{query}” jedhuuf bu'aan hin argamne.",
    noMore: "Barbaacha “{query}” jedhuuf bu'aan dabalataa hin jiru.",
    one: "Barbaacha “{query}” jedhuuf bu'aa 1",
    many: "Barbaacha “{query}” jedhuuf bu'aa {count}",
    onPage: "{results}, fuula {page}",
    kindPage: "Fuula",
    kindArticle: "Oduu",
    kindVideo: "Viidiyoo",
    kindTender: "Caalbaasii",
    kindDocument: "Galmee",
    /** A document found by words inside its PDF: a link to the file at that page. */
    inPdf: "Fuula {page} PDF keessaa",
    opensInNewTab: "(tab haaraa keessatti banama)",
  },
  legal: {
    noticeLabel: "Beeksisa fakkeenyaa",
    noticeTitle: "Barreeffama fakkeenyaa.",
    noticeText:
      "Fuulli kun barreeffama yeroofii kan dhaabbatichi barreeffama seeraa ofii isaa kan sakatta'ameen bakka buusudha. Gorsa seeraa miti.",
    privacy: {
      title: "Imaammata Dhuunfaa",
      metaDescription: "{name} odeeffannoo dhuunfaa isin nuuf qooddattan akkamitti akka qabatu.",
      intro:
        "{name} dhuunfaa keessan ni kabaja. Imaammanni kun odeeffannoo dhuunfaa maal akka marsariitii kanaan walitti qabnu, maaliif akka walitti qabnu fi mirga maal akka qabaattan ibsa.",
      sections: [
        {
          heading: "Maal walitti qabna",
          text: "Yeroo ergaa nuuf ergitan, maqaa, teessoo imeelii, mata duree fi ergaa galchitan ni fudhanna. Sarvaroonni keenyas odeeffannoo teeknikaa marsariitii nageenyaan hojjechiisuuf barbaachisu, kanneen akka galmee gaaffilee, ni galmeessu.",
        },
        {
          heading: "Akkamitti itti fayyadamna",
          text: "Ergaa keessan deebii isiniif kennuu fi gaaffii keessan hordofuuf qofa itti fayyadamna. Odeeffannoo keessan hin gurgurru, beeksisaafis itti hin fayyadamnu.",
        },
        {
          heading: "Hammam kuufna",
          text: "Ergaawwan hanga gaaffii keessan hojjechuu fi dirqama seeraa bahuuf barbaachisutti qofa kuufna.",
        },
        {
          heading: "Mirga keessan",
          text: "Odeeffannoo waa'ee keessan qabnu ilaaluuf, sirreessuuf ykn haquuf teessoo {email} irratti barreessuun gaafachuu dandeessu.",
        },
      ],
    },
    terms: {
      title: "Haala Tajaajilaa",
      metaDescription: "Haalawwan yeroo marsariitii {name} fayyadamtan hojiirra oolan.",
      intro:
        "Haalawwan kun itti fayyadama marsariitii {name} irratti hojiirra oolu. Marsariitii kana fayyadamuun haalawwan kana ni fudhattu.",
      sections: [
        {
          heading: "Odeeffannoo marsariitii kana irra jiru",
          text: "Qabiyyeen marsariitii kanaa odeeffannoo waliigalaa waa'ee dhaabbata keenyaa fi sochiiwwan isaa kennuuf dhiyaate. Lakkoofsonnii fi karoorri jijjiiramuu danda'u; wanti marsariitii irra jiru kamuu dhiyeessii invastimantii miti.",
        },
        {
          heading: "Qabeenya Sammuu",
          text: "Barreeffamoonni, fakkiiwwan fi mallattooleen daldalaa marsariitii kana irra jiran, yoo haala biraan ibsame malee, qabeenya {name} ti; hayyama malee irra deebiin itti fayyadamuun hin danda'amu.",
        },
        {
          heading: "Itti Gaafatamummaa",
          text: "Marsariitiin kun sirrii fi argamaa akka ta'uuf ni tattaafanna, garuu yeroo hunda guutuu, haaraa ykn addaan citiinsa malee akka hojjetu wabii kennuu hin dandeenyu.",
        },
        {
          heading: "Qunnamtii",
          text: "Gaaffii haalawwan kana irratti qabdan: {email}.",
        },
      ],
    },
  },
  notFound: {
    title: "Fuulli hin argamne",
    eyebrow: "Dogoggora 404",
    text: "Fuulli isin barbaaddan hin jiru ykn iddoo biraatti ceesifameera.",
    backToHome: "Gara fuula jalqabaatti deebi'aa",
  },
  error: {
    eyebrow: "Dogoggora",
    unexpected: "Dogoggora appilikeeshinii hin eegamne!",
    notHandled: "Gaaffichi hojii irra ooluu hin dandeenye.",
    serverError:
      "Gama keenyaan rakkoon uumameera. Maaloo yeroo muraasa booda irra deebi'aa yaalaa.",
    backToHome: "Gara fuula jalqabaatti deebi'i",
  },
  investors: {
    title: "Invastaroota",
    metaDescription:
      "Gabaasota waggaa, ibsa maallaqaa, imaammataa fi meeshaa miidiyaa {name}, bara baajataa Itoophiyaatiin.",
    eyebrow: "Hariiroo invastarootaa",
    lead: "Gabaasota waggaa, ibsa maallaqaa, gabaasa itti fufiinsaa, imaammata, dhiyeessii fi meeshaa miidiyaa keenya, bara baajataa Itoophiyaatiin.",
    filterLabel: "Galmeewwan calaluu",
    type: "Gosa",
    allTypes: "Gosa hunda",
    year: "Bara baajataa",
    allYears: "Bara hunda",
    language: "Afaan",
    allLanguages: "Afaan hunda",
    filter: "Galmeewwan agarsiisi",
    empty: "Hanga ammaatti galmeen maxxanfame hin jiru.",
    emptyFiltered: "Galmeen calaltuu kanneen wajjin walsimu hin jiru.",
    types: {
      "annual-report": "Gabaasa waggaa",
      "financial-statements": "Ibsa maallaqaa",
      "sustainability-report": "Gabaasa itti fufiinsaa",
      policy: "Imaammata",
      presentation: "Dhiyeessii",
      "press-kit": "Meeshaa miidiyaa",
      other: "Kan biroo",
    },
    languages: { en: "Ingiliffaa", am: "Afaan Amaaraa", om: "Afaan Oromoo" },
    /** The languages a document's files are in, on its card. */
    inLanguages: "Afaan: {languages}",
    /** Under a type on the unfiltered page, when it has more documents than it shows. */
    allOfType: "{type}: galmeewwan {count} hunda",
    allDocuments: "Galmeewwan hunda",
    date: "Guyyaa",
    fiscalYear: "Bara baajataa",
    pages: "Fuula {count}",
    onePage: "Fuula 1",
    size: "Hamma",
    downloads: "Buufamoota",
    /** One download per language version: 'Download (English, PDF, 2.4 MB, 48 pages)'. */
    download: "Buufadhu ({details})",
    pressKit: "Meeshaa miidiyaa buufadhu",
    pressKitHint:
      "Faayilii ZIP tokko kan mallattoo, suuraa fi waraqaa odeeffannoo qabu: faayilii {count}.",
    draftPreview: "Fakkii dura-ilaalchaa — hin maxxanfamne",
  },
  careers: {
    title: "Carraa Hojii",
    metaDescription:
      "Iddoowwan hojii banaa {name}: oomisha konkolaataa elektirikii, albuuda varaqaa fi alergii buna Itoophiyaa keessatti.",
    eyebrow: "Carraa Hojii",
    lead: "Namoota industirii Itoophiyaa ijaaran waliin hirmaadhaa: iddoowwan hojii banaa keenya oomisha, albuudaa fi alergii keessatti.",
    empty: "Amma iddoon hojii banaan hin jiru",
    emptyHint:
      "Iddoowwan hojii haaraan dursanii asitti maxxanfamu. Maaloo yeroo dhiyootti deebi'aa.",
    emptyFiltered: "Iddoon hojii banaa calleessitoota kanneen waliin walsimu hin jiru.",
    filterLabel: "Iddoowwan hojii calleessi",
    sector: "Damee",
    allSectors: "Dameewwan hunda",
    location: "Bakka",
    allLocations: "Bakkeewwan hunda",
    filter: "Iddoowwan hojii agarsiisi",
    closes: "Kan cufamu {date}",
    salary: "Mindaa: {amount} {per}",
    salaryFrom: "{amount} irraa eegalee",
    salaryUpTo: "hanga {amount}",
    salaryPer: { MONTH: "ji'aan", YEAR: "waggaatti", HOUR: "sa'aatiitti" },
    employmentTypes: {
      FULL_TIME: "Yeroo guutuu",
      PART_TIME: "Yeroo muraasa",
      CONTRACTOR: "Waliigaltee",
      TEMPORARY: "Yeroodhaaf",
      INTERN: "Leenji'aa",
    },
    allPositions: "Iddoowwan hojii hunda",
    about: "Waa'ee hojii kanaa",
    requirements: "Ulaagaalee",
    howToApply: "Akkaataa itti iyyatan",
    closed: "Iddoon hojii kun cufameera.",
    closedHint: "Kana booda iyyannoo hin fudhatu. Iddoowwan hojii banaa keenya ilaalaa.",
    apply: "Iyyadhu",
    applyLead: "Odeeffannoo keessanii fi CV keessan nuuf ergaa. Dirreewwan * qaban dirqama.",
    name: "Maqaa Guutuu",
    email: "Teessoo Imeelii",
    phone: "Bilbila",
    cv: "Seenaa hojii (CV)",
    cvHint: "PDF, DOC ykn DOCX, yoo baay'ate 5 MB.",
    coverLetter: "Xalayaa iyyannoo",
    optional: "filannoo",
    consent:
      "{name} iddoo hojii kanaaf akka na ilaaluuf iyyannoo fi CV koo akka kuusu, iddoon hojii erga cufamee guyyaa {days} booda akka haqu nan waliigala.",
    send: "Iyyannoo ergi",
    sending: "Ergamaa jira…",
    progress: "CV keessan olkaa'amaa jira: {percent}%",
    sent: "Galatoomaa — iyyannoon keessan nu ga'eera.",
    sentEmail: "Mirkaneessa {email} tti ergineerra.",
    tooMany:
      "Walqunnamtii keessan irraa iyyannoon baay'een ergameera. Maaloo booda irra deebi'aa yaalaa.",
    sendAgain:
      "Maaloo iyyannoo keessan ilaalaatii irra deebi'aa ergaa. CV keessan irra deebi'aa maxxansaa: biraawuzariin faayilii filatame hin qabatu.",
    failed:
      "Iyyannoon keessan erguu hin dandeenye. Maaloo walqunnamtii keessan mirkaneeffadhaa irra deebi'aa yaalaa.",
    ackSubject: "{name}: iyyannoo keessan {title} dhaaf",
    ackBody:
      "Galatoomaa — iyyannoon keessan {title} dhaaf nu ga'eera.\n\nIddoo hojii kanaaf isin ilaaluuf iyyannoo fi CV keessan ni kuusna; iddoon hojii erga cufamee guyyaa {days} booda ni haqna.",
    errors: {
      nameRequired: "Maaloo maqaa keessan galchaa",
      nameTooLong: "Maqaan keessan qubee 100 caaluu hin qabu",
      emailRequired: "Maaloo teessoo imeelii keessan galchaa",
      emailTooLong: "Teessoon imeelii keessan qubee 254 caaluu hin qabu",
      emailInvalid: "Maaloo teessoo imeelii sirrii galchaa",
      phoneRequired: "Maaloo lakkoofsa bilbilaa keessan galchaa",
      phoneInvalid:
        "Maaloo lakkoofsa bilbilaa galchaa (lakkoofsota, iddoo duwwaa, +, -, qoqqooddii)",
      cvRequired: "Maaloo CV keessan maxxansaa",
      cvType: "CV faayilii PDF, DOC ykn DOCX ta'uu qaba.",
      cvTooLarge: "CV yoo baay'ate 5 MB ta'uu qaba.",
      cvLocked: "Faayiliin kun jecha icciitiin eegameera. Maaloo jecha icciitii malee ergaa.",
      coverLetterTooLong: "Xalayaan iyyannoo keessanii qubee 5,000 caaluu hin qabu",
      consentRequired: "Maaloo akkaataa iyyannoo keessan itti kuusnu irratti waliigalaa",
    },
  },
  tenders: {
    title: "Caalbaasii",
    metaDescription:
      "Beeksisa caalbaasii {name}: waamicha caalbaasii meeshaalee, hojiiwwan ijaarsaa fi tajaajilaa, galmee caalbaasii, guyyaa cufamuu fi mo'attoota isaanii wajjin.",
    eyebrow: "Bittaa",
    lead: "Waamicha caalbaasii meeshaalee, hojii ijaarsaa, gorsaa fi tajaajila biraa: caalbaasiin banaa dura, kan dafee cufamu dura.",
    filterLabel: "Caalbaasii calali",
    status: "Haala",
    allStatuses: "Haala hunda",
    category: "Gosa",
    allCategories: "Gosa hunda",
    method: "Mala bittaa",
    allMethods: "Mala hunda",
    sector: "Damee",
    allSectors: "Damee hunda",
    filter: "Caalbaasii agarsiisi",
    empty: "Hanga ammaatti caalbaasiin maxxanfame hin jiru",
    emptyHint: "Beeksisni caalbaasii jalqaba asitti maxxanfama. Maaloo yeroo dhihootti deebi'aa.",
    emptyFiltered: "Caalbaasiin calaltuu kana waliin walsimu hin jiru.",
    showAll: "Caalbaasii hunda agarsiisi",
    statuses: { open: "Banaa", closed: "Cufame", awarded: "Kennameera", cancelled: "Haqameera" },
    categories: {
      goods: "Meeshaalee",
      works: "Hojiiwwan ijaarsaa",
      consultancy: "Tajaajila gorsaa",
      "non-consultancy": "Tajaajila gorsaan alaa",
    },
    methods: {
      icb: "Caalbaasii banaa idil-addunyaa (ICB)",
      ncb: "Caalbaasii banaa biyyoolessaa (NCB)",
      rfq: "Gaaffii gatii (RFQ)",
      rfp: "Gaaffii yaada furmaataa (RFP)",
      eoi: "Ibsa fedhii (EOI)",
    },
    reference: "Lakkoofsa eenyummaa",
    publicationDate: "Guyyaa maxxanfame",
    closingDate: "Guyyaa cufamu",
    bidOpening: "Banamuu caalbaasii",
    questionsUntil: "Gaaffiin hanga",
    siteTime: "Sa'aatii Finfinnee",
    extendedTo: "Hanga {date} dheereffameera",
    originally: "Guyyaa cufamuu jalqabaa: {date}",
    place: "Bakka: {place}",
    bidSecurity: "Wabii caalbaasii",
    documentFee: "Kaffaltii galmee",
    eligibility: "Ulaagaa hirmaannaa",
    about: "Waa'ee caalbaasii kanaa",
    contact: "Quunnamtii",
    documents: "Galmee caalbaasii",
    noDocuments: "Caalbaasii kanaaf galmeen maxxanfame hin jiru.",
    download: "Buufadhu",
    pages: "Fuula {count}",
    amendments: "Fooyya'iinsota",
    amendment: "Fooyya'iinsa {number}",
    publishedOn: "Kan maxxanfame {date}",
    newClosingDate: "Guyyaa cufamuu haaraa: {date}",
    questions: "Gaaffii fi deebii",
    question: "Gaaffii",
    answer: "Deebii",
    award: "Beeksisa mo'ataa",
    awardedTo: "Kan kennameef: {winner}",
    awardAmount: "Hanga: {amount}",
    awardDate: "Guyyaa kenname: {date}",
    cancelled: "Caalbaasiin kun haqameera.",
    cancelReason: "Sababa: {reason}",
    cancelDate: "Kan haqame {date}",
    closedNotice: "Caalbaasiin kun cufameera: kana booda galmeen caalbaasii hin fudhatamu.",
    allTenders: "Caalbaasii hunda",
    feeds: "Caalbaasii haaraa hordofi:",
    rss: "Galmee RSS",
    jsonFeed: "Galmee JSON",
    feedTitle: "{name}: caalbaasii",
    closes: "Kan cufamu {date}",
    closed: "Kan cufame {date}",
  },
  contact: {
    formTitle: "Ergaa Nuuf Ergaa",
    name: "Maqaa Guutuu",
    email: "Teessoo Imeelii",
    subject: "Mata Duree",
    message: "Ergaa",
    send: "Ergi",
    sending: "Ergamaa jira...",
    sent: "Galatoomaa! Ergaan keessan ergameera.",
    failed:
      "Ergaan keessan ergamuu hin dandeenye. Maaloo walqunnamtii interneetii keessanii mirkaneeffadhaatii irra deebi'aa yaalaa.",
    tooMany: "Ergaawwan baay'een ergamaniiru. Maaloo booda irra deebi'aa yaalaa.",
    sendAgain: "Maaloo ergaa keessan ilaalaatii irra deebi'aa ergaa.",
    privacyNote:
      "Odeeffannoo keessan ergaa keessaniif deebii kennuuf qofa itti fayyadamna. {privacy} keenya ilaalaa.",
    privacyLink: "Imaammata Dhuunfaa",
    errors: {
      nameRequired: "Maaloo maqaa keessan galchaa",
      nameTooLong: "Maqaan keessan qubee 100 caaluu hin qabu",
      emailRequired: "Maaloo teessoo imeelii keessanii galchaa",
      emailTooLong: "Teessoon imeelii keessanii qubee 254 caaluu hin qabu",
      emailInvalid: "Maaloo teessoo imeelii sirrii galchaa",
      subjectRequired: "Maaloo mata duree galchaa",
      subjectTooLong: "Mata dureen qubee 150 caaluu hin qabu",
      messageTooShort: "Ergaan keessan yoo xiqqaate qubee 10 qabaachuu qaba",
      messageTooLong: "Ergaan keessan qubee 5,000 caaluu hin qabu",
    },
  },
  blocks: {
    biography: "Seenaa jireenyaa",
    download: "Buufadhu",
    gallery: "Kuusaa suuraalee",
    viewer: "Suuraa ilaaluu",
    close: "Cufi",
    previous: "Suuraa duraa",
    next: "Suuraa itti aanu",
    position: "{m} keessaa {n}",
  },
  authors: {
    eyebrow: "Barreessaa",
    articlesBy: "Barreeffamoota {author}",
    metaDescription: "Oduu fi barreeffamoota {author} kan {name}.",
    feedTitle: "Oduu {name}: {author}",
    feedDescription: "Barreeffamoota {author} kan {name}",
    rss: "Galmee RSS barreeffamoota {author}",
    byline: "Barreessaa: {author}",
    photoOf: "Suuraa {author}",
  },
};
