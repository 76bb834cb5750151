import { positionStore } from "~/features/careers/store.server";
import type { Route } from "./+types/position-history";
import { ContentHistory, contentHistoryMeta } from "./content-history";
import { contentHistoryLoader } from "./content-history.server";

/** /admin/careers/:id/history: the position's versions, newest first. */
export const meta = contentHistoryMeta;
export const loader = contentHistoryLoader(positionStore);

export default function PositionHistory({ loaderData }: Route.ComponentProps) {
  return <ContentHistory loaderData={loaderData} />;
}
