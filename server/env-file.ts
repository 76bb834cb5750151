import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../db/paths";

/** Loads ./.env when present; variables already set in the environment win. */
export function loadEnvFile() {
  const file = path.join(PROJECT_ROOT, ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
