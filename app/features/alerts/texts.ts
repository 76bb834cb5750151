import type { Locale } from "~/lib/i18n";
import { messagesFor } from "~/locales";
import type { AlertFrequency, AlertTopic, ArticleSector, TenderCategory } from "../../../db/enums";

/**
 * What a visitor reads of alerts: the 'Get alerts' form and its answers, the confirm, manage and
 * unsubscribe pages, and the confirmation e-mail, in the three languages of the site. Sector and
 * category names are the site's own (app/locales).
 */
export interface AlertTexts {
  heading: string;
  lead: string;
  email: string;
  whatLegend: string;
  topics: Record<AlertTopic, string>;
  narrow: string;
  sectors: string;
  categories: string;
  noneMeansAll: string;
  frequencyLegend: string;
  frequencies: Record<AlertFrequency, string>;
  submit: string;
  sending: string;
  checkEmail: string;
  unavailable: string;
  sendAgain: string;
  tooMany: string;
  failed: string;
  back: string;
  errors: {
    emailRequired: string;
    emailTooLong: string;
    emailInvalid: string;
    topicRequired: string;
  };
  confirmTitle: string;
  confirmLead: string;
  confirmButton: string;
  confirmed: string;
  manageTitle: string;
  manageLead: string;
  language: string;
  save: string;
  saved: string;
  pausedNote: string;
  pause: string;
  resume: string;
  pausedDone: string;
  resumedDone: string;
  unsubscribeTitle: string;
  unsubscribeLead: string;
  unsubscribeButton: string;
  unsubscribed: string;
  invalidTitle: string;
  invalidText: string;
  subscribeAgain: string;
  allSectors: string;
  allCategories: string;
  mail: {
    subject: string;
    body: string;
  };
}

const en: AlertTexts = {
  heading: "Get alerts",
  lead: "An e-mail when we publish what you choose. No account needed; unsubscribe at any time.",
  email: "Email Address",
  whatLegend: "What to receive",
  topics: { news: "News", tenders: "Tenders", jobs: "Jobs" },
  narrow: "Sectors and categories",
  sectors: "Sectors",
  categories: "Tender categories",
  noneMeansAll: "None ticked: all of them.",
  frequencyLegend: "How often",
  frequencies: { instant: "As published", daily: "Daily digest", weekly: "Weekly digest" },
  submit: "Subscribe",
  sending: "Sending…",
  checkEmail:
    "Check your e-mail: if {email} can receive alerts, a message with a confirmation link is on its way. Nothing is sent until you confirm.",
  unavailable: "E-mail alerts are not available at the moment. Please try again later.",
  sendAgain: "Please check the form and send it again.",
  tooMany: "Too many requests from your network. Please try again in a few minutes.",
  failed: "The form could not be sent. Please check your connection and try again.",
  back: "Back to the page",
  errors: {
    emailRequired: "Please enter your e-mail address",
    emailTooLong: "Your e-mail address must not be longer than 254 characters",
    emailInvalid: "Please enter a valid e-mail address",
    topicRequired: "Choose at least one of News, Tenders and Jobs",
  },
  confirmTitle: "Confirm your alerts",
  confirmLead: "Alerts for {email}: {choices}. Press Confirm to start receiving them.",
  confirmButton: "Confirm",
  confirmed: "Thank you: your alerts are confirmed. {choices}.",
  manageTitle: "Manage your alerts",
  manageLead: "Alerts for {email}. Change what you receive, pause them, or unsubscribe.",
  language: "Language of the e-mails",
  save: "Save changes",
  saved: "Your choices are saved.",
  pausedNote: "Your alerts are paused: nothing is sent until you resume them.",
  pause: "Pause alerts",
  resume: "Resume alerts",
  pausedDone: "Your alerts are paused.",
  resumedDone: "Your alerts are on again.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeLead: "Stop every alert to {email}? Your address and choices are deleted.",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed. Your address has been deleted; no more alerts are sent.",
  invalidTitle: "This link does not work",
  invalidText:
    "The link is unknown or no longer valid: the subscription may have been deleted, or a request not confirmed within 7 days was forgotten. You can subscribe again.",
  subscribeAgain: "Subscribe again",
  allSectors: "all sectors",
  allCategories: "all categories",
  mail: {
    subject: "Confirm your alerts from {name}",
    body: [
      "Hello,",
      "",
      "Someone, probably you, asked for alerts from {name} at this address:",
      "{choices}",
      "",
      "To confirm, open this link and press Confirm:",
      "{link}",
      "",
      "Nothing is sent unless you confirm. If you did not ask for this, ignore this e-mail: the request is forgotten after 7 days.",
    ].join("\n"),
  },
};

