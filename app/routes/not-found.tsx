import { data } from "react-router";
import { SearchForm } from "~/features/search/search-form";
import { NotFoundPage } from "~/features/site/not-found-page";

/** Every URL no other route claims: the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage search={<SearchForm query="" />} />;
}
