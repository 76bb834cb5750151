import { Select } from "~/components/ui/fields";
import { ARTICLE_SECTORS, SECTOR_LABELS } from "./sectors";

/** The 'Sector' select of the article and video forms (its id, name, value and error given). */
export function SectorSelect(props: {
  id: string;
  name: string;
  error?: string;
  defaultValue: string;
}) {
  return (
    <Select label="Sector" required placeholder="Choose a sector" {...props}>
      {ARTICLE_SECTORS.map((sector) => (
        <option key={sector} value={sector}>
          {SECTOR_LABELS[sector]}
        </option>
      ))}
    </Select>
  );
}
