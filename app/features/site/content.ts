/**
 * The site's static content. Texts that the specification states are copied exactly; tests
 * compare against these constants and against literal strings.
 */

export const COMPANY_FIGURES = [
  { value: "1 Billion ETB", label: "Initial Investment" },
  { value: "3,140+", label: "Permanent Jobs" },
  { value: "2035", label: "Vision Year" },
  { value: "10%", label: "Growth Target" },
  { value: "3", label: "Investment Sectors" },
] as const;

export const STRATEGIC_OBJECTIVES = [
  "Raise customer services and profitability by 10% by 2035.",
  "Raise founder income by 10% while contributing to economic development.",
  "Drive profit via revenue growth, cost reduction and efficiency.",
  "Build a sustainable model adaptable to market changes.",
  "Generate long-term value for stakeholders.",
] as const;

export const CORE_VALUES = [
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
] as const;

/** The hero and mobile navigation, in the specification's order. */
export const SECTION_NAV = [
  { label: "About", target: "about" },
  { label: "Vision", target: "vision" },
  { label: "Sectors", target: "sectors" },
  { label: "Values", target: "values" },
  { label: "Contact Us", target: "contact" },
] as const;

/** The footer's quick links. */
export const QUICK_LINKS = [
  { label: "About Us", target: "about" },
  { label: "Vision & Mission", target: "vision" },
  { label: "Investment Sectors", target: "sectors" },
  { label: "Core Values", target: "values" },
] as const;

export type SectorSlug = "manufacturing" | "mining" | "export";

export interface Sector {
  slug: SectorSlug;
  name: string;
  /** One line for cards and lists. */
  tagline: string;
  /** The home page's sector card. */
  summary: string;
  /** What the home card lists. */
  focus: readonly string[];
  heroTitle: string;
  heroText: string;
  description: string;
  /** The sector page's main text, paragraph by paragraph. */
  body: readonly string[];
  quickFacts: readonly { label: string; value: string }[];
  highlights: readonly { title: string; text: string }[];
  metaDescription: string;
}

export const SECTORS: readonly Sector[] = [
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
];

export function findSector(slug: string | undefined): Sector | undefined {
  return SECTORS.find((sector) => sector.slug === slug);
}

export const ECONOMIC_IMPACT = [
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
] as const;
