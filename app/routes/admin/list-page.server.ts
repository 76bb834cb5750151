import { data } from "react-router";
import { INVALID_LIST_ADDRESS, type PageQuery, readPageQuery } from "~/lib/keyset.server";

/**
 * The page of an admin list the request's address asks for (`?before=`, `?rows=`); an address
 * whose page no list wrote is a 400, as a page from a guessed place would repeat or skip rows.
 */
export function requestedPage(request: Request): PageQuery {
  const page = readPageQuery(new URL(request.url).searchParams);
  if (!page) throw data({ error: INVALID_LIST_ADDRESS }, { status: 400 });
  return page;
}