const am: AlertTexts = {
  heading: "ማሳወቂያ ያግኙ",
  lead: "የመረጡትን ስናትም በኢሜይል እናሳውቅዎታለን። መለያ አያስፈልግም፤ በማንኛውም ጊዜ ማቆም ይችላሉ።",
  email: "የኢሜይል አድራሻ",
  whatLegend: "ምን እንዲደርስዎ ይፈልጋሉ",
  topics: { news: "ዜና", tenders: "ጨረታዎች", jobs: "ሥራዎች" },
  narrow: "ዘርፎች እና ምድቦች",
  sectors: "ዘርፎች",
  categories: "የጨረታ ምድቦች",
  noneMeansAll: "ምንም ካልመረጡ፦ ሁሉም።",
  frequencyLegend: "በምን ያህል ጊዜ",
  frequencies: { instant: "ሲታተም ወዲያውኑ", daily: "የዕለት ማጠቃለያ", weekly: "የሳምንት ማጠቃለያ" },
  submit: "ይመዝገቡ",
  sending: "በመላክ ላይ…",
  checkEmail:
    "ኢሜይልዎን ይመልከቱ፦ {email} ማሳወቂያ መቀበል ከቻለ የማረጋገጫ ማስፈንጠሪያ ያለው መልእክት ተልኳል። እስኪያረጋግጡ ድረስ ምንም አይላክም።",
  unavailable: "የኢሜይል ማሳወቂያዎች አሁን አይገኙም። እባክዎ ቆይተው እንደገና ይሞክሩ።",
  sendAgain: "እባክዎ ቅጹን አረጋግጠው እንደገና ይላኩ።",
  tooMany: "ከአውታረ መረብዎ በጣም ብዙ ጥያቄዎች ደርሰዋል። እባክዎ ከጥቂት ደቂቃዎች በኋላ እንደገና ይሞክሩ።",
  failed: "ቅጹ ሊላክ አልቻለም። እባክዎ ግንኙነትዎን አረጋግጠው እንደገና ይሞክሩ።",
  back: "ወደ ገጹ ይመለሱ",
  errors: {
    emailRequired: "እባክዎ የኢሜይል አድራሻዎን ያስገቡ",
    emailTooLong: "የኢሜይል አድራሻዎ ከ254 ቁምፊዎች መብለጥ የለበትም",
    emailInvalid: "እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ",
    topicRequired: "ከዜና፣ ከጨረታዎች እና ከሥራዎች ቢያንስ አንዱን ይምረጡ",
  },
  confirmTitle: "ማሳወቂያዎችዎን ያረጋግጡ",
  confirmLead: "ለ{email} የሚላኩ ማሳወቂያዎች፦ {choices}። መቀበል ለመጀመር «አረጋግጥ»ን ይጫኑ።",
  confirmButton: "አረጋግጥ",
  confirmed: "እናመሰግናለን፤ ማሳወቂያዎችዎ ተረጋግጠዋል። {choices}።",
  manageTitle: "ማሳወቂያዎችዎን ያስተዳድሩ",
  manageLead: "ለ{email} የሚላኩ ማሳወቂያዎች። የሚደርስዎን ይቀይሩ፣ ለጊዜው ያቁሙ ወይም ምዝገባዎን ይሰርዙ።",
  language: "የኢሜይሎቹ ቋንቋ",
  save: "ለውጦቹን አስቀምጥ",
  saved: "ምርጫዎችዎ ተቀምጠዋል።",
  pausedNote: "ማሳወቂያዎችዎ ለጊዜው ቆመዋል፤ እንደገና እስኪጀምሩ ድረስ ምንም አይላክም።",
  pause: "ማሳወቂያዎችን ለጊዜው አቁም",
  resume: "ማሳወቂያዎችን እንደገና ጀምር",
  pausedDone: "ማሳወቂያዎችዎ ለጊዜው ቆመዋል።",
  resumedDone: "ማሳወቂያዎችዎ እንደገና ጀምረዋል።",
  unsubscribeTitle: "ምዝገባ ሰርዝ",
  unsubscribeLead: "ወደ {email} የሚላኩ ማሳወቂያዎች በሙሉ ይቁሙ? አድራሻዎ እና ምርጫዎችዎ ይሰረዛሉ።",
  unsubscribeButton: "ምዝገባ ሰርዝ",
  unsubscribed: "ምዝገባዎ ተሰርዟል። አድራሻዎ ተሰርዟል፤ ከእንግዲህ ማሳወቂያ አይላክም።",
  invalidTitle: "ይህ ማስፈንጠሪያ አይሠራም",
  invalidText:
    "ማስፈንጠሪያው የማይታወቅ ወይም የማያገለግል ነው፦ ምዝገባው ተሰርዞ ሊሆን ይችላል፤ ወይም በ7 ቀናት ውስጥ ያልተረጋገጠ ጥያቄ ተረስቷል። እንደገና መመዝገብ ይችላሉ።",
  subscribeAgain: "እንደገና ይመዝገቡ",
  allSectors: "ሁሉም ዘርፎች",
  allCategories: "ሁሉም ምድቦች",
  mail: {
    subject: "ከ{name} የሚላኩ ማሳወቂያዎችን ያረጋግጡ",
    body: [
      "ሰላም፣",
      "",
      "አንድ ሰው፣ ምናልባት እርስዎ፣ ከ{name} ማሳወቂያዎች ወደዚህ አድራሻ እንዲላኩ ጠይቀዋል፦",
      "{choices}",
      "",
      "ለማረጋገጥ ይህን ማስፈንጠሪያ ከፍተው «አረጋግጥ»ን ይጫኑ፦",
      "{link}",
      "",
      "ካላረጋገጡ ምንም አይላክም። ይህን ካልጠየቁ ኢሜይሉን ችላ ይበሉ፤ ጥያቄው ከ7 ቀናት በኋላ ይረሳል።",
    ].join("\n"),
  },
};

