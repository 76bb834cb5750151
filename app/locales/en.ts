/**
 * The public site's texts in English: the specification's texts, exactly. Every other language
 * file (am.ts, om.ts) has the same keys; app/locales/messages.test.ts fails when one is missing
 * or empty. `{name}`-style placeholders are filled by `format` (app/lib/i18n.ts) and must
 * stay as they are in every language. Figures and place names stay as written here.
 */
export const en = {
  /** Whether the texts have been reviewed by a native speaker (English: the source). */
  reviewed: true,
  common: {
    skipToContent: "Skip to content",
    mainNav: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    /** The header's disclosure of the links that do not fit its row. */
    more: "More",
    backToHome: "Back to Home",
    search: "Search",
    pages: "Pages",
    newer: "Newer",
    older: "Older",
    pageOf: "Page {page} of {pages}",
    titlePage: "{title}, page {page}",
    language: "Language",
    /** Marks text shown in English because it has no translation yet. */
    inEnglish: "In English",
    /** The home page as the first step of a page's trail (search engines' breadcrumbs). */
    home: "Home",
  },
  nav: {
    about: "About",
    vision: "Vision",
    sectors: "Sectors",
    values: "Values",
    contact: "Contact Us",
  },
  home: {
    metaDescription:
      "{name} invests in electric-vehicle manufacturing, copper mining and premium Ethiopian coffee export: 1 billion ETB, 3,140+ permanent jobs, vision 2035.",
    heroEyebrow: "Manufacturing · Mining · Export",
    heroTitle: "Building Ethiopia’s industrial future",
    heroText:
      "{name} invests in electric vehicles, copper and premium coffee: three sectors, one billion birr and more than 3,140 permanent jobs on the road to 2035.",
    exploreSectors: "Explore Our Sectors",
    learnMore: "Learn More",
    aboutEyebrow: "About Us",
    aboutTitle: "An Ethiopian investment group for a green, industrial economy",
    aboutText: [
      "{name} was founded to turn Ethiopia’s natural strengths into lasting industries: clean hydropower into electric mobility, mineral wealth into processed copper, and the world’s most celebrated coffee origins into premium exports.",
      "With an initial investment of 1 billion ETB, we create permanent, skilled jobs, bring modern technology into the country and earn foreign currency through export.",
    ],
    figures: [
      { value: "1 Billion ETB", label: "Initial Investment" },
      { value: "3,140+", label: "Permanent Jobs" },
      { value: "2035", label: "Vision Year" },
      { value: "10%", label: "Growth Target" },
      { value: "3", label: "Investment Sectors" },
    ],
    visionEyebrow: "Vision & Mission",
    visionTitle: "Where we are going, and how we will get there",
    visionHeading: "Our Vision",
    visionText:
      "To be a leading Ethiopian investment group by 2035, recognised for competitive, sustainable industries in manufacturing, mining and export.",
    missionHeading: "Our Mission",
    missionText:
      "To invest in productive sectors with modern technology and responsible practices, creating jobs, serving customers well and contributing to Ethiopia’s economic development.",
    objectivesHeading: "Strategic Objectives",
    objectives: [
      "Raise customer services and profitability by 10% by 2035.",
      "Raise founder income by 10% while contributing to economic development.",
      "Drive profit via revenue growth, cost reduction and efficiency.",
      "Build a sustainable model adaptable to market changes.",
      "Generate long-term value for stakeholders.",
    ],
    valuesEyebrow: "Core Values",
    valuesTitle: "The principles behind every investment",
    values: [
      {
        name: "Integrity",
        text: "We act honestly and transparently with partners, employees and communities.",
      },
      {
        name: "Accountability",
        text: "We own our commitments and report openly on what we deliver.",
      },
      {
        name: "Teamwork",
        text: "We succeed together, across sectors, disciplines and regions.",
      },
      {
        name: "Customer Satisfaction",
        text: "We build products and services around the needs of the people we serve.",
      },
      {
        name: "Social Responsibility & Green Economy",
        text: "We invest in clean technology and in the communities where we work.",
      },
      {
        name: "Technology Adoption",
        text: "We bring modern technology and know-how to Ethiopian industry.",
      },
    ],
    sectorsEyebrow: "Investment Sectors",
    sectorsTitle: "Three sectors, one strategy",
    sectorsLead:
      "Each of our businesses strengthens the others: copper for electrification, electric vehicles for clean transport, and coffee exports that earn the currency to grow.",
    discoverSector: "Discover {sector}",
    impactEyebrow: "Economic Impact",
    impactTitle: "Growth that Ethiopia can measure",
    impactLead:
      "Our investments create permanent jobs, substitute imports, earn foreign currency and bring new skills and technology into the country.",
    impact: [
      {
        value: "3,140+",
        title: "Permanent Jobs",
        text: "Skilled, permanent employment across manufacturing, mining and export.",
      },
      {
        value: "1 Billion ETB",
        title: "Initial Investment",
        text: "Capital committed to productive industry in Ethiopia.",
      },
      {
        value: "10%",
        title: "Growth Target",
        text: "Higher customer services and profitability by 2035.",
      },
      {
        value: "3",
        title: "Export & Import Substitution",
        text: "Sectors that earn foreign currency and replace imported fuel and materials.",
      },
    ],
    contactEyebrow: "Contact Us",
    contactTitle: "Let's build something together",
    contactLead: "Investors, partners, buyers and job seekers: we would be glad to hear from you.",
    email: "Email",
    phone: "Phone",
    location: "Location",
    newsEyebrow: "Latest News",
    newsTitle: "News from across our sectors",
    allNews: "All news",
    videosEyebrow: "Videos",
    videosTitle: "See our work in motion",
    allVideos: "All videos",
  },
  footer: {
    tagline: "Investing in electric mobility, copper and coffee for a prosperous, green Ethiopia.",
    quickLinks: "Quick Links",
    quickLinkItems: {
      about: "About Us",
      vision: "Vision & Mission",
      sectors: "Investment Sectors",
      values: "Core Values",
    },
    ourSectors: "Our Sectors",
    social: "Follow us",
    contact: "Contact",
    rights: "© {year} {name}. All rights reserved.",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
  },
  /** The name the public pages give each article sector. */
  sectorNames: {
    manufacturing: "Manufacturing",
    mining: "Mining",
    export: "Export",
    group: "Group",
  },
  sectors: [
    {
      slug: "manufacturing",
      name: "Manufacturing",
      tagline: "Electric vehicle assembly and charging stations",
      summary:
        "Assembling electric vehicles in Ethiopia and building the charging network that keeps them moving.",
      focus: ["Electric vehicle assembly", "Electric charging stations"],
      heroTitle: "Electric Vehicle Manufacturing",
      heroText:
        "Assembling electric vehicles in Ethiopia and building the charging network that powers them.",
      description:
        "Our manufacturing arm brings electric mobility to Ethiopia: vehicles assembled locally, a charging network to support them, and the skills to sustain both.",
      body: [
        "Ethiopia generates most of its electricity from renewable hydropower. Electric vehicles turn that clean energy into clean transport, cut the national fuel import bill and reduce air pollution in fast-growing cities.",
        "We are building a modern assembly plant for electric vehicles together with a nationwide network of charging stations, so that every vehicle we assemble has somewhere to charge.",
        "Each step, from assembly to after-sales service, creates skilled jobs and builds local manufacturing capacity that lasts beyond a single product.",
      ],
      quickFacts: [
        { label: "Investment", value: "Large-scale" },
        { label: "Jobs", value: "5,000+" },
        { label: "Technology", value: "EV & Charging" },
        { label: "Timeline", value: "2024-2028" },
      ],
      highlights: [
        {
          title: "Electric Vehicle Assembly",
          text: "A modern assembly line for electric cars and light commercial vehicles, built for Ethiopian roads.",
        },
        {
          title: "Charging Infrastructure Network",
          text: "Charging stations in cities and along major corridors, powered by Ethiopia's renewable grid.",
        },
        {
          title: "Local Manufacturing Capacity",
          text: "Training engineers and technicians, and sourcing components from local suppliers.",
        },
        {
          title: "Environmental Impact",
          text: "Fewer fuel imports, cleaner air and lower emissions for a green economy.",
        },
      ],
      metaDescription:
        "Electric vehicle assembly and a charging infrastructure network in Ethiopia: 5,000+ jobs, 2024-2028.",
    },
    {
      slug: "mining",
      name: "Mining",
      tagline: "Copper mining and processing",
      summary:
        "Responsible copper extraction and processing that supplies the materials of the energy transition.",
      focus: ["Copper mining", "Copper processing"],
      heroTitle: "Copper Mining & Processing",
      heroText:
        "Responsible extraction and processing of copper, the metal at the heart of electrification.",
      description:
        "Our mining operations develop Ethiopia's copper resources to international standards of safety, transparency and sustainability.",
      body: [
        "Copper carries the electricity of the modern world: in motors, cables, batteries and charging stations. Demand grows with every electric vehicle and every solar panel.",
        "We extract and process copper ore in Ethiopia, adding value in the country rather than exporting raw material, and supplying the industries of the energy transition, including our own.",
        "Our operations follow the Extractive Industries Transparency Initiative (EITI) and put the safety of workers and the well-being of neighbouring communities first.",
      ],
      quickFacts: [
        { label: "Primary Resource", value: "Copper" },
        { label: "Scale", value: "Large-scale" },
        { label: "Jobs", value: "3,000+" },
        { label: "Standards", value: "EITI Compliant" },
      ],
      highlights: [
        {
          title: "Copper Extraction",
          text: "Modern, efficient extraction methods that make the most of every deposit.",
        },
        {
          title: "Processing & Refinement",
          text: "Processing and refining in Ethiopia, so more of the value stays in the country.",
        },
        {
          title: "Safety & Compliance",
          text: "International safety standards, regular audits and EITI transparency.",
        },
        {
          title: "Sustainable Practices",
          text: "Water stewardship, land rehabilitation and lower-emission equipment.",
        },
        {
          title: "Community Development",
          text: "Local hiring, skills training and investment in schools, health and roads.",
        },
      ],
      metaDescription:
        "Copper extraction, processing and refinement in Ethiopia: large-scale, 3,000+ jobs, EITI compliant.",
    },
    {
      slug: "export",
      name: "Export",
      tagline: "Premium Ethiopian coffee",
      summary:
        "Premium Ethiopian coffee from Jimma, Guji, Limu and Hararghe in Oromia, for roasters around the world.",
      focus: ["Premium Ethiopian coffee", "From Jimma, Guji, Limu and Hararghe in Oromia"],
      heroTitle: "Premium Ethiopian Coffee Export",
      heroText:
        "Specialty coffee from Jimma, Guji, Limu and Hararghe in Oromia, the birthplace of coffee.",
      description:
        "Our export business brings the finest Ethiopian coffees to the world's markets, with quality controlled at every step from farm to cup.",
      body: [
        "Ethiopia is the birthplace of coffee, and Oromia is home to some of its most celebrated origins: Jimma, Guji, Limu and Hararghe, each with its own distinct character.",
        "We work directly with farmers and cooperatives to source specialty-grade beans, process them with care and export them to roasters and importers around the world.",
        "Fair prices for growers and long-term partnerships with buyers make the trade sustainable for everyone involved.",
      ],
      quickFacts: [
        { label: "Product", value: "Premium Coffee" },
        { label: "Regions", value: "4+" },
        { label: "Markets", value: "Global" },
        { label: "Quality", value: "Specialty Grade" },
      ],
      highlights: [
        {
          title: "Coffee Heritage",
          text: "A thousand-year tradition from the land where coffee was first discovered.",
        },
        {
          title: "Farm-to-Cup Quality",
          text: "Selective picking, careful processing, grading and cupping before every shipment.",
        },
        {
          title: "Global Market Presence",
          text: "Supplying specialty roasters and importers across Europe, Asia, the Middle East and North America.",
        },
        {
          title: "Fair Trade",
          text: "Fair prices and long-term relationships with the farmers who grow our coffee.",
        },
      ],
      metaDescription:
        "Premium Ethiopian coffee export from Jimma, Guji, Limu and Hararghe in Oromia: specialty grade, global markets.",
    },
  ],
  sectorPage: {
    eyebrow: "{sector} Sector",
    overview: "Overview",
    quickFacts: "Quick Facts",
    highlights: "Highlights",
    partnerTitle: "Partner with us in {sector}",
    partnerText:
      "We welcome investors, technology partners, suppliers and buyers who share our long-term view of Ethiopia’s growth.",
    contactUs: "Contact Us",
    copperTitle: "Copper Operations",
    copperText: "A short look at our copper extraction, processing and refinement.",
    videoDownload: "Download the video: {title}",
    newsEyebrow: "News",
    latestFrom: "Latest from {sector}",
    allSectorNews: "All {sector} news",
    videosEyebrow: "Videos",
    videosFrom: "Videos from {sector}",
    allSectorVideos: "All {sector} videos",
    feedTitle: "{name} News: {sector}",
    feedDescription: "{sector} news from {name}",
  },
  news: {
    title: "News",
    metaDescription: "News from {name}: electric vehicles, copper mining and coffee export.",
    eyebrow: "Latest News",
    lead: "Announcements and stories from across our three sectors.",
    empty: "No news has been published yet.",
    emptySector: "No {sector} news has been published yet.",
    filterLabel: "News by sector",
    all: "All",
    allNews: "All news",
    draftPreview: "Draft preview — not published",
    notPublished: "Not published",
    feedTitle: "{name} News",
    feedDescription: "News from {name}",
  },
  videos: {
    title: "Videos",
    metaDescription: "Videos from {name}: our plants, mines and coffee farms at work.",
    eyebrow: "Videos",
    lead: "Our plants, mines and coffee farms at work.",
    empty: "No videos have been published yet.",
    emptySector: "No {sector} videos have been published yet.",
    filterLabel: "Videos by sector",
    play: "Play video: {title}",
    watch: "Watch {title} (opens in a new tab)",
  },
  search: {
    title: "Search",
    resultsTitle: "Search: {query}",
    metaDescription: "Search the news and videos of {name}.",
    label: "Search the site",
    placeholder: "Search news and videos",
    submit: "Search",
    prompt: "Enter words to search the news and videos.",
    none: "No results for “{query}”.",
    noMore: "No more results for “{query}”.",
    one: "1 result for “{query}”",
    many: "{count} results for “{query}”",
    onPage: "{results}, page {page}",
    kindPage: "Page",
    kindArticle: "News",
    kindVideo: "Video",
    kindDocument: "Document",
    /** A document found by words inside its PDF: a link to the file at that page. */
    inPdf: "Page {page} of the PDF",
    opensInNewTab: "(opens in a new tab)",
  },
  legal: {
    noticeLabel: "Template notice",
    noticeTitle: "Template text.",
    noticeText:
      "This page is a placeholder that the company will replace with its own reviewed legal text. It is not legal advice.",
    privacy: {
      title: "Privacy Policy",
      metaDescription: "How {name} handles the personal information you share with us.",
      intro:
        "{name} respects your privacy. This policy explains what personal information we collect through this website, why, and what rights you have.",
      sections: [
        {
          heading: "What we collect",
          text: "When you send us a message, we receive the name, e-mail address, subject and message you enter. Our servers also record technical data needed to run the site securely, such as request logs.",
        },
        {
          heading: "How we use it",
          text: "We use your message only to answer you and to follow up on your enquiry. We do not sell your information or use it for advertising.",
        },
        {
          heading: "How long we keep it",
          text: "We keep messages only as long as needed to handle your enquiry and meet legal duties.",
        },
        {
          heading: "Your rights",
          text: "You may ask to see, correct or delete the information we hold about you by writing to {email}.",
        },
      ],
    },
    terms: {
      title: "Terms of Service",
      metaDescription: "The terms that apply when you use the website of {name}.",
      intro:
        "These terms apply to your use of the website of {name}. By using the site you accept them.",
      sections: [
        {
          heading: "Information on this site",
          text: "The content of this site is provided for general information about our company and its activities. Figures and plans may change, and nothing on the site is an offer of investment.",
        },
        {
          heading: "Intellectual property",
          text: "Texts, illustrations and trademarks on this site belong to {name} unless stated otherwise and may not be reused without permission.",
        },
        {
          heading: "Liability",
          text: "We take care that the site is accurate and available, but we cannot guarantee that it is always complete, current or free of interruption.",
        },
        {
          heading: "Contact",
          text: "Questions about these terms: {email}.",
        },
      ],
    },
  },
  notFound: {
    title: "Page not found",
    eyebrow: "Error 404",
    text: "The page you are looking for does not exist or has moved.",
    backToHome: "Back to home",
  },
  error: {
    eyebrow: "Error",
    unexpected: "Unexpected Application Error!",
    notHandled: "The request could not be handled.",
    serverError: "Something went wrong on our side. Please try again in a moment.",
    backToHome: "Back to home",
  },
  investors: {
    title: "Investors",
    metaDescription:
      "Annual reports, financial statements, policies and the press kit of {name}, by Ethiopian fiscal year.",
    eyebrow: "Investor relations",
    lead: "Our annual reports, financial statements, sustainability reports, policies, presentations and press kit, by Ethiopian fiscal year.",
    filterLabel: "Filter documents",
    type: "Type",
    allTypes: "All types",
    year: "Fiscal year",
    allYears: "All years",
    language: "Language",
    allLanguages: "All languages",
    filter: "Show documents",
    empty: "No documents have been published yet.",
    emptyFiltered: "No documents match these filters.",
    types: {
      "annual-report": "Annual report",
      "financial-statements": "Financial statements",
      "sustainability-report": "Sustainability report",
      policy: "Policy",
      presentation: "Presentation",
      "press-kit": "Press kit",
      other: "Other",
    },
    languages: { en: "English", am: "Amharic", om: "Afaan Oromo" },
    /** The languages a document's files are in, on its card. */
    inLanguages: "In {languages}",
    allDocuments: "All documents",
    date: "Date",
    fiscalYear: "Fiscal year",
    pages: "{count} pages",
    onePage: "1 page",
    size: "Size",
    downloads: "Downloads",
    /** One download per language version: 'Download (English, PDF, 2.4 MB, 48 pages)'. */
    download: "Download ({details})",
    pressKit: "Download the press kit",
    pressKitHint: "One ZIP file with the logos, photos and fact sheets: {count} files.",
    draftPreview: "Draft preview — not published",
  },
  careers: {
    title: "Careers",
    metaDescription:
      "Open positions at {name}: electric-vehicle manufacturing, copper mining and coffee export in Ethiopia.",
    eyebrow: "Careers",
    lead: "Join the people building Ethiopia’s industries: our open positions in manufacturing, mining and export.",
    empty: "No open positions right now",
    emptyHint: "New positions are posted here first. Please check back soon.",
    emptyFiltered: "No open positions match these filters.",
    filterLabel: "Filter positions",
    sector: "Sector",
    allSectors: "All sectors",
    location: "Location",
    allLocations: "All locations",
    filter: "Show positions",
    closes: "Closes {date}",
    /** The salary on a position's page: `{amount}` is a range, or salaryFrom / salaryUpTo. */
    salary: "Salary: {amount} {per}",
    salaryFrom: "from {amount}",
    salaryUpTo: "up to {amount}",
    salaryPer: { MONTH: "per month", YEAR: "per year", HOUR: "per hour" },
    employmentTypes: {
      FULL_TIME: "Full-time",
      PART_TIME: "Part-time",
      CONTRACTOR: "Contract",
      TEMPORARY: "Temporary",
      INTERN: "Internship",
    },
    allPositions: "All positions",
    about: "About the role",
    requirements: "Requirements",
    howToApply: "How to apply",
    closed: "This position is closed.",
    closedHint: "It no longer takes applications. See our open positions.",
    apply: "Apply",
    applyLead: "Send us your details and your CV. Fields marked * are required.",
    name: "Full Name",
    email: "Email Address",
    phone: "Phone",
    cv: "CV",
    cvHint: "PDF, DOC or DOCX, at most 5 MB.",
    coverLetter: "Cover letter",
    optional: "optional",
    consent:
      "I agree that {name} keeps my application and CV to consider me for this position, and deletes them {days} days after the position closes.",
    send: "Send application",
    sending: "Sending…",
    progress: "Uploading your CV: {percent}%",
    sent: "Thank you — your application has been received.",
    sentEmail: "We have sent a confirmation to {email}.",
    tooMany: "Too many applications from your connection. Please try again later.",
    sendAgain:
      "Please check your application and send it again. Attach your CV again: the browser does not keep a chosen file.",
    failed: "Your application could not be sent. Please check your connection and try again.",
    ackSubject: "{name}: your application for {title}",
    ackBody:
      "Thank you — your application for {title} has been received.\n\nWe keep your application and CV to consider you for this position, and delete them {days} days after it closes.",
    errors: {
      nameRequired: "Please enter your name",
      nameTooLong: "Your name must be at most 100 characters",
      emailRequired: "Please enter your email address",
      emailTooLong: "Your email address must be at most 254 characters",
      emailInvalid: "Please enter a valid email address",
      phoneRequired: "Please enter your phone number",
      phoneInvalid: "Please enter a phone number (digits, spaces, +, -, parentheses)",
      cvRequired: "Please attach your CV",
      cvType: "The CV must be a PDF, DOC or DOCX file.",
      cvTooLarge: "The CV must be at most 5 MB.",
      cvLocked: "This file is password-protected. Please send it without a password.",
      coverLetterTooLong: "Your cover letter must be at most 5,000 characters",
      consentRequired: "Please agree to how we keep your application",
    },
  },
  contact: {
    formTitle: "Send us a Message",
    name: "Full Name",
    email: "Email Address",
    subject: "Subject",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    sent: "Thank you! Your message has been sent.",
    failed: "Your message could not be sent. Please check your connection and try again.",
    tooMany: "Too many messages. Please try again later.",
    /** A form sent sooner than a person fills one in (autofill, too): nothing was stored. */
    sendAgain: "Please check your message and send it again.",
    privacyNote: "We use your details only to answer your message. See our {privacy}.",
    privacyLink: "Privacy Policy",
    errors: {
      nameRequired: "Please enter your name",
      nameTooLong: "Your name must be at most 100 characters",
      emailRequired: "Please enter your email address",
      emailTooLong: "Your email address must be at most 254 characters",
      emailInvalid: "Please enter a valid email address",
      subjectRequired: "Please enter a subject",
      subjectTooLong: "The subject must be at most 150 characters",
      messageTooShort: "Your message must be at least 10 characters",
      messageTooLong: "Your message must be at most 5,000 characters",
    },
  },
};

/** Every language's messages have this shape (same keys, arrays of the same length). */
export type Messages = typeof en;
