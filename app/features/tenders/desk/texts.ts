import type { Locale } from "~/lib/i18n";

/**
 * What a visitor reads of the tender desk (the 'Ask a question' and 'Register for updates' forms,
 * their answers) and what registrants receive by e-mail, in the three languages of the site.
 * Kept beside the desk: the tender page shows these forms through TenderForms alone.
 */
export interface DeskTexts {
  ask: string;
  askLead: string;
  register: string;
  registerLead: string;
  name: string;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  question: string;
  optional: string;
  sendQuestion: string;
  sendRegistration: string;
  sending: string;
  questionSent: string;
  registered: string;
  alreadyRegistered: string;
  questionsClosed: string;
  registrationClosed: string;
  sendAgain: string;
  tooMany: string;
  failed: string;
  errors: {
    nameRequired: string;
    nameTooLong: string;
    companyRequired: string;
    companyTooLong: string;
    emailRequired: string;
    emailTooLong: string;
    emailInvalid: string;
    phoneTooLong: string;
    questionTooShort: string;
    questionTooLong: string;
  };
  mail: {
    amendmentSubject: string;
    amendmentBody: string;
    extendedTo: string;
    newDocuments: string;
    answerSubject: string;
    answerBody: string;
    questionLabel: string;
    answerLabel: string;
    awardSubject: string;
    awardBody: string;
    amountLabel: string;
    cancelSubject: string;
    cancelBody: string;
    reasonLabel: string;
    footer: string;
  };
}

const en: DeskTexts = {
  ask: "Ask a question",
  askLead:
    "Questions are answered on this page for every bidder to read, without your name, company or e-mail.",
  register: "Register for updates",
  registerLead:
    "We e-mail you each amendment, each published answer and the award notice. Downloading the documents needs no registration.",
  name: "Your name",
  company: "Company",
  contactName: "Contact name",
  email: "E-mail",
  phone: "Phone",
  question: "Your question",
  optional: "optional",
  sendQuestion: "Send question",
  sendRegistration: "Register",
  sending: "Sending…",
  questionSent: "Thank you. Your question has arrived; its answer will be published on this page.",
  registered: "You are registered. We will e-mail you every update of this tender.",
  alreadyRegistered: "This e-mail address is already registered for this tender's updates.",
  questionsClosed: "The clarification period of this tender has ended: questions are closed.",
  registrationClosed: "This tender is closed: registration for updates has ended.",
  sendAgain: "Please check the form and send it again.",
  tooMany: "Too many forms sent from your network. Please try again in a few minutes.",
  failed: "The form could not be sent. Please check your connection and try again.",
  errors: {
    nameRequired: "Please enter your name.",
    nameTooLong: "The name is too long (at most 100 characters).",
    companyRequired: "Please enter your company's name.",
    companyTooLong: "The company's name is too long (at most 150 characters).",
    emailRequired: "Please enter your e-mail address.",
    emailTooLong: "The e-mail address is too long.",
    emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
    phoneTooLong: "The phone number is too long (at most 40 characters).",
    questionTooShort: "Please write your question (at least 10 characters).",
    questionTooLong: "The question is too long (at most 3000 characters).",
  },
  mail: {
    amendmentSubject: "[{site}] Amendment {number} to tender {reference}",
    amendmentBody: "Amendment {number} to the tender “{title}” ({reference}) was published.",
    extendedTo: "The closing date is extended to {date}.",
    newDocuments: "New documents:",
    answerSubject: "[{site}] Clarification on tender {reference}",
    answerBody: "A question on the tender “{title}” ({reference}) was answered.",
    questionLabel: "Question:",
    answerLabel: "Answer:",
    awardSubject: "[{site}] Award notice for tender {reference}",
    awardBody: "The tender “{title}” ({reference}) was awarded to {winner} on {date}.",
    amountLabel: "Amount:",
    cancelSubject: "[{site}] Tender {reference} cancelled",
    cancelBody: "The tender “{title}” ({reference}) was cancelled.",
    reasonLabel: "Reason:",
    footer:
      "You receive this because you registered for this tender's updates. Read the tender: {url}",
  },
};

