export { TestClient } from "../../scripts/lib/http-client";
