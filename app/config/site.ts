/**
 * The company's identity as the site presents it. The specification does not publish the real
 * contact details, so these are obviously replaceable defaults (see README, "Configuration").
 */
export const site = {
  name: "Addis Investment Group",
  shortName: "AIG",
  tagline: "Investing in Ethiopia's future: electric vehicles, copper and coffee.",
  email: "info@example.com",
  phone: "+251 11 000 0000",
  location: "Addis Ababa, Ethiopia",
} as const;