const am: DeskTexts = {
  ask: "ጥያቄ ይጠይቁ",
  askLead: "ጥያቄዎች ለሁሉም ተጫራቾች በዚህ ገጽ ላይ ይመለሳሉ፤ ስምዎ፣ ድርጅትዎ ወይም ኢሜይልዎ አይታይም።",
  register: "ለማሻሻያዎች ይመዝገቡ",
  registerLead:
    "እያንዳንዱን ማሻሻያ፣ የታተመ መልስ እና የአሸናፊ ማስታወቂያ በኢሜይል እንልክልዎታለን። ሰነዶቹን ለማውረድ መመዝገብ አያስፈልግም።",
  name: "ስምዎ",
  company: "ድርጅት",
  contactName: "የተጠሪ ስም",
  email: "ኢሜይል",
  phone: "ስልክ",
  question: "ጥያቄዎ",
  optional: "አማራጭ",
  sendQuestion: "ጥያቄውን ላክ",
  sendRegistration: "ይመዝገቡ",
  sending: "በመላክ ላይ…",
  questionSent: "እናመሰግናለን። ጥያቄዎ ደርሷል፤ መልሱ በዚህ ገጽ ላይ ይታተማል።",
  registered: "ተመዝግበዋል። የዚህን ጨረታ እያንዳንዱን ለውጥ በኢሜይል እንልክልዎታለን።",
  alreadyRegistered: "ይህ ኢሜይል ለዚህ ጨረታ ማሻሻያዎች አስቀድሞ ተመዝግቧል።",
  questionsClosed: "የዚህ ጨረታ የማብራሪያ ጊዜ አብቅቷል፤ ጥያቄ መቀበል ተዘግቷል።",
  registrationClosed: "ይህ ጨረታ ተዘግቷል፤ ለማሻሻያዎች መመዝገብ አብቅቷል።",
  sendAgain: "እባክዎ ቅጹን ያረጋግጡና እንደገና ይላኩ።",
  tooMany: "ከአውታረ መረብዎ ብዙ ቅጾች ተልከዋል። እባክዎ ከጥቂት ደቂቃዎች በኋላ እንደገና ይሞክሩ።",
  failed: "ቅጹ ሊላክ አልቻለም። እባክዎ ግንኙነትዎን ያረጋግጡና እንደገና ይሞክሩ።",
  errors: {
    nameRequired: "እባክዎ ስምዎን ያስገቡ።",
    nameTooLong: "ስሙ በጣም ረጅም ነው (ቢበዛ 100 ፊደላት)።",
    companyRequired: "እባክዎ የድርጅትዎን ስም ያስገቡ።",
    companyTooLong: "የድርጅቱ ስም በጣም ረጅም ነው (ቢበዛ 150 ፊደላት)።",
    emailRequired: "እባክዎ የኢሜይል አድራሻዎን ያስገቡ።",
    emailTooLong: "የኢሜይል አድራሻው በጣም ረጅም ነው።",
    emailInvalid: "እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ፣ ለምሳሌ name@example.com።",
    phoneTooLong: "ስልክ ቁጥሩ በጣም ረጅም ነው (ቢበዛ 40 ፊደላት)።",
    questionTooShort: "እባክዎ ጥያቄዎን ይጻፉ (ቢያንስ 10 ፊደላት)።",
    questionTooLong: "ጥያቄው በጣም ረጅም ነው (ቢበዛ 3000 ፊደላት)።",
  },
  mail: {
    amendmentSubject: "[{site}] በጨረታ {reference} ላይ ማሻሻያ {number}",
    amendmentBody: "በጨረታው “{title}” ({reference}) ላይ ማሻሻያ {number} ታትሟል።",
    extendedTo: "የመዝጊያው ቀን ወደ {date} ተራዝሟል።",
    newDocuments: "አዲስ ሰነዶች፦",
    answerSubject: "[{site}] በጨረታ {reference} ላይ ማብራሪያ",
    answerBody: "በጨረታው “{title}” ({reference}) ላይ ለቀረበ ጥያቄ መልስ ተሰጥቷል።",
    questionLabel: "ጥያቄ፦",
    answerLabel: "መልስ፦",
    awardSubject: "[{site}] የጨረታ {reference} አሸናፊ ማስታወቂያ",
    awardBody: "ጨረታው “{title}” ({reference}) በ{date} ለ{winner} ተሰጥቷል።",
    amountLabel: "መጠን፦",
    cancelSubject: "[{site}] ጨረታ {reference} ተሰርዟል",
    cancelBody: "ጨረታው “{title}” ({reference}) ተሰርዟል።",
    reasonLabel: "ምክንያት፦",
    footer: "ይህን የተቀበሉት ለዚህ ጨረታ ማሻሻያዎች ስለተመዘገቡ ነው። ጨረታውን ያንብቡ፦ {url}",
  },
};

