import type { Locale } from "~/lib/i18n";
import type { AlertFrequency, AlertTopic } from "../../../db/enums";

/** What an alert e-mail says around its items, in the subscriber's language. */
export interface AlertMessageTexts {
  /** The subject of one item as published: '{site}: {title}'. */
  subjectOne: string;
  /** A digest's subject: '{site}: {count} new items'. */
  subjectDigest: Record<Exclude<AlertFrequency, "instant">, string>;
  /** The line above the items. */
  intro: Record<AlertFrequency, string>;
  published: string;
  read: string;
  topics: Record<AlertTopic, string>;
  /** Why they receive it: 'You receive this because you asked {site} for alerts of {topics}.' */
  why: string;
  manage: string;
  unsubscribe: string;
  /** The sample a staff member sends to themselves. */
  testSubject: string;
  testNote: string;
}

const en: AlertMessageTexts = {
  subjectOne: "{site}: {title}",
  subjectDigest: { daily: "{site}: {count} new today", weekly: "{site}: {count} new this week" },
  intro: {
    instant: "Just published on the {site} website:",
    daily: "Published on the {site} website since yesterday's alert:",
    weekly: "Published on the {site} website this week:",
  },
  published: "Published {date}",
  read: "Read it on our website",
  topics: { news: "News", tenders: "Tenders", jobs: "Jobs" },
  why: "You receive this e-mail because you asked {site} for alerts ({topics}) and confirmed your address.",
  manage: "Manage your alerts",
  unsubscribe: "Unsubscribe",
  testSubject: "{site}: a test alert",
  testNote: "This is a test: the alert e-mails subscribers receive look like this.",
};

const am: AlertMessageTexts = {
  subjectOne: "{site}: {title}",
  subjectDigest: { daily: "{site}: ዛሬ {count} አዳዲስ", weekly: "{site}: በዚህ ሳምንት {count} አዳዲስ" },
  intro: {
    instant: "በ{site} ድረ ገጽ ላይ አሁን የወጣ፦",
    daily: "ከትናንቱ ማሳወቂያ ወዲህ በ{site} ድረ ገጽ ላይ የወጡ፦",
    weekly: "በዚህ ሳምንት በ{site} ድረ ገጽ ላይ የወጡ፦",
  },
  published: "የወጣበት ቀን፦ {date}",
  read: "በድረ ገጻችን ላይ ያንብቡ",
  topics: { news: "ዜና", tenders: "ጨረታዎች", jobs: "ሥራዎች" },
  why: "ይህን ኢሜይል የደረሰዎት ከ{site} ማሳወቂያዎችን ({topics}) ስለጠየቁና አድራሻዎን ስላረጋገጡ ነው።",
  manage: "ማሳወቂያዎችዎን ያስተዳድሩ",
  unsubscribe: "ከደንበኝነት ይውጡ",
  testSubject: "{site}: የሙከራ ማሳወቂያ",
  testNote: "ይህ ሙከራ ነው፦ ተመዝጋቢዎች የሚደርሳቸው የማሳወቂያ ኢሜይል ይህን ይመስላል።",
};

const om: AlertMessageTexts = {
  subjectOne: "{site}: {title}",
  subjectDigest: {
    daily: "{site}: haaraa {count} har'a",
    weekly: "{site}: haaraa {count} torban kana",
  },
  intro: {
    instant: "Marsariitii {site} irratti amma kan maxxanfame:",
    daily: "Beeksisa kaleessaa booda marsariitii {site} irratti kan maxxanfame:",
    weekly: "Torban kana marsariitii {site} irratti kan maxxanfame:",
  },
  published: "Kan maxxanfame {date}",
  read: "Marsariitii keenya irratti dubbisaa",
  topics: { news: "Oduu", tenders: "Caalbaasii", jobs: "Hojii" },
  why: "E-mail kana kan argattan {site} irraa beeksisa ({topics}) waan gaafattaniif fi teessoo keessan waan mirkaneessitaniif.",
  manage: "Beeksisa keessan bulchaa",
  unsubscribe: "Galmee irraa ba'aa",
  testSubject: "{site}: beeksisa yaalii",
  testNote: "Kun yaalii dha: e-mailli beeksisaa galmaa'antoonni argatan kana fakkaata.",
};

const TEXTS: Record<Locale, AlertMessageTexts> = { en, am, om };

export function alertMessageTexts(locale: Locale): AlertMessageTexts {
  return TEXTS[locale];
}