const om: AlertTexts = {
  heading: "Beeksisa argadhu",
  lead: "Waan filattan yeroo maxxansinu imeeliin isin beeksifna. Herregni hin barbaachisu; yeroo barbaaddanitti dhaabuu dandeessu.",
  email: "Teessoo Imeelii",
  whatLegend: "Maal argachuu barbaaddu",
  topics: { news: "Oduu", tenders: "Caalbaasii", jobs: "Hojii" },
  narrow: "Damee fi gosoota",
  sectors: "Dameewwan",
  categories: "Gosoota caalbaasii",
  noneMeansAll: "Homtuu yoo hin filatamne: hunda.",
  frequencyLegend: "Hammam yeroo yeroon",
  frequencies: {
    instant: "Akkuma maxxanseen",
    daily: "Cuunfaa guyyaa",
    weekly: "Cuunfaa torbanii",
  },
  submit: "Galmaa'i",
  sending: "Ergaa jira…",
  checkEmail:
    "Imeelii keessan ilaalaa: {email} beeksisa fudhachuu yoo danda'e, ergaan geessituu mirkaneessaa qabu isin bira ga'aa jira. Hanga mirkaneessitanitti homtuu hin ergamu.",
  unavailable: "Beeksisni imeelii amma hin jiru. Maaloo booda irra deebi'aa yaalaa.",
  sendAgain: "Maaloo unka kana mirkaneeffadhaa irra deebi'aa ergaa.",
  tooMany: "Gaaffiin baay'een networkii keessan irraa dhufe. Maaloo daqiiqaa muraasa booda yaalaa.",
  failed:
    "Unkichi ergamuu hin dandeenye. Maaloo walqunnamtii keessan mirkaneeffadhaa irra deebi'aa yaalaa.",
  back: "Gara fuulaatti deebi'i",
  errors: {
    emailRequired: "Maaloo teessoo imeelii keessan galchaa",
    emailTooLong: "Teessoon imeelii keessan qubee 254 caaluu hin qabu",
    emailInvalid: "Maaloo teessoo imeelii sirrii galchaa",
    topicRequired: "Oduu, Caalbaasii fi Hojii keessaa yoo xiqqaate tokko filadhaa",
  },
  confirmTitle: "Beeksisa keessan mirkaneessaa",
  confirmLead: "Beeksisa {email}: {choices}. Fudhachuu jalqabuuf 'Mirkaneessi' tuqaa.",
  confirmButton: "Mirkaneessi",
  confirmed: "Galatoomaa: beeksisni keessan mirkanaa'eera. {choices}.",
  manageTitle: "Beeksisa keessan bulchaa",
  manageLead:
    "Beeksisa {email}. Waan isin ga'u jijjiiraa, yeroof dhaabaa, ykn galmee keessan haqaa.",
  language: "Afaan imeelota",
  save: "Jijjiirama olkaa'i",
  saved: "Filannoon keessan olkaa'ameera.",
  pausedNote: "Beeksisni keessan yeroof dhaabateera: hanga itti fuftanitti homtuu hin ergamu.",
  pause: "Beeksisa yeroof dhaabi",
  resume: "Beeksisa itti fufi",
  pausedDone: "Beeksisni keessan yeroof dhaabateera.",
  resumedDone: "Beeksisni keessan deebi'ee jalqabeera.",
  unsubscribeTitle: "Galmee haqi",
  unsubscribeLead:
    "Beeksisa {email} tti ergamu hunda dhaabdu? Teessoon fi filannoon keessan ni haqama.",
  unsubscribeButton: "Galmee haqi",
  unsubscribed:
    "Galmeen keessan haqameera. Teessoon keessan haqameera; beeksisni kana booda hin ergamu.",
  invalidTitle: "Geessituun kun hin hojjetu",
  invalidText:
    "Geessituun kun hin beekamu ykn hin hojjetu: galmeen haqamee ta'uu danda'a, ykn gaaffiin guyyaa 7 keessatti hin mirkanoofne irraanfatameera. Irra deebi'uun galmaa'uu dandeessu.",
  subscribeAgain: "Irra deebi'ii galmaa'i",
  allSectors: "dameewwan hunda",
  allCategories: "gosoota hunda",
  mail: {
    subject: "Beeksisa {name} irraa mirkaneessaa",
    body: [
      "Akkam,",
      "",
      "Namni tokko, tarii isin, beeksisni {name} teessoo kanatti akka ergamu gaafateera:",
      "{choices}",
      "",
      "Mirkaneessuuf geessituu kana banaatii 'Mirkaneessi' tuqaa:",
      "{link}",
      "",
      "Yoo hin mirkaneessine homtuu hin ergamu. Yoo kana hin gaafatin, imeelii kana dhiisaa: gaaffichi guyyaa 7 booda ni irraanfatama.",
    ].join("\n"),
  },
};

const TEXTS: Record<Locale, AlertTexts> = { en, am, om };

export function alertTexts(locale: Locale): AlertTexts {
  return TEXTS[locale];
}

/** A sector's and a tender category's name as the site's pages give them. */
export function sectorName(locale: Locale, sector: ArticleSector): string {
  return messagesFor(locale).sectorNames[sector];
}
export function categoryName(locale: Locale, category: TenderCategory): string {
  return messagesFor(locale).tenders.categories[category];
}
