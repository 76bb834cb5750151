// @ts-expect-error: a plain JavaScript helper shared with `npm start`.
import { ensureBuild } from "../../scripts/ensure-build.mjs";

/** The process and HTTP tests run the real production bundle: make sure it is current. */
export default function setup() {
  (ensureBuild as (options: { quiet: boolean }) => boolean)({ quiet: true });
}
