import { useState } from "react";
import { TextField } from "~/components/ui/form";
import { addressFromTitle } from "~/lib/slugify";
import { fieldBinder } from "./form-values";

/**
 * A kind's 'Title' and 'Address' fields (pages, positions): a new item's address follows its
 * title; a stored one keeps its address unless it is edited. `hint` says where the address leads.
 */
export function TitleAndAddressFields({
  initial,
  errors,
  editing,
  hint,
}: {
  initial: { title: string; slug: string };
  errors: Record<string, string>;
  editing: boolean;
  hint: (slug: string) => string;
}) {
  const { controlled } = fieldBinder(initial, errors);
  const [slug, setSlug] = useState(initial.slug);
  return (
    <>
      <TextField
        label="Title"
        required
        maxLength={200}
        defaultValue={initial.title}
        onChange={(event) => {
          if (!editing) setSlug(addressFromTitle(event.target.value));
        }}
        {...controlled("title")}
      />
      <TextField
        label="Address"
        required
        maxLength={80}
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        hint={hint(slug || "your-address")}
        {...controlled("slug")}
      />
    </>
  );
}