const om: DeskTexts = {
  ask: "Gaaffii gaafadhu",
  askLead:
    "Gaaffileen fuula kana irratti dorgomtoota hundaaf deebii argatu; maqaan, dhaabbanni ykn imeeliin kee hin mul'atu.",
  register: "Haaromsaaf galmaa'i",
  registerLead:
    "Fooyya'iinsa hunda, deebii maxxanfame hunda fi beeksisa mo'ataa imeeliin siif ergina. Sanadoota buufachuuf galmaa'uun hin barbaachisu.",
  name: "Maqaa kee",
  company: "Dhaabbata",
  contactName: "Maqaa nama quunnamtii",
  email: "Imeelii",
  phone: "Bilbila",
  question: "Gaaffii kee",
  optional: "filannoo",
  sendQuestion: "Gaaffii ergi",
  sendRegistration: "Galmaa'i",
  sending: "Ergamaa jira…",
  questionSent: "Galatoomi. Gaaffiin kee nu ga'eera; deebiin isaa fuula kana irratti maxxanfama.",
  registered: "Galmoofteetta. Haaromsa caalbaasii kanaa hunda imeeliin siif ergina.",
  alreadyRegistered: "Teessoon imeelii kun duraan haaromsa caalbaasii kanaaf galmaa'eera.",
  questionsClosed: "Yeroon ibsa caalbaasii kanaa xumurameera: gaaffiin cufameera.",
  registrationClosed: "Caalbaasiin kun cufameera: galmeen haaromsaa xumurameera.",
  sendAgain: "Maaloo unka kana ilaalii irra deebi'ii ergi.",
  tooMany:
    "Unkaaleen baay'een networkii kee irraa ergamaniiru. Maaloo daqiiqaa muraasa booda yaali.",
  failed: "Unkichi erguu hin dandeenye. Maaloo quunnamtii kee ilaalii irra deebi'ii yaali.",
  errors: {
    nameRequired: "Maaloo maqaa kee galchi.",
    nameTooLong: "Maqaan baay'ee dheeraa dha (yoo baay'ate qubee 100).",
    companyRequired: "Maaloo maqaa dhaabbata keetii galchi.",
    companyTooLong: "Maqaan dhaabbataa baay'ee dheeraa dha (yoo baay'ate qubee 150).",
    emailRequired: "Maaloo teessoo imeelii kee galchi.",
    emailTooLong: "Teessoon imeelii baay'ee dheeraa dha.",
    emailInvalid: "Maaloo teessoo imeelii sirrii galchi, fkn. name@example.com.",
    phoneTooLong: "Lakkoofsi bilbilaa baay'ee dheeraa dha (yoo baay'ate qubee 40).",
    questionTooShort: "Maaloo gaaffii kee barreessi (yoo xiqqaate qubee 10).",
    questionTooLong: "Gaaffiin baay'ee dheeraa dha (yoo baay'ate qubee 3000).",
  },
  mail: {
    amendmentSubject: "[{site}] Fooyya'iinsa {number} caalbaasii {reference}",
    amendmentBody: "Fooyya'iinsi {number} caalbaasii “{title}” ({reference}) maxxanfameera.",
    extendedTo: "Guyyaan cufamaa gara {date}tti dheerateera.",
    newDocuments: "Sanadoota haaraa:",
    answerSubject: "[{site}] Ibsa caalbaasii {reference}",
    answerBody: "Gaaffiin caalbaasii “{title}” ({reference}) irratti dhiyaate deebii argateera.",
    questionLabel: "Gaaffii:",
    answerLabel: "Deebii:",
    awardSubject: "[{site}] Beeksisa mo'ataa caalbaasii {reference}",
    awardBody: "Caalbaasiin “{title}” ({reference}) guyyaa {date} {winner}f kennameera.",
    amountLabel: "Hanga:",
    cancelSubject: "[{site}] Caalbaasiin {reference} haqameera",
    cancelBody: "Caalbaasiin “{title}” ({reference}) haqameera.",
    reasonLabel: "Sababa:",
    footer:
      "Kana kan argatteef haaromsa caalbaasii kanaaf waan galmoofteef. Caalbaasicha dubbisi: {url}",
  },
};

const TEXTS: Record<Locale, DeskTexts> = { en, am, om };

export function deskTexts(locale: Locale): DeskTexts {
  return TEXTS[locale];
}
